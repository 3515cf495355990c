import { describe, expect, it } from 'vitest'
import {
  EVENT_STATUS_STEPS,
  EVENT_STEPS,
  buildEventReservationPayload,
  clampEventPeople,
  eventStatusStep,
  eventStepButton,
  eventStepErrors,
  firstIncompleteEventStep,
} from './events'

describe('event wizard (001 §4, §5)', () => {
  it("steps 'Data e espaço', 'Cardápio', 'Informações finais'; the last button reads 'Solicitar reserva'", () => {
    expect(EVENT_STEPS).toEqual(['Data e espaço', 'Cardápio', 'Informações finais'])
    expect(eventStepButton(2)).toBe('Solicitar reserva')
    expect(eventStepButton(0)).toBe('Próxima')
  })
  it('messages per step', () => {
    expect(eventStepErrors(0, {})).toEqual(['Informe a data!', 'Informe o ambiente!'])
    expect(eventStepErrors(0, { dataEvento: '2026-12-01', ambienteId: 1 })).toEqual([])
    expect(eventStepErrors(1, { tipoEventoId: 2 })).toEqual(['Informe o cardápio!'])
    expect(eventStepErrors(1, {})).toEqual(['Informe o tipo de evento!', 'Informe o cardápio!'])
    expect(eventStepErrors(2, { quantidadePessoas: 0 })).toEqual([
      'Informe a quantidade de pessoas',
    ])
    expect(eventStepErrors(2, { quantidadePessoas: 10 })).toEqual([])
  })
  it('"Person count clamped between 1 and the space capacity."', () => {
    expect([0, 1, 50, 120, 'x', 7.8].map((v) => clampEventPeople(v as number, 100))).toEqual([
      1, 1, 50, 100, 1, 7,
    ])
    expect(clampEventPeople(5, 0)).toBe(1)
  })
})

describe('status stepper APROVAÇÃO, PAGAMENTO, CONFIRMADA', () => {
  it('maps the statuses', () => {
    expect(EVENT_STATUS_STEPS).toEqual(['APROVAÇÃO', 'PAGAMENTO', 'CONFIRMADA'])
    expect(eventStatusStep('Aguardando aprovação')).toBe(0)
    expect(eventStatusStep('Aberta')).toBe(1)
    expect(eventStatusStep('FINALIZADA')).toBe(2)
    expect(eventStatusStep('Cancelada')).toBe(-1)
    expect(eventStatusStep(null)).toBe(0)
  })
})

describe('reservation payload (001 §7 valorServExtras (0), valorDesconto (0))', () => {
  it('prices menu and extras per person plus the space', () => {
    expect(
      buildEventReservationPayload({
        ambienteId: 1,
        cardapioId: 2,
        tipoEventoId: 3,
        dataEvento: '2026-12-01',
        pessoaGlobalId: 1001,
        nome: 'Ana',
        qtdePessoasPrevista: 20,
        valorBasePessoa: 5000,
        precoAmbiente: 50000,
        adicionais: [{ preco: 1000 }],
      }),
    ).toEqual({
      ambienteId: 1,
      pessoaGlobalId: 1001,
      cardapioId: 2,
      tipoEventoId: 3,
      dataEvento: '2026-12-01',
      valorAmbiente: 500,
      valorCardapio: 60,
      valorServExtras: 0,
      valorDesconto: 0,
      valorTotal: 1700,
      nome: 'Ana',
      qtdePessoasPrevista: 20,
      observacao: null,
    })
  })
})

describe('the step a draft allows (001 §5 step messages, in order)', () => {
  it('is the first step with a message, 3 when the draft is whole', () => {
    expect(firstIncompleteEventStep({})).toBe(0)
    expect(firstIncompleteEventStep({ dataEvento: '2026-12-01' })).toBe(0)
    expect(firstIncompleteEventStep({ dataEvento: '2026-12-01', ambienteId: 2 })).toBe(1)
    expect(
      firstIncompleteEventStep({ dataEvento: '2026-12-01', ambienteId: 2, tipoEventoId: 1 }),
    ).toBe(1)
    const menu = { dataEvento: '2026-12-01', ambienteId: 2, tipoEventoId: 1, cardapioId: 3 }
    expect(firstIncompleteEventStep(menu)).toBe(2)
    expect(firstIncompleteEventStep({ ...menu, quantidadePessoas: 0 })).toBe(2)
    expect(firstIncompleteEventStep({ ...menu, quantidadePessoas: 25 })).toBe(3)
  })
})

describe('001 §9 "Event total = cardápio price per person × people + space price; extras are priced per person."', () => {
  it('the payload carries the total of the whole draft and its note', () => {
    const payload = buildEventReservationPayload({
      ambienteId: 2,
      cardapioId: 2,
      tipoEventoId: 1,
      dataEvento: '2026-12-01',
      pessoaGlobalId: 1001,
      nome: 'Ana Souza',
      qtdePessoasPrevista: 25,
      valorBasePessoa: 12990,
      precoAmbiente: 80000,
      adicionais: [{ preco: 3500 }, { preco: 1500 }],
      observacao: '  Bolo sem glúten  ',
    })
    // R$ 129,90 × 25 + R$ 800,00 + (R$ 35,00 + R$ 15,00) × 25 = R$ 5.297,50
    expect(payload.valorTotal).toBe(5297.5)
    expect(payload.valorCardapio).toBe(179.9)
    expect(payload.observacao).toBe('Bolo sem glúten')
  })
})
