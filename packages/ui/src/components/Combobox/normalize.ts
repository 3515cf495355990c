/**
 * Accent- and case-insensitive folding for the combobox filter ('sao' finds 'São Paulo'). The same rule as
 * `@prato/domain`'s `normalizeText`; kept local because that helper is not on the domain's public entry yet.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g

export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
