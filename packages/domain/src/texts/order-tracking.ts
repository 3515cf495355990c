/**
 * After the order (001 §2 pagamento-pix/{id} and acompanhamento/{id}, §4 Tracking, §5 Cancel and Rating):
 * the PIX page, the tracking page, and the cancel and rating dialogs' own labels.
 * Part of the catalogue: see ../messages.ts for the rules. A module of its own because these screens load apart
 * from the menus and the cart (DESIGN §7).
 */
import type { Placeholder } from './placeholder'
import { cancelarPedidoTitulo } from './dialog-titles'
import { acompanhamentoTitulo, avaliar, cancelamentoSomentePorTelefone } from './orders'
import {
  desconto,
  entregaTitulo,
  formaPagamentoTitulo,
  gratis,
  mesa,
  pontoDeEntrega,
  retirarNoLocal,
  semEnderecoInformado,
  subtotal,
  taxaEntrega,
  total,
  voltar,
} from './shell'

// ── PIX page (001 §2, §4 "After order"; 002 §4 polling rules) ─────────────────────────────────
export const pagamentoPixTitulo = 'Pagamento PIX' // our wording (PIX page title)
export const acompanharPedido = 'Acompanhar pedido' // our wording (link to the tracking page)
export const pixAtualizaSozinha = 'Esta página se atualiza sozinha a cada poucos segundos.' // our wording (shown without JavaScript)

// ── Tracking page (001 §2, §3 Order summary / status history, §4) ─────────────────────────────
export const statusDoPedido = 'Status do pedido' // our wording
export const historicoDoPedido = 'Histórico do pedido' // our wording
export const itensDoPedido = 'Itens do pedido' // our wording
export const entregaPedido = entregaTitulo // our wording (address, delivery point or 'Retirar no local')
export const formaDePagamento = formaPagamentoTitulo // our wording
export const pedidoFeitoEm = (data: Placeholder) => `Pedido feito em ${data}` // our wording
export const telefoneDoRestaurante = (telefone: Placeholder) =>
  `Telefone do restaurante: ${telefone}` // our wording (with the 'cancelling is by phone' line)
export const ligarParaRestaurante = 'Ligar para o restaurante' // our wording (tel: link)
export const verHistoricoPedidos = 'Ver meus pedidos' // our wording (tracking → the delivery history)

// ── Cancel and rating dialogs (001 §5) ─────────────────────────────────────────────────────────
export const escolhaMotivo = 'Por que você quer cancelar o pedido?' // our wording (reason radio group legend)
export const confirmarCancelamento = 'Confirmar cancelamento' // our wording (cancel dialog submit)
export const enviarAvaliacao = 'Enviar avaliação' // our wording (rating dialog submit)
export const mensagemAvaliacao = 'Conte como foi o seu pedido' // our wording (rating message label)
export const pedidoNaoPodeSerCancelado = 'Este pedido não pode mais ser cancelado por aqui.' // our wording (dialog opened after production started)
export const pedidoNaoPodeSerAvaliado = 'Este pedido ainda não pode ser avaliado.' // our wording

// ── The same words as other groups' texts, under this group's names: a page loads every used text of each group
// module it touches (../messages.ts), so the after-order screens use only this module and leave the menus' and the
// cart's first loads as they were (DESIGN §7).
export const pedidoNumeroAcompanhamento = (id: Placeholder) => `Pedido #${id}` // as `pedidoNumero`
export const acompanhamentoPedidoTitulo = acompanhamentoTitulo // our wording, as `acompanhamentoTitulo`
export const botaoCancelarPedido = cancelarPedidoTitulo // as `cancelarPedido` (001 §5)
export const botaoAvaliar = avaliar // as `avaliar` (001 §4)
export const cancelamentoPorTelefone = cancelamentoSomentePorTelefone // our wording, as `cancelamentoSomentePorTelefone`
export const subtotalPedido = subtotal // our wording, as `subtotal`
export const descontoPedido = desconto // our wording, as `desconto`
export const taxaEntregaPedido = taxaEntrega // our wording, as `taxaEntrega`
export const totalPedido = total // our wording, as `total`
export const entregaGratis = gratis // as `gratis` (001 §8)
export const retirarNoLocalPedido = retirarNoLocal // as `retirarNoLocal` (001 §8)
export const semEnderecoPedido = semEnderecoInformado // as `semEnderecoInformado` (001 §8)
export const pontoDeEntregaPedido = pontoDeEntrega // as `pontoDeEntrega` (001 §2)
export const mesaPedido = mesa // same words as `mesa` (a table order's localizacaoNome, 001 §2 historico-pedidos-menu)
export const voltarAoPedido = voltar // our wording (the dialogs' close link)
