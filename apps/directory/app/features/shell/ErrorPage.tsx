import { Link } from '@remix-run/react'
import { container, pageTitle, prose } from '../../styles/global.css'
import {
  erroTexto,
  erroTitulo,
  muitasTentativasTitulo,
  paginaInicial,
  paginaNaoEncontradaTexto,
  paginaNaoEncontradaTitulo,
  requisicaoInvalidaTitulo,
} from '@prato/domain/messages'

/** Portuguese words for each status the directory can answer with; anything else reads as a server error. */
export function errorCopy(status: number): { title: string; text: string } {
  switch (status) {
    case 404:
      return { title: paginaNaoEncontradaTitulo, text: paginaNaoEncontradaTexto }
    case 400:
      return { title: requisicaoInvalidaTitulo, text: erroTexto }
    case 429:
      return { title: muitasTentativasTitulo, text: erroTexto }
    default:
      return { title: erroTitulo, text: erroTexto }
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
          <Link to="/">{paginaInicial}</Link>
        </p>
      </div>
    </div>
  )
}
