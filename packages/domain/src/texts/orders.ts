/**
 * After the cart (001 §2–§5, §8): orders, history, tracking, cancel, rating, survey, cards and events — the texts
 * of screens that load apart from the menus. Part of the catalogue: see ../messages.ts for the rules.
 */
import { cardapio, enderecoPrincipal } from './shell'
import type { Placeholder } from './placeholder'
import { novoCartaoTitulo } from './dialog-titles'

// ── Orders, history, tracking, cancel, rating, survey (001 §2–§5, §8) ──────────────────────
export const pedidos = 'Pedidos'
export const pedidoNumero = (id: Placeholder) => `Pedido #${id}`
export const avalieEstePedido = 'Avalie este pedido'
export const avaliar = 'Avaliar'
export const statusEmAberto = 'Em aberto'
export const statusEmProducao = 'Em produção' // our wording
export const statusSaiuParaEntrega = 'Saiu para entrega' // our wording
export const statusFinalizado = 'Finalizado' // our wording
export const statusProntoRetirarLocal = 'Pronto para retirar no local' // our wording
export const motivoPedidoErrado = 'Fiz o Pedido Errado'
export const motivoEnderecoErrado = 'Meu Endereço estava Errado'
export const motivoDesisti = 'Desisti de Pedir'
export const motivoOutros = 'Outros Motivos'
export const motivoCancelamentoTitulo = 'Motivo do cancelamento' // our wording (cancel dialog title)
export const cancelamentoSomentePorTelefone =
  'O pedido já está em produção. Para cancelar, entre em contato com o restaurante por telefone.' // our wording
export const informeMotivoCancelamento = 'Informe o motivo do cancelamento'
export const cancelarFalhou = 'Houve um problema ao cancelar o pedido'
export const cancelarSucesso = 'Pedido cancelado com sucesso'
export const informeAvaliacao = 'Informe a avaliação!'
export const selecioneResposta = 'Você precisa selecionar uma resposta antes de avançar.'
export const operacaoSucessoExclamacao = 'Operação realizada com sucesso!'
export const operacaoFalhouPesquisa = 'Houve um problema ao realizar a operação'
export const contaNaoEncontrada = 'Conta não encontrada, tente novamente'
export const acompanhamentoExcedido = 'Quantidade de acompanhamento excedida'
export const excluirCartaoFalhou = 'Houve um problema ao excluir a forma de pagamento.'
export const operacaoFalhouEsta = 'Houve um problema ao realizar está operação.'
export const acompanhamentoTitulo = 'Acompanhamento do pedido' // our wording

// ── Cards (001 §3, §5) ─────────────────────────────────────────────────────────────────────
export const informeNomePortador = 'Informe o nome do responsável do cartão.'
export const informeNumeroCartao = 'Informe o número do cartão.'
export const numeroCartaoInvalido = 'Número do cartão é invalido.'
export const informeMesValidade = 'Informe o mês de validade do cartão.'
export const informeAnoValidade = 'Informe o ano de validade do cartão.'
export const informeCodigoSeguranca = 'Informe o código de segurança do cartão.'
export const cpfInvalido = 'O CPF está inválido!'
export const cnpjInvalido = 'O CNPJ está inválido!'
export const novoCartao = novoCartaoTitulo // our wording (new card dialog title)
export const cartaoPrincipal = enderecoPrincipal // our wording
export const tornarPrincipal = 'Tornar principal' // our wording
export const excluir = 'Excluir' // our wording
export const adicionarCartao = 'Adicionar cartão' // our wording (opens the new card dialog)
export const cartoesSalvos = 'Cartões salvos' // our wording (the saved cards' radio group)
export const nenhumCartaoSalvo = 'Nenhum cartão salvo.' // our wording
export const cartaoFinal = (numerosFinais: Placeholder) => `**** ${numerosFinais}` // our wording (a saved card's number)
export const salvarCartaoIndisponivel =
  'Não foi possível salvar o cartão agora: o serviço do restaurante não respondeu. Tente novamente em alguns minutos.' // our wording (upstream failure, not the diner's mistake)

// ── Events (001 §2, §4, §5, §8) ────────────────────────────────────────────────────────────
export const montar = 'Montar'
export const eventoPassoDataEspaco = 'Data e espaço'
export const eventoPassoCardapio = cardapio
export const eventoPassoInformacoesFinais = 'Informações finais'
export const solicitarReserva = 'Solicitar reserva'
export const eventoStatusAprovacao = 'APROVAÇÃO'
export const eventoStatusPagamento = 'PAGAMENTO'
export const eventoStatusConfirmada = 'CONFIRMADA'
export const reservaAberta = 'Aberta'
export const reservaAguardandoAprovacao = 'Aguardando aprovação'
export const reservaFinalizada = 'Finalizada'
export const reservaCancelada = 'Cancelada'
export const informeData = 'Informe a data!'
export const informeAmbiente = 'Informe o ambiente!'
export const informeTipoEvento = 'Informe o tipo de evento!'
export const informeCardapio = 'Informe o cardápio!'
export const reservaFalhou = 'Houve um problema ao fazer a reserva'
export const reservaEventoSucesso =
  'Pedido de reserva realizado com sucesso, aguarde a aprovação do estabelecimento.'
export const reservaNumero = (id: Placeholder) => `Reserva #${id}`
export const porPessoa = 'por pessoa' // our wording
