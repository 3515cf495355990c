import { responderPesquisa } from '@prato/domain/messages'
import { useLinkComponent } from '@prato/ui'
import type { LandingButton } from '@prato/domain'
import { avaliacoesTitulo } from '@prato/domain/messages'
import * as styles from './landing.css'

export type LandingButtonsProps = {
  /** From the domain's `landingButtons` rule, URLs already through the allowlist. */
  buttons: LandingButton[]
  hrefFor: (path: string) => string
  /** The link that opens the WiFi dialog (`?dialog=wifi`, works without JavaScript). */
  wifiHref: string
  /** The satisfaction survey dialog (`?dialog=pesquisa`), when the restaurant has a survey. */
  surveyHref?: string | null
  /** The link that opens the restaurant's ratings 'Avaliações' (`?dialog=avaliacoes`); null where none is offered. */
  ratingsHref?: string | null
}

/** The landing buttons of 001 §2, in the specification's order. */
export function LandingButtons({
  buttons,
  hrefFor,
  wifiHref,
  surveyHref = null,
  ratingsHref = null,
}: LandingButtonsProps) {
  const Link = useLinkComponent()
  if (buttons.length === 0 && !surveyHref && !ratingsHref) return null
  return (
    <section className={styles.section}>
      <ul className={styles.buttons}>
        {buttons.map((b) => (
          <li key={b.key}>
            {b.kind === 'external' ? (
              <a
                className={styles.outlineButton}
                href={b.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {b.label}
              </a>
            ) : b.kind === 'wifi' ? (
              <Link className={styles.outlineButton} href={wifiHref}>
                {b.label}
              </Link>
            ) : (
              <Link className={styles.button} href={hrefFor(b.path)}>
                {b.label}
              </Link>
            )}
          </li>
        ))}
        {surveyHref ? (
          <li>
            <Link className={styles.outlineButton} href={surveyHref}>
              {responderPesquisa}
            </Link>
          </li>
        ) : null}
        {ratingsHref ? (
          // beside the review-site link 'Avalie-nos': what other diners said, read here (001 §2 'Avaliações')
          <li>
            <Link className={styles.outlineButton} href={ratingsHref}>
              {avaliacoesTitulo}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
