/**
 * Event-space reservations (001 §2 eventos, eventos/carrinho, eventos/{id}/status; 002 §3 "Event booking
 * placeholder" at eventos/reservas): the screens' own labels. The step names, the step messages and the
 * reservation's success and failure texts quoted by 001 are in ./orders.ts. Part of the catalogue: see
 * ../messages.ts for the rules.
 */
import { etapasReserva, novaReserva } from './tab'
import type { Placeholder } from './placeholder'

export const eventosEspacos = 'Espaços' // our wording (the events page's spaces, top-lista-ambientes)
export const eventosOpcoesCardapio = 'Opções de cardápio' // our wording (the events page's menus, top-lista-cardapio)
export const eventoCapacidade = (pessoas: Placeholder) => `Até ${pessoas} pessoas` // our wording (a space's capacity)
export const reservaDeEvento = 'Reserva de evento' // our wording (the wizard's title)
export const etapasDaReserva = etapasReserva // our wording (the wizard's stepper, for screen readers)
export const novaReservaDeEvento = novaReserva // our wording (from the list to the wizard)
export const dataDoEvento = 'Data do evento' // our wording
export const verEspacosLivres = 'Ver espaços livres' // our wording (step 0: the spaces free on the date typed)
export const espacosLivres = 'Espaços livres nesta data' // our wording (step 0's choice of space)
export const nenhumEspacoLivre = 'Nenhum espaço livre nesta data. Escolha outra data.' // our wording
export const escolhaDataParaVerEspacos = 'Informe a data para ver os espaços livres.' // our wording
export const tipoDeEvento = 'Tipo de evento' // our wording
export const verCardapiosDoTipo = 'Ver cardápios' // our wording (step 1: the menus of the event type chosen)
export const cardapiosDoTipo = 'Cardápios para este tipo de evento' // our wording (step 1's choice of menu)
export const nenhumCardapioDoTipo = 'Nenhum cardápio para este tipo de evento.' // our wording
export const escolhaTipoParaVerCardapios = 'Informe o tipo de evento para ver os cardápios.' // our wording
export const adicionaisPorPessoa = (cardapio: Placeholder) =>
  `Adicionais de ${cardapio} (por pessoa)` // our wording
export const quantidadeDePessoas = 'Quantidade de pessoas' // our wording (step 2's counter)
export const calcularTotal = 'Calcular total' // our wording (step 2 without JavaScript: the total of the count typed)
export const totalDaReserva = 'Total da reserva' // our wording
export const espacoDoEvento = 'Espaço' // our wording
export const valorDoEspaco = 'Valor do espaço' // our wording
export const cardapioPorPessoa = 'Cardápio por pessoa' // our wording
export const pessoasPrevistas = 'Pessoas previstas' // our wording
export const situacaoDaReserva = 'Situação' // our wording
export const statusDaReserva = 'Status da reserva' // our wording (the status page's title and stepper)
export const reservaCanceladaAviso = 'Esta reserva foi cancelada.' // our wording (a cancelled reservation is off the stepper)
export const minhasReservasDeEventos = 'Minhas reservas de eventos' // our wording (eventos/reservas)
export const carregandoReservas = 'Carregando reservas' // our wording (the list's skeleton, for screen readers)
export const nenhumaReservaDeEvento = 'Você ainda não fez nenhuma reserva de evento.' // our wording
export const verStatusDaReserva = 'Ver status' // our wording (a reservation's link to its status page)
