/**
 * Case- and accent-insensitive search ("Search is case- and accent-insensitive on the product's
 * full name", 001 §2; the directory's name filter "ignoring case and accents", 002 §4).
 *
 * Fast path: the normalised key of every item is computed once in `createSearchIndex`; a query is
 * normalised once and then matched with `String.prototype.includes` over plain ASCII-ish strings.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g

/**
 * Folds a text for comparison: Unicode NFD, combining marks removed, lower case, spaces collapsed.
 * 'Pão de Queijo  GRANDE' → 'pao de queijo grande'; 'AÇAÍ' → 'acai'.
 */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return ''
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether `text` contains `query`, ignoring case and accents. An empty query matches all. */
export function matchesText(
  text: string | null | undefined,
  query: string | null | undefined,
): boolean {
  const q = normalizeText(query)
  return q === '' || normalizeText(text).includes(q)
}

export interface SearchIndex<T> {
  readonly items: readonly T[]
  readonly keys: readonly string[]
}

/** Precomputes the normalised key of each item once (e.g. a product's nomeCompleto). */
export function createSearchIndex<T>(
  items: readonly T[],
  getText: (item: T) => string | null | undefined,
): SearchIndex<T> {
  return { items, keys: items.map((item) => normalizeText(getText(item))) }
}

/**
 * Items whose key contains the query (substring, case- and accent-insensitive), in their
 * original order. An empty or blank query returns every item.
 */
export function search<T>(index: SearchIndex<T>, query: string | null | undefined): T[] {
  const q = normalizeText(query)
  if (q === '') return index.items.slice()
  const out: T[] = []
  const { keys, items } = index
  for (let i = 0; i < keys.length; i += 1) {
    if ((keys[i] as string).includes(q)) out.push(items[i] as T)
  }
  return out
}
