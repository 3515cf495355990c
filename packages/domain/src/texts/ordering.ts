/**
 * Ordering (001): menus and products, and the delivery points — what the menus load. The cart's texts are in
 * ./cart.ts, the later screens' in ./orders.ts and ./checkout.ts.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── Menus and products (001 §2, §5) ────────────────────────────────────────────────────────
export const sugestaoDoDia = 'Sugestão do dia'
export const sugestoesDoDia = 'Sugestões do dia'
export const cardapioCompleto = 'Cardápio Completo'
export const pesquisarProduto = 'Pesquisar produto' // our wording (menu search placeholder)
export const categoria = 'Categoria' // our wording (category autocomplete label)
export const nenhumProdutoEncontrado = 'Nenhum produto encontrado' // our wording
export const pesquisePontoEntrega = 'Pesquise pelo ponto de entrega'
export const avancarCardapio = 'Avançar - Cardápio'
export const nenhumPontoEntrega = 'Nenhum ponto de entrega disponível'
export const pedidosAte = (hora: Placeholder) => `Pedidos até ${hora}` // our wording (horarioLimitePedido)
export const acompanheSuaConta = 'Acompanhe sua conta'
export const acessarConta = 'Acessar Conta'
// (the product view's texts, 001 §5 "Adding a product": ./product.ts)
export const produtosNaCategoria = (quantidade: Placeholder) =>
  Number(quantidade) === 1 ? '1 produto' : `${quantidade} produtos` // our wording (group/category counts)
export const indiceCardapio = 'Índice do cardápio' // our wording (drawer index title and trigger)
export const gruposCardapio = 'Grupos do cardápio' // our wording (chip row label)
export const guiaCardapio = 'Guia' // our wording (guide select label)
export const verGuia = 'Ver' // our wording (guide select's submit without JavaScript)
export const produtosEncontrados = (quantidade: Placeholder) =>
  Number(quantidade) === 1 ? '1 produto encontrado.' : `${quantidade} produtos encontrados.` // our wording
export const nenhumProdutoDescricao = (busca: Placeholder) =>
  `Nada no cardápio corresponde a “${busca}”.` // our wording (search empty state)
export const limparBusca = 'Limpar busca' // our wording
export const mostrarBusca = 'Pesquisar no cardápio' // our wording (mobile search toggle)
