/**
 * Seja nosso parceiro: the advantages section (our wording, in the catalogue of @prato/domain). Server-only: the
 * copy reaches the page as loader data, not as JavaScript.
 */
import {
  parceiroClientesTexto,
  parceiroClientesTitulo,
  parceiroGuiaTexto,
  parceiroGuiaTitulo,
  parceiroIntro,
  parceiroMarcaTexto,
  parceiroMarcaTitulo,
  parceiroMesaTexto,
  parceiroMesaTitulo,
} from '@prato/domain/messages'
import type { Feature } from './feature'

export { parceiroIntro }

export const advantages: readonly Feature[] = [
  { title: parceiroMarcaTitulo, text: parceiroMarcaTexto },
  { title: parceiroMesaTitulo, text: parceiroMesaTexto },
  { title: parceiroClientesTitulo, text: parceiroClientesTexto },
  { title: parceiroGuiaTitulo, text: parceiroGuiaTexto },
]
