/**
 * The rules of "suggestions as the diner types" in Pesquisar endereço, without React: which query goes where,
 * when to ask, the URL of the app's own resource route, and how a late answer is kept from overwriting a newer
 * one. The component (AddressSearch.tsx) wires them to the input; the tests pin them.
 */
import type { PickedAddress } from '#app/lib/addresses.server'

/** Fewer characters than this ask nothing: three letters already narrow a street name enough to be useful. */
export const MIN_QUERY_LENGTH = 3
/** Wait this long after the last keystroke, so a diner typing at speed makes one request, not one per letter. */
export const SUGGEST_DEBOUNCE_MS = 275

/** One suggestion shown in the list. A CEP's suggestion already carries its address (the CEP base checked it). */
export type AddressSuggestion = {
  id: string
  label: string
  picked?: PickedAddress
}

/** What the suggestions resource route answers (`?q=`, `?placeId=`, `?lat=&lng=`). */
export type SuggestAnswer =
  | { kind: 'suggestions'; query: string; suggestions: AddressSuggestion[] }
  | { kind: 'picked'; picked: PickedAddress }
  | { kind: 'error'; message: string }

/**
 * What a typed text is. 000 §9 "CEP has 8 digits": eight digits, with or without the dash, dots and spaces of
 * the mask, go to the CEP lookup; other text of at least three characters goes to the maps service's
 * autocomplete; anything shorter asks nothing.
 */
export function classifyQuery(
  raw: string,
): { kind: 'cep'; cep: string } | { kind: 'text'; text: string } | { kind: 'short' } {
  const text = raw.trim()
  const digits = text.replace(/[\s.-]/g, '')
  if (/^\d{8}$/.test(digits)) return { kind: 'cep', cep: digits }
  if (text.length < MIN_QUERY_LENGTH) return { kind: 'short' }
  return { kind: 'text', text: text.slice(0, 200) }
}

/** The resource route of the suggestions, beside the search route (`/{tenant}/enderecos/sugestoes`). */
export function suggestionsUrl(
  tenant: string,
  query: { q: string } | { placeId: string } | { latitude: number; longitude: number },
): string {
  const params = new URLSearchParams(
    'q' in query
      ? { q: query.q }
      : 'placeId' in query
        ? { placeId: query.placeId }
        : { lat: String(query.latitude), lng: String(query.longitude) },
  )
  return `/${encodeURIComponent(tenant)}/enderecos/sugestoes?${params.toString()}`
}

/**
 * Keeps only the newest request's answer. Each request takes a ticket; an answer is applied only when its ticket
 * is still the latest, so a slow answer for "Rua 1" that arrives after the answer for "Rua 10" is dropped (the
 * request is also aborted, but an abort can lose the race with a response already received).
 */
export function createLatestGate() {
  let latest = 0
  let controller: AbortController | null = null
  return {
    /** Starts a request: aborts the one before it and returns this one's ticket and signal. */
    next(): { ticket: number; signal: AbortSignal } {
      controller?.abort()
      controller = new AbortController()
      latest += 1
      return { ticket: latest, signal: controller.signal }
    },
    /** True while `ticket` is the newest request. */
    isLatest(ticket: number): boolean {
      return ticket === latest
    },
    /** Forgets every request in flight (the diner cleared the text or picked a suggestion). */
    cancel(): void {
      controller?.abort()
      controller = null
      latest += 1
    },
  }
}

/** Reads the resource route's JSON; anything else (an HTML error page, a proxy's answer) is a failure. */
export async function readSuggestAnswer(
  response: Response,
  fallbackMessage: string,
): Promise<SuggestAnswer> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json')) return { kind: 'error', message: fallbackMessage }
  try {
    const body = (await response.json()) as SuggestAnswer
    if (body && (body.kind === 'suggestions' || body.kind === 'picked' || body.kind === 'error'))
      return body
  } catch {
    // malformed JSON: same as any other failure
  }
  return { kind: 'error', message: fallbackMessage }
}
