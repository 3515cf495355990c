import { conhecaNossoMenu, menu } from '@prato/domain/messages'
import { useLinkComponent } from '@prato/ui'
import * as styles from './landing.css'

/** 000 §2: "A block headed 'Conheça nosso menu' shows only when the menu flag is on." */
export function MenuBlock({ menuHref }: { menuHref: string | null }) {
  const Link = useLinkComponent()
  return (
    <section className={styles.section} aria-labelledby="conheca-menu">
      <h2 id="conheca-menu" className={styles.sectionTitle}>
        {conhecaNossoMenu}
      </h2>
      {menuHref ? (
        <Link className={styles.button} href={menuHref}>
          {menu}
        </Link>
      ) : null}
    </section>
  )
}
