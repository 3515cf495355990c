import * as styles from './ErrorPage.css'

export interface ErrorPageProps {
  /** The HTTP status, shown large (decorative: the title says what happened). */
  status: number
  /** e.g. 'Página não encontrada' — `errorPageCopy(status)` of @prato/domain gives both texts. */
  title: string
  text: string
  /** Where the way out goes: the tenant's landing, or the directory's home. */
  homeHref: string
  /** The way out's words, e.g. 'Voltar ao início'. */
  homeLabel: string
  /** `div` inside a shell that already draws the page's `<main>`. */
  as?: 'main' | 'div'
}

/**
 * The page an app's error boundary shows: the status, what happened in Portuguese and a way home. A plain link,
 * so it works when the app's JavaScript is what failed. Nothing of the error itself (message, stack) is shown.
 */
export function ErrorPage({
  status,
  title,
  text,
  homeHref,
  homeLabel,
  as: Root = 'main',
}: ErrorPageProps) {
  return (
    <Root className={styles.page}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <a className={styles.home} href={homeHref}>
        {homeLabel}
      </a>
    </Root>
  )
}
