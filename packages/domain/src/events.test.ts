import { describe, expect, it } from 'vitest'
import {
  EVENT_STATUS_STEPS,
  EVENT_STEPS,
  buildEventReservationPayload,
  clampEventPeople,
  eventStatusStep,
  eventStepButton,
  eventStepErrors,
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
        pessoaGlobalId: 'p',
        nome: 'Ana',
        qtdePessoasPrevista: 20,
        valorBasePessoa: 5000,
        precoAmbiente: 50000,
        adicionais: [{ preco: 1000 }],
      }),
    ).toEqual({
      ambienteId: 1,
      pessoaGlobalId: 'p',
      cardapioId: 2,
      tipoEventoId: 3,
      dataEvento: '2026-12-01',
      valorAmbiente: 500,
      valorCardapio: 1200,
      valorServExtras: 0,
      valorDesconto: 0,
      valorTotal: 1700,
      nome: 'Ana',
      qtdePessoasPrevista: 20,
    })
  })
})
