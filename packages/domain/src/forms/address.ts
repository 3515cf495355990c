/**
 * Address forms: the person address (000 §3, §5) and the offline customer's basic form (001 §3, §5).
 */
import { z } from 'zod'
import { DEFAULT_ADDRESS_NAME, DEFAULT_COUNTRY } from '../constants'
import { messages } from '../catalogue'
import { phoneField } from './account'
import {
  cepField,
  MAX_TEXT_LENGTH,
  optionalInt,
  optionalNumber,
  optionalText,
  requiredInt,
  requiredText,
} from './fields'

/**
 * The address fields and their rules (000 §5 "Address"): bairro 'Informe o bairro! Você precisa
 * buscar o endereço pelo CEP ou fazer uma pesquisa!' (the bairroId the CEP or map search fills);
 * rua 'Informe a rua!'; número 'Informe o numero!'; CEP 8 digits 'CEP em formato inválido!'.
 */
export const addressFields = {
  cep: cepField(messages.cepInvalido),
  logradouro: requiredText(messages.informeRua),
  numero: requiredText(messages.informeNumero),
  complemento: optionalText(MAX_TEXT_LENGTH),
  referencia: optionalText(MAX_TEXT_LENGTH),
  bairroId: requiredInt(messages.informeBairro, { min: 1 }),
  nomeBairro: optionalText(MAX_TEXT_LENGTH),
  cepId: optionalInt(),
  cidadeId: optionalInt(),
  nomeCidade: optionalText(MAX_TEXT_LENGTH),
  ufId: optionalInt(),
  uf: optionalText(MAX_TEXT_LENGTH),
  nomeEstado: optionalText(MAX_TEXT_LENGTH),
  latitude: optionalNumber(),
  longitude: optionalNumber(),
}

/** Address form (000 §2 "Address form"); nome defaults to 'Minha casa'. */
export const addressSchema = z.object({
  id: optionalInt(),
  nome: optionalText(MAX_TEXT_LENGTH).transform((v) => v ?? DEFAULT_ADDRESS_NAME),
  ...addressFields,
  pais: optionalText(MAX_TEXT_LENGTH).transform((v) => v ?? DEFAULT_COUNTRY),
})
export type AddressInput = z.output<typeof addressSchema>

/**
 * Offline customer's basic-information form (001 §3 "Offline person", §5 "Offline basic form"):
 * name, phone with the mask (99) 9 9999-9999, and the address rules above. latitude and longitude
 * are sent as text, pais is Brasil.
 */
export const offlinePersonSchema = z.object({
  nome: requiredText(messages.informeNome),
  telefone: phoneField(messages.informeTelefone),
  ...addressFields,
  latitude: optionalNumber().transform((v) => (v === undefined ? undefined : String(v))),
  longitude: optionalNumber().transform((v) => (v === undefined ? undefined : String(v))),
  pais: optionalText(MAX_TEXT_LENGTH).transform((v) => v ?? DEFAULT_COUNTRY),
})
export type OfflinePersonInput = z.output<typeof offlinePersonSchema>
