/**
 * Delivery addresses (000 §3–§5): choosing the delivery address, the Brazilian-place rule, the
 * one-line display.
 */
import { OFFLINE_COOKIE_MS } from './constants'
import { messages } from './catalogue'

/** The person-address fields these rules read (000 §3 "Address"). */
export interface PersonAddress {
  id: number
  nome?: string | null
  logradouro?: string | null
  numero?: string | null
  complemento?: string | null
  nomeBairro?: string | null
  nomeCidade?: string | null
  uf?: string | null
  cep?: string | null
  flgPrincipal?: boolean | null
  flgAceitaEntrega?: boolean | null
  /** Delivery fee in reais for this address. */
  taxaEntrega?: number | null
}

/**
 * 000 §4 "Selecting a delivery address makes it the main address, but only if flgAceitaEntrega is
 * true. Otherwise the alert 'Este estabelecimento não aceita entrega para este endereço!' appears."
 */
export function checkAddressSelection(
  address: Pick<PersonAddress, 'flgAceitaEntrega'>,
): { ok: true } | { ok: false; message: string } {
  return address.flgAceitaEntrega === true
    ? { ok: true }
    : { ok: false, message: messages.enderecoNaoAceitaEntrega }
}

/** The main address (flgPrincipal), else the first one; null for none. */
export function mainAddress<A extends Pick<PersonAddress, 'flgPrincipal'>>(
  addresses: readonly A[] | null | undefined,
): A | null {
  if (!addresses?.length) return null
  return addresses.find((a) => a.flgPrincipal) ?? addresses[0] ?? null
}

/** 'Rua A, 10 - Apto 2 - Centro, Campinas/SP' (parts that are missing are left out). */
export function formatAddressLine(a: Omit<PersonAddress, 'id'>): string {
  const street = [a.logradouro, a.numero].filter((s) => s && String(s).trim()).join(', ')
  const city = [a.nomeCidade, a.uf].filter((s) => s && String(s).trim()).join('/')
  return [
    street,
    a.complemento,
    [a.nomeBairro, city].filter((s) => s && String(s).trim()).join(', '),
  ]
    .filter((s) => s && String(s).trim())
    .join(' - ')
}

/**
 * 000 §5 "place picked from search must be Brazilian: 'Você precisa selecionar um endereço
 * brasileiro.'" Takes the place's ISO country code ('BR') or country name ('Brasil', 'Brazil').
 */
export function brazilianPlaceError(country: string | null | undefined): string | null {
  const c = (country ?? '').trim().toLowerCase()
  return c === 'br' || c === 'bra' || c === 'brasil' || c === 'brazil'
    ? null
    : messages.enderecoNaoBrasileiro
}

/** The offline customer's identity is kept 7 days (000 §6); `since` is when the cookies were set. */
export function isOfflineIdentityExpired(since: number, now: number = Date.now()): boolean {
  return now - since > OFFLINE_COOKIE_MS
}
