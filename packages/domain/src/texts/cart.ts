/**
 * The cart and its checkout (001 §2, §4, §5, §8): the cart page's texts, a module of their own so the menus (which
 * load `./ordering.ts`) do not load them. Part of the catalogue: see ../messages.ts for the rules.
 */
import { editar } from './shell'
import type { Placeholder } from './placeholder'
import { cancelarPedidoTitulo } from './dialog-titles'

// ── Cart and checkout (001 §2, §4, §5, §8) ─────────────────────────────────────────────────
export const carrinhoVazio = 'Seu carrinho esta vazio!'
export const seuCarrinho = 'Seu carrinho' // our wording (cart screen title)
export const limparCarrinho = 'Limpar carrinho' // our wording
export const editarItem = editar // our wording (cart line: reopen the product view)
export const removerItem = (nome: Placeholder) => `Remover ${nome}` // our wording (accessible name)
export const quantidadeDe = (nome: Placeholder) => `Quantidade de ${nome}` // our wording (accessible name)
export const precoPorUnidade = (preco: Placeholder) => `${preco} / un.` // our wording (cart line's unit price)
export const carrinhoPedidoInvalido =
  'Não foi possível alterar o carrinho com esses dados. Nada foi alterado.' // our wording (forged cart post)
export const carrinhoAtualizando = 'Atualizando o carrinho…' // our wording (pending lines)
export const conflitoModoPedido =
  'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?'
export const mudarParaDelivery = 'Mudar para delivery'
export const receberNoEndereco = 'Receber no endereço' // our wording (delivery-mode choice)
export const informeNomeCorretamente = 'Informe o nome corretamente!'
export const informeChaveComanda = 'Informe a chave da comanda corretamente!'
export const telefoneInvalido = 'Telefone inválido'
export const telefoneInvalidoDetalhe = (phone: Placeholder) =>
  `Informe um telefone válido com DDD. Ex: ${phone}`
export const atualizarTelefone = 'Atualizar telefone'
export const cancelarPedido = cancelarPedidoTitulo
export const selecioneProduto = 'Você precisa selecionar pelo menos um produto!'
export const somentePontoEntrega =
  'Este restaurante somente atende pontos de entrega, selecione um ponto de entrega para realizar o pedido!'
export const informeEnderecoEntrega = 'Você precisa informar um endereço de entrega!'
export const empresaNaoEntregaEndereco =
  'Esta empresa não aceita entregar para o endereço selecionado!'
export const alterarEndereco = 'Alterar endereço'
export const insiraFormaPagamento = 'Insira uma forma de pagamento!'
export const informeValorDinheiro = 'Informe o valor do pagamento em dinheiro!'
export const valorPagamentoMenorQueTotal =
  'O valor de pagamento deve ser maior ou igual ao valor total!'
export const informeValor = 'Informe o valor'
export const trocoAcimaDoMaximo = (maximo: Placeholder) =>
  `O troco não pode passar de ${maximo}. Informe um valor menor.` // our wording (the change's ceiling, TROCO_MAXIMO)
export const informeCupom = 'Informe o cupom corretamente!'
export const cupomNaoEncontrado = 'Cupom não encontrado!'
export const enderecoNaoInformado = 'Endereço não informado'
export const taxaServico = 'Taxa de serviço (10%)' // our wording
export const resumoPedido = 'Resumo do pedido' // our wording (cart totals)
export const troco = 'Troco' // our wording
export const pagamentoNaEntrega = 'Pagar na entrega' // our wording (payment tab 0, delivery)
export const pagamentoNaMesa = 'Pagar na mesa' // our wording (payment tab 0, on premises)
export const pagamentoOnline = 'Pagamento online' // our wording (payment tab 1)
export const pix = 'PIX'
export const cartaoCarteira = 'Cartão salvo' // our wording (wallet card, modality 99)
export const pedidoFalhou =
  'Houve um problema ao realizar o pedido, entre em contato com o restaurante.'
export const pedidoSucessoDelivery =
  'Pedido realizado com sucesso! Aguarde a aprovação do restaurante'
export const pedidoSucessoPix = 'Pedido realizado com sucesso! Aguarde a aprovação do pagamento PIX'
export const pedidoSucessoComanda =
  'Seu pedido foi enviado com sucesso! Em breve o garçom irá entrega-lo'

// ── The checkout on the cart: delivery mode, payment, finalising (001 §4, §5) ────────────────
export const formaEntrega = 'Como receber o pedido' // our wording (delivery-mode choice's label)
export const escolherPontoEntrega = 'Escolher ponto de entrega' // our wording (link to the delivery point page)
export const informarEndereco = 'Informar endereço' // our wording (no address yet)
export const enderecoEntregaRotulo = 'Entregar em' // our wording (the address the order goes to)
export const retirarNoLocalDetalhe = (endereco: Placeholder) => `Retire o pedido em ${endereco}.` // our wording
export const taxaIndisponivel =
  'Não foi possível calcular a taxa de entrega agora. Tente novamente em instantes.' // our wording (fee call failed)
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
export const carrinhoMudou = 'Seu carrinho mudou em outra aba. Confira o pedido e finalize de novo.' // our wording (a stale checkout form)
export const pedidoDeMesaNaoSuportado = 'Pedidos da mesa são enviados pela comanda.' // our wording (a table-menu cart has no delivery checkout)
export const taxaNaoCalculada = 'Não calculada' // our wording (fee line while the fee call fails)
export const formasPagamentoIndisponiveis =
  'Não foi possível carregar as formas de pagamento agora. Tente novamente em instantes.' // our wording
export const finalizandoPedido = 'Enviando pedido…' // our wording (finalise button while sending)
export const usarCartao = 'Pagar com este cartão' // our wording (tab 1: the saved card checked is the payment)
