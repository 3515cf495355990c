/**
 * The package's own labels (screen-reader text and control labels), overridable through
 * `PratoProvider messages`. The wording itself lives once, in the catalogue of `@prato/domain`; this only
 * maps the catalogue's named texts onto the keys the components read, so an app can replace one label
 * without knowing which text it came from. Named imports keep the catalogue out of the bundle.
 */
import {
  aPartirDe,
  aumentar,
  avaliacao,
  buscar,
  carregando,
  diminuir,
  estrelas,
  etapaAtual,
  etapaConcluida,
  etapaDeTotal,
  labelQuantidade,
  mostrarSenha,
  nenhumResultadoEncontrado,
  notaDeMaximo,
  obrigatorio,
  ocultarSenha,
  opcional,
  precoAnterior,
  precoAtual,
} from '@prato/domain/messages'

export interface UiMessages {
  loading: string
  showPassword: string
  hidePassword: string
  decrease: string
  increase: string
  quantity: string
  fromPrice: string
  previousPrice: string
  currentPrice: string
  noResults: string
  search: string
  rating: string
  /** `4,5 de 5` */
  ratingValue: (value: string, max: number) => string
  /** `1 estrela`, `2 estrelas` */
  stars: (count: number) => string
  /** `Etapa 2 de 4` */
  stepOf: (current: number, total: number) => string
  stepCompleted: string
  stepCurrent: string
  optional: string
  required: string
}

export const defaultUiMessages: UiMessages = {
  loading: carregando,
  showPassword: mostrarSenha,
  hidePassword: ocultarSenha,
  decrease: diminuir,
  increase: aumentar,
  quantity: labelQuantidade,
  fromPrice: aPartirDe,
  previousPrice: precoAnterior,
  currentPrice: precoAtual,
  noResults: nenhumResultadoEncontrado,
  search: buscar,
  rating: avaliacao,
  ratingValue: notaDeMaximo,
  stars: estrelas,
  stepOf: etapaDeTotal,
  stepCompleted: etapaConcluida,
  stepCurrent: etapaAtual,
  optional: opcional,
  required: obrigatorio,
}
