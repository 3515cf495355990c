/**
 * The order histories (001 §2 historico-pedidos and historico-pedidos-menu, history cards; §3 Order summary),
 * 'Pedir de novo' (beyond the specification: issue 21) and the ratings list 'Avaliações' (001 §2, §3 Rating).
 * Part of the catalogue: see ../messages.ts for the rules. A module of its own because these screens load apart
 * from the menus and the cart (DESIGN §7).
 */
import type { Placeholder } from './placeholder'
import { avalieEstePedido, pedidoNumero, pedidos } from './orders'
import { menuMeusPedidosDelivery, pontoDeEntrega, retirarNoLocalNota, verCardapio } from './shell'

// ── Delivery history (001 §2 historico-pedidos, history cards) ─────────────────────────────────
export const historicoDeliveryTitulo = menuMeusPedidosDelivery // our wording, as the profile menu's entry
export const nenhumPedidoDelivery = 'Você ainda não fez nenhum pedido por aqui.' // our wording (empty history)
export const verCardapioHistorico = verCardapio // same words as `verCardapio` (the empty history's link to the menu)
export const retirarNoLocalNotaHistorico = retirarNoLocalNota // same words as `retirarNoLocalNota` (001 §2)
export const pontoDeEntregaHistorico = pontoDeEntrega // same words as `pontoDeEntrega` (001 §2 history badge)
export const avalieEstePedidoHistorico = avalieEstePedido // same words as `avalieEstePedido` (001 §2 history badge)
export const verDetalhesPedido = (id: Placeholder) => `Ver detalhes do pedido #${id}` // our wording (a card's link)
export const acompanharEstePedido = 'Acompanhar este pedido' // our wording (detail → tracking)
export const voltarAoHistorico = 'Voltar aos pedidos' // our wording (detail → list)
export const verAvaliacoes = 'Ver avaliações' // our wording (opens 'Avaliações')

// ── 'Pedir de novo' (issue 21) ─────────────────────────────────────────────────────────────────
export const pedirDeNovo = 'Pedir de novo' // our wording (issue 21's own words)
export const pedirDeNovoAdicionado =
  'Os itens do pedido foram colocados no carrinho com os preços de hoje.' // our wording
export const pedirDeNovoNenhum = 'Nenhum item deste pedido está disponível hoje.' // our wording
export const pedirDeNovoIndisponivel = (nome: Placeholder) => `${nome}: não está mais disponível.` // our wording
export const pedirDeNovoPrecoMudou = (nome: Placeholder, antes: Placeholder, agora: Placeholder) =>
  `${nome}: o preço mudou de ${antes} para ${agora}.` // our wording
export const verCarrinho = 'Ver carrinho' // our wording

// ── Table history (001 §2 historico-pedidos-menu: 'Pedidos', 'Pedido #id') ─────────────────────
export const historicoMenuTitulo = pedidos // same words as `pedidos` (001 §2)
export const pedidoMenuTitulo = (id: Placeholder) => pedidoNumero(id) // same words as `pedidoNumero` (001 §2)
export const nenhumPedidoMenu = 'Você ainda não fez nenhum pedido na mesa.' // our wording

// ── Ratings list (001 §2 'Avaliações', §3 Listed rating) ───────────────────────────────────────
export const nenhumaAvaliacao = 'Este restaurante ainda não recebeu avaliações.' // our wording
export const respostaDoRestaurante = 'Resposta do restaurante' // our wording
export const avaliadoEm = (data: Placeholder) => `Avaliado em ${data}` // our wording
export const respondidoEm = (data: Placeholder) => `Respondido em ${data}` // our wording
