/**
 * The package's own labels (screen-reader text and control labels), in Portuguese. Screens' texts live in
 * `@prato/domain`'s catalogue; these are the few the components need themselves, overridable through
 * `PratoProvider messages`. 'Carregando...' and 'A partir de' are the specification's words.
 */
export const defaultUiMessages = {
  loading: 'Carregando...',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  decrease: 'Diminuir',
  increase: 'Aumentar',
  quantity: 'Quantidade',
  fromPrice: 'A partir de',
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
} as const

export type UiMessages = {
  [K in keyof typeof defaultUiMessages]: (typeof defaultUiMessages)[K] extends (...args: infer A) => infer R
    ? (...args: A) => R
    : string
}
