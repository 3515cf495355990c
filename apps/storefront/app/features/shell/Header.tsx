import { useLinkComponent } from '@prato/ui'
import { useLabels } from '../../lib/labels'
import { DIALOGS, PROFILE_ENTRIES, withDialog, type ShellUser } from '../../lib/shell'
import * as styles from './Header.css'

export type HeaderProps = {
  name: string
  logoUrl: string | null
  homeHref: string
  topMenu: Array<{ key: string; label: string; href: string }>
  cart: { href: string; count: number } | null
  user: ShellUser | null
  /** Tenant-relative paths that exist (profile entries with a path appear only when their screen exists). */
  availablePaths: string[]
  /** Dialog names that exist (entries and buttons that open a dialog appear only when it exists). */
  availableDialogs: string[]
  logoutAction: string
  /** The current location, to build `?dialog=` links that keep the page. */
  pathname: string
  search: string
  /** Builds a link to a tenant path (tenantPath bound to the tenant). */
  hrefFor: (path: string) => string
}

/**
 * The tenant header (000 §2): logo and name, the top menu, the cart link with its badge, and either the profile
 * menu with a greeting (logged in) or Criar conta / Entrar. The profile menu is a native disclosure, so it opens
 * and Sair works before JavaScript loads.
 */
export function Header(props: HeaderProps) {
  const Link = useLinkComponent()
  const labels = useLabels()
  const dialogs = new Set(props.availableDialogs)
  const paths = new Set(props.availablePaths)
  const dialogHref = (name: string) => withDialog(props.pathname, props.search, name)
  const entries = PROFILE_ENTRIES.filter((e) => ('dialog' in e ? dialogs.has(e.dialog) : paths.has(e.path)))
  return (
    <header className={styles.header}>
      <Link className={styles.brand} href={props.homeHref}>
        {props.logoUrl ? <img className={styles.logo} src={props.logoUrl} alt="" width={40} height={40} /> : null}
        <span className={styles.brandName}>{props.name}</span>
      </Link>
      <nav className={styles.nav} aria-label={labels.menu}>
        {props.topMenu.length > 0 ? (
          <ul className={styles.menuList}>
            {props.topMenu.map((entry) => (
              <li key={entry.key}>
                <Link className={styles.menuLink} href={entry.href}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <div className={styles.actions}>
        {props.cart ? (
          <Link className={styles.cart} href={props.cart.href}>
            {labels.carrinho}
            {props.cart.count > 0 ? (
              <span className={styles.badge} aria-label={`${props.cart.count}`}>
                {props.cart.count}
              </span>
            ) : null}
          </Link>
        ) : null}
        {props.user ? (
          <details className={styles.profile}>
            <summary className={styles.profileSummary}>{props.user.greeting}</summary>
            <ul className={styles.profileMenu}>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <Link className={styles.profileItem} href={'dialog' in entry ? dialogHref(entry.dialog) : props.hrefFor(entry.path)}>
                    {labels[entry.labelKey]}
                  </Link>
                </li>
              ))}
              <li>
                <form method="post" action={props.logoutAction}>
                  <button type="submit" className={styles.profileItem}>
                    {labels.sair}
                  </button>
                </form>
              </li>
            </ul>
          </details>
        ) : (
          <>
            {dialogs.has(DIALOGS.cadastro) ? (
              <Link className={styles.secondaryButton} href={dialogHref(DIALOGS.cadastro)}>
                {labels.criarConta}
              </Link>
            ) : null}
            {dialogs.has(DIALOGS.login) ? (
              <Link className={styles.primaryButton} href={dialogHref(DIALOGS.login)}>
                {labels.entrar}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  )
}
