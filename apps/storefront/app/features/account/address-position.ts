import { normalizeText, onlyDigits } from '@prato/domain'

/**
 * What a position belongs to: the street, number and CEP it was measured for (a picked place, the diner's
 * location). The form sends it beside the position; the action keeps the position only while the address still
 * says the same, and geocodes an edited one again.
 */
export function positionKey(address: {
  logradouro?: string | null
  numero?: string | null
  cep?: string | null
}): string {
  return [
    normalizeText(address.logradouro),
    onlyDigits(address.numero),
    onlyDigits(address.cep),
  ].join('|')
}
