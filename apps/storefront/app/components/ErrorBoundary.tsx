import { isRouteErrorResponse } from '@remix-run/react'
import { appMessages } from '../lib/app-messages'
import * as styles from './ErrorBoundary.css'

export type ErrorPageContent = { status: number; title: string; text: string }

/** Per-status Portuguese pages. Only the status is read from the error: no message or stack reaches the page. */
export function errorPageContent(error: unknown): ErrorPageContent {
  const status = isRouteErrorResponse(error) ? error.status : 500
  switch (status) {
    case 404:
      return { status, title: appMessages.paginaNaoEncontradaTitulo, text: appMessages.paginaNaoEncontradaTexto }
    case 403:
      return { status, title: appMessages.acessoNegadoTitulo, text: appMessages.acessoNegadoTexto }
    case 429:
      return { status, title: appMessages.erroTitulo, text: appMessages.muitasTentativas }
    case 502:
    case 503:
    case 504:
      return { status, title: appMessages.servicoIndisponivelTitulo, text: appMessages.servicoIndisponivelTexto }
    default:
      return { status, title: appMessages.erroTitulo, text: appMessages.erroTexto }
  }
}

export function ErrorPage({ content, homeHref = '/' }: { content: ErrorPageContent; homeHref?: string }) {
  return (
    <main className={styles.page}>
      <p className={styles.status} aria-hidden="true">
        {content.status}
      </p>
      <h1 className={styles.title}>{content.title}</h1>
      <p className={styles.text}>{content.text}</p>
      <a className={styles.home} href={homeHref}>
        {appMessages.voltarAoInicio}
      </a>
    </main>
  )
}

export function GeneralErrorBoundary({ error, homeHref }: { error: unknown; homeHref?: string }) {
  return <ErrorPage content={errorPageContent(error)} homeHref={homeHref} />
}
