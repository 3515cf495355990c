import { Badge, Button, useLinkComponent } from '@prato/ui'
import { imprimirQrCodes } from '@prato/domain/messages'
import * as styles from './qrcode.css'

export type QrEntryProps = {
  name: string
  /** Already through the URL allowlist (TenantView). */
  logoUrl: string | null
  open: boolean
  statusText: string
  /** 'Ver cardápio' and 'Pedir delivery' as the restaurant's flags allow, linking to screens that exist. */
  actions: Array<{ key: string; label: string; href: string }>
  /** The restaurant's print view of its codes (`?imprimir`). */
  printHref: string
}

/**
 * What a visitor sees after scanning a restaurant's code or tapping a store on a shopping-centre page
 * (docs/decisions/0029): the logo, the name, open or closed now, and the ways in. Links only: nothing to wake up.
 */
export function QrEntry({ name, logoUrl, open, statusText, actions, printHref }: QrEntryProps) {
  const Link = useLinkComponent()
  return (
    <main className={styles.entry}>
      {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={96} height={96} /> : null}
      <h1 className={styles.name}>{name}</h1>
      <Badge tone={open ? 'success' : 'danger'}>{statusText}</Badge>
      {actions.length > 0 ? (
        <ul className={styles.actions}>
          {actions.map((action, index) => (
            <li key={action.key}>
              <Button
                href={action.href}
                variant={index === 0 ? 'primary' : 'secondary'}
                size="large"
                fullWidth
              >
                {action.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className={styles.printLink} href={printHref}>
        {imprimirQrCodes}
      </Link>
    </main>
  )
}
