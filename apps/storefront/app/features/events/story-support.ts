/**
 * Fixtures of the events stories: Bella Napoli's spaces, event types and menus as the sandbox seeds them, shaped as
 * the server hands them to the screens (centavos, DD/MM/YYYY), and the reservation in each status with its place
 * on the stepper from the domain's rule.
 */
import { eventStatusStep } from '@prato/domain'
import { placeholderImage, TENANT } from '#app/test/story-support'
import type {
  EventMenu,
  EventReservationDetail,
  EventReservationLine,
  EventSpace,
  EventType,
  WizardDraft,
} from './event-view'

export const wizardPath = `/${TENANT}/eventos/carrinho`

export const spaces: EventSpace[] = [
  {
    id: 1,
    nome: 'Salão Principal',
    descricao: 'Salão climatizado com forno a lenha à vista.',
    imagemUrl: placeholderImage('Salão'),
    capacidade: 80,
    preco: 150000,
  },
  {
    id: 2,
    nome: 'Varanda Gourmet',
    descricao: 'Varanda coberta com vista para o jardim.',
    imagemUrl: placeholderImage('Varanda', '#2e7d32'),
    capacidade: 30,
    preco: 80000,
  },
  {
    id: 3,
    nome: 'Adega',
    descricao: 'Espaço reservado entre os vinhos, ideal para jantares íntimos.',
    imagemUrl: placeholderImage('Adega', '#6a1b9a'),
    capacidade: 12,
    preco: 40000,
  },
]

export const types: EventType[] = [
  { id: 1, nome: 'Aniversário' },
  { id: 2, nome: 'Confraternização' },
  { id: 3, nome: 'Casamento' },
  { id: 4, nome: 'Corporativo' },
]

export const menus: EventMenu[] = [
  {
    id: 1,
    nome: 'Rodízio de Pizzas',
    descricao: 'Pizzas tradicionais e doces à vontade.',
    imagemUrl: placeholderImage('Rodízio'),
    valorBasePessoa: 6990,
    adicionais: [
      { id: 1, nome: 'Refrigerantes à vontade', preco: 1200 },
      { id: 2, nome: 'Mesa de sobremesas', preco: 900 },
    ],
  },
  {
    id: 2,
    nome: 'Jantar Italiano',
    descricao: 'Entrada, massa fresca, prato principal e sobremesa.',
    imagemUrl: placeholderImage('Jantar', '#ef6c00'),
    valorBasePessoa: 12990,
    adicionais: [
      { id: 3, nome: 'Harmonização com vinhos', preco: 3500 },
      { id: 4, nome: 'Bolo personalizado', preco: 1500 },
    ],
  },
]

export const emptyDraft: WizardDraft = {
  dataEvento: null,
  ambienteId: null,
  tipoEventoId: null,
  cardapioId: null,
  adicionais: [],
  quantidadePessoas: null,
  observacao: null,
}

export const MIN_DATE = '2026-12-01'

/** Varanda Gourmet on 19/12/2026, Jantar Italiano with wine for an Aniversário. */
export const fullDraft: WizardDraft = {
  dataEvento: '2026-12-19',
  ambienteId: 2,
  tipoEventoId: 1,
  cardapioId: 2,
  adicionais: [3],
  quantidadePessoas: 25,
  observacao: 'Bolo sem glúten, por favor.',
}

export function reservation(situacaoNome: string): EventReservationDetail {
  return {
    id: 12,
    ambienteNome: 'Varanda Gourmet',
    valorAmbiente: 80000,
    cardapioNome: 'Jantar Italiano',
    cardapioImagemUrl: null,
    valorCardapio: 16490,
    qtdePessoasPrevista: 25,
    dataEvento: '19/12/2026',
    situacaoNome,
    valorTotal: 16490 * 25 + 80000,
    step: eventStatusStep(situacaoNome),
  }
}

const line = (
  id: number,
  dataEvento: string,
  ambienteNome: string,
  valorTotal: number,
  situacaoNome: string,
): EventReservationLine => ({
  id,
  dataEvento,
  ambienteNome,
  qtdePessoasPrevista: 20,
  valorTotal,
  situacaoNome,
  step: eventStatusStep(situacaoNome),
  href: `/${TENANT}/eventos/${id}/status`,
})

export const reservationLines: EventReservationLine[] = [
  line(2, '10/01/2027', 'Salão Principal', 569400, 'Aberta'),
  line(1, '26/12/2026', 'Varanda Gourmet', 404750, 'Aguardando aprovação'),
  line(4, '26/12/2026', 'Salão Principal', 509600, 'Cancelada'),
  line(3, '06/11/2026', 'Adega', 195880, 'Finalizada'),
]
