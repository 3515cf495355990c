import { describe, expect, it } from 'vitest'
import { filtersToSearch, onlyNameChanged, parseFilters } from './filters'

const parse = (qs: string) => parseFilters(new URLSearchParams(qs))

describe('parseFilters', () => {
  it('"Filters start with cidadeId 1489 and tipoEmpresa 2 (delivery)"', () => {
    expect(parse('')).toEqual({ cidadeId: 1489, tipoEmpresa: 2, especialidadeId: null, nome: '' })
  })

  it('"If there is no city, the list is emptied": an emptied city is no city, not the default', () => {
    expect(parse('cidadeId=').cidadeId).toBeNull()
  })

  it('reads the type (1 = menu, 2 = delivery); anything else is the default delivery', () => {
    expect(parse('tipoEmpresa=1').tipoEmpresa).toBe(1)
    expect(parse('tipoEmpresa=2').tipoEmpresa).toBe(2)
    expect(parse('tipoEmpresa=7').tipoEmpresa).toBe(2)
    expect(parse('tipoEmpresa=').tipoEmpresa).toBe(2)
  })

  it('accepts only positive whole ids; junk is treated as absent', () => {
    expect(parse('cidadeId=4578&especialidadeId=5')).toMatchObject({
      cidadeId: 4578,
      especialidadeId: 5,
    })
    expect(parse('cidadeId=abc').cidadeId).toBeNull()
    expect(parse('cidadeId=-1').cidadeId).toBeNull()
    expect(parse('especialidadeId=1;drop').especialidadeId).toBeNull()
    expect(parse('especialidadeId=').especialidadeId).toBeNull()
  })

  it('keeps the name as typed (the filter ignores case and accents later), capped in length', () => {
    expect(parse('nome=A%C3%A7a%C3%AD').nome).toBe('Açaí')
    expect(parse(`nome=${'x'.repeat(500)}`).nome).toHaveLength(100)
  })
})

describe('filtersToSearch', () => {
  it('round-trips through the URL', () => {
    const f = { cidadeId: 1489, tipoEmpresa: 1 as const, especialidadeId: 5, nome: 'acai' }
    expect(parseFilters(filtersToSearch(f))).toEqual(f)
    const none = { cidadeId: null, tipoEmpresa: 2 as const, especialidadeId: null, nome: '' }
    expect(parseFilters(filtersToSearch(none))).toEqual(none)
  })
})

describe('onlyNameChanged', () => {
  it('"Changing city, type or specialty reloads the list"; the name alone does not', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(onlyNameChanged(q('cidadeId=1489'), q('cidadeId=1489&nome=pi'))).toBe(true)
    expect(onlyNameChanged(q(''), q('nome=pi'))).toBe(true)
    expect(onlyNameChanged(q('nome=pi'), q('nome=pi&tipoEmpresa=1'))).toBe(false)
    expect(onlyNameChanged(q('nome=pi'), q('nome=pi&cidadeId=4578'))).toBe(false)
    expect(onlyNameChanged(q(''), q('especialidadeId=5'))).toBe(false)
    expect(onlyNameChanged(q('nome=a'), q('nome=a'))).toBe(false)
  })
})
