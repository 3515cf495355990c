/**
 * The package's own labels (screen-reader text and control labels), in Portuguese. Screens' texts live in
 * `@prato/domain`'s catalogue; these are the few the components need themselves, overridable through
 * `PratoProvider messages`. Texts the specification words come from the catalogue itself.
 */
import { messages } from '@prato/domain'

export const defaultUiMessages = {
  loading: messages.carregando,
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  decrease: 'Diminuir',
  increase: 'Aumentar',
  quantity: messages.labelQuantidade,
  fromPrice: messages.aPartirDe,
  previousPrice: 'Preço anterior:',
  currentPrice: 'Preço atual:',
  noResults: 'Nenhum resultado encontrado',
  search: 'Buscar',
  rating: 'Avaliação',
  /** `4,5 de 5` */
  ratingValue: (value: string, max: number) => `${value} de ${max}`,
  /** `1 estrela`, `2 estrelas` */
  stars: (count: number) => (count === 1 ? '1 estrela' : `${count} estrelas`),
  /** `Etapa 2 de 4` */
  stepOf: (current: number, total: number) => `Etapa ${current} de ${total}`,
  stepCompleted: 'concluída',
  stepCurrent: 'atual',
  optional: 'opcional',
  required: 'obrigatório',
}

export type UiMessages = {
  [K in keyof typeof defaultUiMessages]: (typeof defaultUiMessages)[K] extends (...args: infer A) => infer R
    ? (...args: A) => R
    : string
}
