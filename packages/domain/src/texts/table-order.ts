/**
 * Ordering at the table (001 §4–§7 on the premises): the table checkout, the 'Mesa' dialog, the table landing and
 * joining a tab by key (002 §2).
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── Table checkout (001 §4 "Tab order", §6 "Tab customer", §7 "Placing orders") ─────────────
export const comoDesejaPedir = 'Como deseja pedir?' // our wording (the kinds of table order offered)
export const pedidoNaComanda = 'Na comanda' // our wording (tab order, wg-pedido-comanda)
export const pedidoConsumoDireto = 'Consumo direto' // our wording (direct consumption, wg-pedido-consumo)
export const pedidoSimplesOpcao = 'Pedido simples' // our wording (the simple order, flgMenuPedidoSimplesOk)
export const pedidoMesaTitulo = 'Pedido da mesa' // our wording (the table checkout's heading)
export const contaAtualTravada = 'Seu pedido vai para a sua conta aberta.' // our wording (key and name locked)
export const consumirNaMesa = 'Consumir na mesa' // our wording (direct consumption not for pickup)
export const escolherMesa = 'Escolher mesa' // our wording (opens the 'Mesa' dialog)
export const mesaEscolhida = (nome: Placeholder) => `Mesa: ${nome}` // our wording
export const semMesas = 'Nenhuma mesa disponível.' // our wording (localizacoes-cliente empty)
export const mesaInvalida = 'Escolha uma das mesas da lista.' // our wording (a forged location id)

// ── Table landing and joining by key (002 §2) ─────────────────────────────────────────────
export const suaMesa = (identificacao: Placeholder) => `Você está em: ${identificacao}` // our wording
