import { offlinePersonSchema } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { offlinePersonPayload } from './offline-customer.server'

describe('offlinePersonPayload (001 §3 "Offline person")', () => {
  const form = offlinePersonSchema.parse({
    nome: 'Joana Visitante',
    telefone: '(62) 9 9988-7766',
    cep: '74015-010',
    logradouro: 'Avenida Goiás',
    numero: '120',
    bairroId: '999', // what the browser posted
    nomeBairro: 'Bairro Forjado',
  })
  const found = {
    cep: '74015010',
    cepId: 9001,
    logradouro: 'Avenida Goiás',
    numero: null,
    bairro: 'Setor Central',
    bairroId: 101,
    cidade: 'Goiânia',
    cidadeId: 1489,
    uf: 'GO',
    latitude: -16.6799,
    longitude: -49.2553,
  }

  it('takes the address’s ids and names from the CEP the server looked up, never from the form', () => {
    const payload = offlinePersonPayload(form, found)
    expect(payload).toMatchObject({
      nome: 'Joana Visitante',
      cep: '74015010',
      cepId: 9001,
      bairroId: 101,
      nomeBairro: 'Setor Central',
      cidadeId: 1489,
      nomeCidade: 'Goiânia',
      logradouro: 'Avenida Goiás',
      numero: '120',
      pais: 'Brasil',
    })
  })

  it('sends the position as text (001 §3) and the phone as digits', () => {
    const payload = offlinePersonPayload(form, found)
    expect(payload.latitude).toBe('-16.6799')
    expect(payload.longitude).toBe('-49.2553')
    expect(payload.telefone).toMatch(/^\d+$/)
  })
})
