import type { EntryContext } from '@remix-run/node'

/**
 * DESIGN §7: "landing at least 400 requests/s … (cache what is shared per tenant)". A visitor without cookies has
 * no session, no cart and no offline identity, so every such visitor of a tenant gets the same landing page —
 * byte for byte but for the CSP nonce. This keeps that page for a few seconds per process and answers the next
 * anonymous visitors from it with their own fresh nonce, instead of rendering it again.
 *
 * What may be stored is decided narrowly (docs/decisions/0010):
 * - the request: GET, no Cookie header at all, no query string, a page path (no file extension);
 * - the route: its module says so (`handle: { sharedWithAnonymousVisitors: true }`, the landing only);
 * - the response: status 200, no Set-Cookie, rendered to its end without a streaming error.
 * Nothing that depends on a diner can pass these; the entries live no longer than the API answers they are made
 * of (the shared 60 s cache), and at most PAGE_CACHE_TTL_MS.
 */
export const PAGE_CACHE_TTL_MS = 5_000

/** Marks a route module whose page is the same for every visitor without cookies. */
export type SharedPageHandle = { sharedWithAnonymousVisitors?: boolean }

export type PageRequest = {
  method: string
  host: string
  path: string
  search: string
  hasCookies: boolean
}

/** The cache key of a request that may be answered from the cache (and stored), or null. */
export function pageCacheKey(request: PageRequest): string | null {
  if (
    request.method !== 'GET' ||
    request.hasCookies ||
    request.search !== '' ||
    /\.[^/]*$/.test(request.path)
  )
    return null
  return `${request.host}${request.path}`
}

/** Set by the entry for the page being rendered: whether its route and its answer allow storing it. */
export type PageCacheState = { shareable: boolean }

/** The entry's part: the matched leaf route opted in, the answer is a 200 without cookies. */
export function isShareablePage(context: EntryContext, status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('Set-Cookie')) return false
  const matches = context.staticHandlerContext.matches
  const leaf = matches[matches.length - 1]
  if (!leaf) return false
  const handle = context.routeModules[leaf.route.id]?.handle as SharedPageHandle | undefined
  return handle?.sharedWithAnonymousVisitors === true
}

type Entry = { parts: string[]; contentType: string; expiresAt: number }

export class PageCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0
  }

  /** The stored page with `nonce` in every place the stored page had its own, or null. */
  read(key: string, nonce: string): { body: string; contentType: string } | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return null
    }
    return { body: entry.parts.join(nonce), contentType: entry.contentType }
  }

  /**
   * Stores a page rendered with `nonce`. The nonce is 16 random bytes, so it appears in the page only where the
   * page was given it (the script tags); a page without it (nothing to protect?) is not stored.
   */
  write(key: string, page: { body: string; contentType: string; nonce: string }): void {
    if (!this.enabled || page.nonce.length < 16) return
    const parts = page.body.split(page.nonce)
    if (parts.length < 2) return
    if (this.entries.size >= this.maxEntries) this.sweep()
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, {
      parts,
      contentType: page.contentType,
      expiresAt: this.now() + this.ttlMs,
    })
  }

  private sweep(): void {
    const now = this.now()
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
  }
}
