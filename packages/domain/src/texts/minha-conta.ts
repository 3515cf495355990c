/**
 * 'Minha Conta' (002 §2, §4): the tab screen's own labels, the bill split and the partial-payment dialog's states.
 * Part of the catalogue: see ../messages.ts for the rules. A module of its own because the tab loads apart from
 * the menus and the checkout (DESIGN §7).
 */
import { formaPagamentoTitulo, labelPessoas, total } from './shell'
import type { Placeholder } from './placeholder'

// ── The tab screen (002 §2) ──────────────────────────────────────────────────────────────────
export const contaNumero = (id: Placeholder) => `Conta nº ${id}` // our wording (header: the tab's id)
export const atendente = 'Atendente' // our wording (vendedorApelido)
export const dataSaida = 'Data' // our wording (dataSaida)
export const contaAberta = 'Conta aberta' // our wording (flgStatus 'A')
export const contaEncerrada = 'Conta encerrada' // our wording (any other flgStatus)
export const verConta = 'Mostrar' // our wording (the Produtos/Pagamentos toggle's group name)
export const colunaProduto = 'Produto' // our wording
export const colunaDataHora = 'Data e hora' // our wording
export const colunaQtde = 'Qtde' // our wording
export const colunaValorUnitario = 'Valor unitário' // our wording
export const colunaTotal = total // same words as the cart's total
export const colunaForma = formaPagamentoTitulo // same words as the checkout's payment title
export const colunaData = 'Data do pagamento' // our wording (dataPagto)
export const semProdutosConta = 'Nenhum produto lançado nesta conta.' // our wording
export const semPagamentosConta = 'Nenhum pagamento feito nesta conta.' // our wording
export const resumoConta = 'Resumo da conta' // our wording (the totals block's name)
export const contaAtualizaSozinha = 'A conta se atualiza sozinha enquanto esta página está aberta.' // our wording

// ── Splitting the bill (beyond the specification) ────────────────────────────────────────────
export const dividirConta = 'Dividir a conta' // our wording (issue 22's words)
export const meusItens = 'Meus itens' // our wording (issue 22's words)
export const meusItensAjuda =
  'Marque o que você consumiu: sua parte da taxa de serviço e do couvert entra na proporção.' // our wording
export const dividirIgualmente = 'Dividir igualmente' // our wording
export const numeroPessoas = labelPessoas // same words as the people field
export const suaParte = (valor: Placeholder) => `Sua parte: ${valor}` // our wording
export const pagarMinhaParte = 'Pagar minha parte' // our wording
export const pagarOutroValor = 'Pagar outro valor' // our wording (the partial payment with an amount of one's own)

// ── Partial PIX payment dialog (002 §4) ──────────────────────────────────────────────────────
export const valorDoPagamento = 'Valor do pagamento' // our wording (the amount field)
export const valorPagoComprovante = 'Valor pago' // our wording (receipt: valorPago)
export const idPagamentoComprovante = 'Identificador do pagamento' // our wording (receipt: paymentId)
export const voltarParaConta = 'Voltar para a conta' // our wording
