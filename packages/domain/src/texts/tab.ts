/**
 * Tab "Minha Conta", loyalty and table reservations (002).
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import {
  desconto,
  informeQuantidadePessoas,
  pedidoPago,
  pixPagamentoAprovado,
  statusAguardandoPagamento,
  statusCancelado,
} from './shell'
import type { Placeholder } from './placeholder'
import { fazerLoginTitulo } from './dialog-titles'

// ── Tab "Minha Conta" and partial PIX payment (002 §2, §4) ────────────────────────────────
export const minhaConta = 'Minha Conta'
export const novoPedido = 'Novo Pedido'
export const produtos = 'Produtos'
export const pagamentos = 'Pagamentos'
export const taxaServicoConta = 'Taxa de serviço' // our wording (valorComissao)
export const descontoConta = desconto // our wording (valorDescontoTotal)
export const pagoParcial = 'Pago parcialmente' // our wording (valorPagoParcial)
export const restanteAPagar = 'Restante a pagar' // our wording (valorPagarRestante)
export const couvert = 'Couvert/Ingresso' // our wording (valorIngressoTotal)
export const pagarParte = 'Pagar parte da conta' // our wording (partial-payment dialog title)
export const jaEfetueiPagamento = 'Já efetuei o pagamento'
export const pagamentoAprovado = pixPagamentoAprovado
export const avisoEfetueLogin = 'Aviso – Efetue o Login para um melhor aproveitamento do serviço.'
export const fazerLoginMaiusculo = fazerLoginTitulo
export const acessarCardapioDiretamente = 'Acessar o Cardápio Diretamente'
export const iniciarPedido = 'Iniciar Pedido'
export const acessarCardapio = 'Acessar Cardápio'
export const informeCodigoConta = 'Informe o código da conta!' // our wording (button is disabled while empty)
export const informeValorValido = 'Informe um valor válido!' // our wording (partial payment amount)

// ── Loyalty (002 §2–§5, §8) ────────────────────────────────────────────────────────────────
export const fidelidadeSobre = 'Sobre'
export const fidelidadeHistorico = 'Histórico'
export const fidelidadeRecompensas = 'Recompensas'
export const fidelidadeResgates = 'Resgates'
export const participeFidelidade = 'Participe do Plano de Fidelidade'
export const participar = 'Participar' // our wording (join action)
export const pontosAdesao = 'Pontos de adesão' // our wording
export const saldoPontos = 'Saldo de pontos' // our wording
export const pontos = 'pontos' // our wording
export const resgatar = 'Resgatar' // our wording
export const vendaGeraraPontos = 'Essa venda irá gerar pontos após o encerramento.'
export const resgatePontosConta = (pontos: Placeholder) => `Resgate ${pontos} pontos dessa conta.`
export const pontosResgatadosConta = (pontos: Placeholder) =>
  `${pontos} foram resgatados dessa conta.`
export const resgateCancelado = statusCancelado
export const resgatePendente = 'Pendente'
export const resgateEntregue = 'Entregue'
export const premioIndisponivel = 'O premio se encontra Indisponível para resgate'
export const fidelidadeAderirFalhou = 'Não foi possível aceitar a campanha'
export const fidelidadeAderirSucesso = (campanha: Placeholder) =>
  `Parabéns! Você se fidelizou a ${campanha}`
export const pontosResgatadosSucesso = 'Pontos resgatados com sucesso!'
export const resgateSolicitadoSucesso = 'Solicitação de resgate feita com sucesso!'
export const lancamentoCredito = 'Crédito' // our wording
export const lancamentoDebito = 'Débito' // our wording
export const informeQuantidadePremio = 'Informe uma quantidade entre 1 e 9999!' // our wording
export const voceParticipaCampanha = 'Você participa desta campanha.' // our wording (Sobre, once joined)
export const quantidadePontos = (pontos: Placeholder) => `${pontos} pontos` // our wording
export const semLancamentos = 'Nenhum lançamento ainda.' // our wording (empty ledger)
export const semPremios = 'Nenhum prêmio no momento.' // our wording (no rewards)
export const semResgates = 'Nenhum resgate ainda.' // our wording (no redemptions)
export const codigoResgate = 'Código do resgate' // our wording (the redemption's QR code, chavePagto)
export const quantidadeResgatada = (qtde: Placeholder) => `Quantidade: ${qtde}` // our wording
export const verFidelidade = 'Ver meus pontos' // our wording (table menu loyalty card link)

// ── Table reservation (002 §2, §4, §5) ─────────────────────────────────────────────────────
export const reservaPassoData = 'DATA'
export const reservaPassoResumo = 'RESUMO'
export const reservaPassoReserva = 'RESERVA'
export const avancar = 'AVANÇAR'
export const solicitarReservaMaiusculo = 'SOLICITAR RESERVA'
export const aguardandoPagamento = statusAguardandoPagamento
export const pago = pedidoPago
export const informeDiaReserva = 'Selecione um dia disponível!' // our wording (AVANÇAR needs a day)
export const informePessoasReserva = informeQuantidadePessoas // same words as the event step 2 message
export const informeHorario = 'Informe o horário!' // our wording (reservation arrival time)
export const reservaPrazoPagamento = 'A reserva deve ser paga em até 30 minutos.' // our wording (002 §4)
export const pixProcessamento = 'O pagamento PIX pode levar até 10 minutos para ser processado.' // our wording
export const reservaMesaTitulo = 'Reserva de mesa' // our wording (the /reserva page)
export const etapasReserva = 'Etapas da reserva' // our wording (the steps' list name)
export const escolhaDia = 'Escolha o dia' // our wording (the calendar of step DATA)
export const labelDia = 'Dia' // our wording
export const horarioMaisCedo = 'Meia hora mais cedo' // our wording (arrival time − button)
export const horarioMaisTarde = 'Meia hora mais tarde' // our wording (arrival time + button)
export const menosPessoas = 'Menos uma pessoa' // our wording (people − button)
export const maisPessoas = 'Mais uma pessoa' // our wording (people + button)
export const cobrancaFixa = 'Valor fixo da reserva' // our wording (flgReservaTipoCobranca other than P or N)
export const semCobranca = 'Reserva sem custo' // our wording (flgReservaTipoCobranca 'N')
export const trocarDia = 'Trocar o dia' // our wording (RESUMO back to DATA)
export const semReservas = 'Nenhuma reserva ainda.' // our wording (empty minhas-reservas)
export const novaReserva = 'Nova reserva' // our wording
export const verReserva = 'Ver reserva' // our wording
// prettier-ignore
const nomesDosMeses = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
  'outubro', 'novembro', 'dezembro']
export const mesDoCalendario = (mes: number, ano: number) =>
  `${nomesDosMeses[mes - 1] ?? ''} de ${ano}` // our wording (a calendar month's title, as Intl pt-BR's long month and year print it; mes 1–12)
export const iniciaisDaSemana = 'D S T Q Q S S' // our wording (the calendar's weekday initials, Sunday first, as Intl pt-BR's narrow weekdays)
