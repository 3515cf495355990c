import { Link } from '@remix-run/react'
import { texts } from '../../lib/texts'
import { container, pageTitle, prose } from '../../styles/global.css'

/** Portuguese words for each status the directory can answer with; anything else reads as a server error. */
export function errorCopy(status: number): { title: string; text: string } {
  switch (status) {
    case 404:
      return { title: texts.naoEncontradaTitulo, text: texts.naoEncontradaTexto }
    case 400:
      return { title: texts.requisicaoInvalidaTitulo, text: texts.erroTexto }
    case 429:
      return { title: texts.muitasTentativasTitulo, text: texts.erroTexto }
    default:
      return { title: texts.erroTitulo, text: texts.erroTexto }
  }
}

export function ErrorPage({ status }: { status: number }) {
  const copy = errorCopy(status)
  return (
    <div className={container}>
      <h1 className={pageTitle}>{copy.title}</h1>
      <div className={prose}>
        <p>{copy.text}</p>
        <p>
          <Link to="/">{texts.paginaInicial}</Link>
        </p>
      </div>
    </div>
  )
}
