/**
 * The product view (001 §5 "Adding a product"): its refusals in the specification's order, the price rule of
 * fractional parts, the labels of its choices. Part of the catalogue: see ../messages.ts for the rules.
 *
 * A module of its own because the product view loads after the menu: the menu page does not load these texts.
 */
import type { Placeholder } from './placeholder'

export const informeTamanho = 'Informe o tamanho do produto!'
export const variacaoAlgum = (nomeMostra: Placeholder) =>
  `Ops. Você precisa informar algum(a) ${nomeMostra}`
export const variacaoMaximo = (qtdeMax: Placeholder, nomeMostra: Placeholder) =>
  `Ops. Você só pode informar ${qtdeMax} quantidade(s) de ${nomeMostra}`
export const variacaoMinimo = (qtdeMin: Placeholder, nomeMostra: Placeholder) =>
  `Ops. Você precisa informar pelo menos ${qtdeMin} ${nomeMostra}`
export const produtoTotalZero = 'Neste momento não é possível adicionar este produto'
export const empresaFechada = 'A empresa se encontra fechada nesse momento!'
export const produtoIndisponivel = 'Produto não está disponível no momento'
export const precoMaiorParte = 'Cobrado pelo maior preço entre as partes' // our wording (M-type price rule)
export const precoProporcional = 'Cobrado proporcionalmente a cada parte' // our wording (M-type price rule)
export const escolhaAte = (qtdeMax: Placeholder) =>
  Number(qtdeMax) === 1 ? 'Escolha 1' : `Escolha até ${qtdeMax}` // our wording
export const escolhaPartes = (qtdeMax: Placeholder) => `Escolha até ${qtdeMax} partes` // our wording (type M)
export const nenhumaOpcao = 'Nenhum(a)' // our wording (optional single choice)
export const somenteTamanho = (tamanhoNome: Placeholder) => `só ${tamanhoNome}` // our wording (option of one size)
export const totalDoItem = 'Total do item' // our wording (product view running total)
export const produtoAdicionado = 'Produto adicionado ao carrinho' // our wording
