/**
 * Markup every visitor of a tenant gets alike, rendered once on the server and shared (docs/decisions/0033): the
 * 320 cards of a big menu cost about 15 ms of React rendering, the same for every diner. It is kept per source
 * object — a menu's view, itself shared for `API_CACHE_TTL_MS` (`ctx.shared`) — and a variant (the page's URL
 * without its dialog), so it lives exactly as long as the data it is made of: a new menu view is a new source, and
 * the old one's markup goes with it. Isomorphic: the browser never has any (`SharedMarkup` renders its children
 * there), and the server's is written by `renderSharedMarkup` (`shared-markup.server.tsx`) before the page renders.
 */
const rendered = new WeakMap<object, Map<string, string>>()

/** Variants kept per source: the URL carries the search text, which the visitor chooses. */
const MAX_VARIANTS = 32

export function sharedMarkupOf(source: object, variant: string): string | undefined {
  return rendered.get(source)?.get(variant)
}

export function rememberSharedMarkup(source: object, variant: string, html: string): void {
  let variants = rendered.get(source)
  if (!variants) rendered.set(source, (variants = new Map()))
  variants.delete(variant)
  variants.set(variant, html)
  if (variants.size > MAX_VARIANTS) variants.delete(variants.keys().next().value as string)
}
