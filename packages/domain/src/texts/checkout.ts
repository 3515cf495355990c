/**
 * The checkout on the cart (001 §2 carrinho, §4 "Delivery mode", "Payment tabs", §5 "Checkout, in order", "Cash"):
 * its own module so the menus do not load these texts. Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

export const entregaTitulo = 'Entrega' // our wording (checkout section: how the order reaches the diner)
export const formaEntrega = 'Como receber o pedido' // our wording (delivery-mode choice's label)
export const escolherPontoEntrega = 'Escolher ponto de entrega' // our wording (link to the delivery point page)
export const informarEndereco = 'Informar endereço' // our wording (no address yet)
export const enderecoEntregaRotulo = 'Entregar em' // our wording (the address the order goes to)
export const retirarNoLocalDetalhe = (endereco: Placeholder) => `Retire o pedido em ${endereco}.` // our wording
export const taxaIndisponivel =
  'Não foi possível calcular a taxa de entrega agora. Tente novamente em instantes.' // our wording (fee call failed)
export const formaPagamentoTitulo = 'Forma de pagamento' // our wording (payment section and tab list label)
export const pagamentoEscolhido = 'Forma de pagamento escolhida' // our wording (the chosen method, for screen readers)
export const pagarComPix = 'Pagar com PIX' // our wording (tab 1's PIX choice)
export const trocoParaValor = (valor: Placeholder) => `Troco para ${valor}` // our wording (the cash chosen)
export const semTroco = 'Sem troco' // our wording (cash paid with the exact total)
export const alterarTroco = 'Alterar troco' // our wording
export const trocoParaQuanto = 'Troco para quanto?' // our wording (the issue's, the cash dialog's field)
export const totalComTaxa = 'Total com a taxa de entrega' // our wording (cash dialog)
export const seuTroco = (valor: Placeholder) => `Seu troco: ${valor}` // our wording (cash dialog, as typed)
export const entreParaFinalizar =
  'Entre na sua conta ou informe seus dados para finalizar o pedido.' // our wording (anonymous diner at checkout)
export const entreParaFinalizarSemCadastro = 'Entre na sua conta para finalizar o pedido.' // our wording
export const precosAtualizados =
  'Os preços de alguns produtos mudaram desde que foram adicionados. Confira o carrinho e finalize de novo.' // our wording
export const pedidoEmAndamento =
  'Seu pedido já está sendo enviado ao restaurante. Aguarde um instante e atualize a página.' // our wording (same order posted twice while the first is on its way)
export const carrinhoMudou = 'Seu carrinho mudou em outra aba. Confira o pedido e finalize de novo.' // our wording (a stale checkout form)
export const pedidoDeMesaNaoSuportado = 'Pedidos da mesa são enviados pela comanda.' // our wording (a table-menu cart has no delivery checkout)
export const taxaNaoCalculada = 'Não calculada' // our wording (fee line while the fee call fails)
export const formasPagamentoIndisponiveis =
  'Não foi possível carregar as formas de pagamento agora. Tente novamente em instantes.' // our wording
export const finalizandoPedido = 'Enviando pedido…' // our wording (finalise button while sending)
export const usarCartao = 'Pagar com este cartão' // our wording (tab 1: the saved card checked is the payment)
