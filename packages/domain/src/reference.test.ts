import { describe, expect, it } from 'vitest'
import {
  PAIS_BRASIL_ID,
  estadoPorId,
  estadoPorSigla,
  estados,
  paises,
  sexoOptions,
} from './reference'

describe('"A table of Brazilian states (id, nome, sigla, paisId) is built in" (000 §3)', () => {
  it('has the 27 federative units with IBGE codes, all in Brasil (paisId 1)', () => {
    expect(estados).toHaveLength(27)
    expect(new Set(estados.map((e) => e.sigla)).size).toBe(27)
    expect(new Set(estados.map((e) => e.id)).size).toBe(27)
    expect(estados.every((e) => e.paisId === PAIS_BRASIL_ID)).toBe(true)
    expect(estadoPorSigla('sp')).toEqual({ id: 35, nome: 'São Paulo', sigla: 'SP', paisId: 1 })
    expect(estadoPorSigla('DF')?.id).toBe(53)
    expect(estadoPorId(11)?.nome).toBe('Rondônia')
    expect(estadoPorSigla(null)).toBeUndefined()
    expect(paises).toEqual([{ id: 1, nome: 'Brasil' }])
  })

  it('"sexo values are m, f and o"', () => {
    expect(sexoOptions.map((o) => o.value)).toEqual(['m', 'f', 'o'])
  })
})
