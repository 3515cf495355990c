/**
 * Como funciona: the six features, in the specification's order (002 §2 lists them without wording them).
 * The copy lives in the catalogue of @prato/domain; named imports keep each page's copy in its own chunk.
 */
import {
  comoFuncionaAvaliacoesTexto,
  comoFuncionaAvaliacoesTitulo,
  comoFuncionaCardapioTexto,
  comoFuncionaCardapioTitulo,
  comoFuncionaContaTexto,
  comoFuncionaContaTitulo,
  comoFuncionaDeliveryTexto,
  comoFuncionaFidelidadeTexto,
  comoFuncionaFidelidadeTitulo,
  comoFuncionaGuiaTexto,
  comoFuncionaGuiaTitulo,
  comoFuncionaIntro,
  delivery,
} from '@prato/domain/messages'
import type { Feature } from './feature'

export { comoFuncionaIntro }

export const features: readonly Feature[] = [
  { title: comoFuncionaGuiaTitulo, text: comoFuncionaGuiaTexto },
  { title: delivery, text: comoFuncionaDeliveryTexto },
  { title: comoFuncionaCardapioTitulo, text: comoFuncionaCardapioTexto },
  { title: comoFuncionaContaTitulo, text: comoFuncionaContaTexto },
  { title: comoFuncionaFidelidadeTitulo, text: comoFuncionaFidelidadeTexto },
  { title: comoFuncionaAvaliacoesTitulo, text: comoFuncionaAvaliacoesTexto },
]
