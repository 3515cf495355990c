/**
 * What the events screens show, as the server hands it to them (amounts in centavos, dates DD/MM/YYYY, image URLs
 * already through the allowlist): the components and stories read these, never the API's shapes.
 */

/** 001 §3 "Space: id, nome, descricao, imagemUrl, qtdePessoas (capacity), preco". */
export type EventSpace = {
  id: number
  nome: string
  descricao: string | null
  imagemUrl: string | null
  capacidade: number
  preco: number
}

/** 001 §3 "Event menu: id, nome, descricao, imagemUrl, valorBasePessoa, itens (extras with nome and preco per person)". */
export type EventMenu = {
  id: number
  nome: string
  descricao: string | null
  imagemUrl: string | null
  valorBasePessoa: number
  adicionais: EventExtra[]
}
export type EventExtra = { id: number; nome: string; preco: number }
export type EventType = { id: number; nome: string }

export type EventStep = 0 | 1 | 2

/** The draft as the wizard's forms show it (001 §3 "Event reservation draft"). */
export type WizardDraft = {
  dataEvento: string | null
  ambienteId: number | null
  tipoEventoId: number | null
  cardapioId: number | null
  adicionais: number[]
  quantidadePessoas: number | null
  observacao: string | null
}

type WizardBase = { draft: WizardDraft; minDate: string }

/** One step of the wizard with what it offers: the spaces free that day, the event types and their menus, or the summary. */
export type WizardView =
  | (WizardBase & { step: 0; spaces: EventSpace[] | null })
  | (WizardBase & { step: 1; types: EventType[]; menus: EventMenu[] | null })
  | (WizardBase & {
      step: 2
      space: EventSpace
      menu: EventMenu
      extras: EventExtra[]
      tipoEvento: string
      dataEventoTexto: string
    })

/** 001 §3 "Reservation detail", with its place on the status stepper (eventStatusStep; -1 when cancelled). */
export type EventReservationDetail = {
  id: number
  ambienteNome: string
  valorAmbiente: number
  cardapioNome: string
  cardapioImagemUrl: string | null
  valorCardapio: number
  qtdePessoasPrevista: number
  dataEvento: string
  situacaoNome: string
  valorTotal: number | null
  step: number
}

/** A line of eventos/reservas (002 §3 'Reserva #id', date, price, status chip; the space in the time slot's place). */
export type EventReservationLine = {
  id: number
  dataEvento: string
  ambienteNome: string
  qtdePessoasPrevista: number
  valorTotal: number
  situacaoNome: string
  step: number
  href: string
}
