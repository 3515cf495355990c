import { isRouteErrorResponse } from '@remix-run/react'
import * as styles from './ErrorBoundary.css'
import {
  acessoNegadoTexto,
  acessoNegadoTitulo,
  erroTexto,
  erroTitulo,
  muitasTentativas,
  paginaNaoEncontradaTexto,
  paginaNaoEncontradaTitulo,
  servicoIndisponivelTexto,
  servicoIndisponivelTitulo,
  voltarAoInicio,
} from '@prato/domain/messages'

export type ErrorPageContent = { status: number; title: string; text: string }

/** Per-status Portuguese pages. Only the status is read from the error: no message or stack reaches the page. */
export function errorPageContent(error: unknown): ErrorPageContent {
  const status = isRouteErrorResponse(error) ? error.status : 500
  switch (status) {
    case 404:
      return { status, title: paginaNaoEncontradaTitulo, text: paginaNaoEncontradaTexto }
    case 403:
      return { status, title: acessoNegadoTitulo, text: acessoNegadoTexto }
    case 429:
      return { status, title: erroTitulo, text: muitasTentativas }
    case 502:
    case 503:
    case 504:
      return { status, title: servicoIndisponivelTitulo, text: servicoIndisponivelTexto }
    default:
      return { status, title: erroTitulo, text: erroTexto }
  }
}

export function ErrorPage({
  content,
  homeHref = '/',
}: {
  content: ErrorPageContent
  homeHref?: string
}) {
  return (
    <main className={styles.page}>
      <p className={styles.status} aria-hidden="true">
        {content.status}
      </p>
      <h1 className={styles.title}>{content.title}</h1>
      <p className={styles.text}>{content.text}</p>
      <a className={styles.home} href={homeHref}>
        {voltarAoInicio}
      </a>
    </main>
  )
}

export function GeneralErrorBoundary({ error, homeHref }: { error: unknown; homeHref?: string }) {
  return <ErrorPage content={errorPageContent(error)} homeHref={homeHref} />
}
