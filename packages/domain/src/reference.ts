/**
 * Built-in reference data (000 §3 "A table of Brazilian states (id, nome, sigla, paisId) is built in").
 *
 * Decision: the spec does not give the ids. We use the IBGE state codes (11 Rondônia … 53 Distrito
 * Federal), which are stable and what Brazilian systems commonly key states by, and paisId 1 for
 * Brasil (the only country, "the default country is Brasil").
 */
import type { SEXO_VALUES } from './constants'
import { messages } from './catalogue'

export const PAIS_BRASIL_ID = 1

export interface Pais {
  id: number
  nome: string
}

export const paises: readonly Pais[] = [{ id: PAIS_BRASIL_ID, nome: messages.paisPadrao }]

export interface Estado {
  /** IBGE code. */
  id: number
  nome: string
  sigla: string
  paisId: number
}

export const estados: readonly Estado[] = [
  { id: 11, nome: 'Rondônia', sigla: 'RO', paisId: PAIS_BRASIL_ID },
  { id: 12, nome: 'Acre', sigla: 'AC', paisId: PAIS_BRASIL_ID },
  { id: 13, nome: 'Amazonas', sigla: 'AM', paisId: PAIS_BRASIL_ID },
  { id: 14, nome: 'Roraima', sigla: 'RR', paisId: PAIS_BRASIL_ID },
  { id: 15, nome: 'Pará', sigla: 'PA', paisId: PAIS_BRASIL_ID },
  { id: 16, nome: 'Amapá', sigla: 'AP', paisId: PAIS_BRASIL_ID },
  { id: 17, nome: 'Tocantins', sigla: 'TO', paisId: PAIS_BRASIL_ID },
  { id: 21, nome: 'Maranhão', sigla: 'MA', paisId: PAIS_BRASIL_ID },
  { id: 22, nome: 'Piauí', sigla: 'PI', paisId: PAIS_BRASIL_ID },
  { id: 23, nome: 'Ceará', sigla: 'CE', paisId: PAIS_BRASIL_ID },
  { id: 24, nome: 'Rio Grande do Norte', sigla: 'RN', paisId: PAIS_BRASIL_ID },
  { id: 25, nome: 'Paraíba', sigla: 'PB', paisId: PAIS_BRASIL_ID },
  { id: 26, nome: 'Pernambuco', sigla: 'PE', paisId: PAIS_BRASIL_ID },
  { id: 27, nome: 'Alagoas', sigla: 'AL', paisId: PAIS_BRASIL_ID },
  { id: 28, nome: 'Sergipe', sigla: 'SE', paisId: PAIS_BRASIL_ID },
  { id: 29, nome: 'Bahia', sigla: 'BA', paisId: PAIS_BRASIL_ID },
  { id: 31, nome: 'Minas Gerais', sigla: 'MG', paisId: PAIS_BRASIL_ID },
  { id: 32, nome: 'Espírito Santo', sigla: 'ES', paisId: PAIS_BRASIL_ID },
  { id: 33, nome: 'Rio de Janeiro', sigla: 'RJ', paisId: PAIS_BRASIL_ID },
  { id: 35, nome: 'São Paulo', sigla: 'SP', paisId: PAIS_BRASIL_ID },
  { id: 41, nome: 'Paraná', sigla: 'PR', paisId: PAIS_BRASIL_ID },
  { id: 42, nome: 'Santa Catarina', sigla: 'SC', paisId: PAIS_BRASIL_ID },
  { id: 43, nome: 'Rio Grande do Sul', sigla: 'RS', paisId: PAIS_BRASIL_ID },
  { id: 50, nome: 'Mato Grosso do Sul', sigla: 'MS', paisId: PAIS_BRASIL_ID },
  { id: 51, nome: 'Mato Grosso', sigla: 'MT', paisId: PAIS_BRASIL_ID },
  { id: 52, nome: 'Goiás', sigla: 'GO', paisId: PAIS_BRASIL_ID },
  { id: 53, nome: 'Distrito Federal', sigla: 'DF', paisId: PAIS_BRASIL_ID },
]

/** A state by its sigla ('sp' or 'SP'), or undefined. */
export function estadoPorSigla(sigla: string | null | undefined): Estado | undefined {
  const s = (sigla ?? '').trim().toUpperCase()
  return estados.find((e) => e.sigla === s)
}

export function estadoPorId(id: number | null | undefined): Estado | undefined {
  return estados.find((e) => e.id === id)
}

export type Sexo = (typeof SEXO_VALUES)[number]

/** The sexo options with their labels (000 §9 "sexo values are m, f and o"). */
export const sexoOptions: ReadonlyArray<{ value: Sexo; label: string }> = [
  { value: 'm', label: messages.sexoMasculino },
  { value: 'f', label: messages.sexoFeminino },
  { value: 'o', label: messages.sexoOutro },
]
