import type { EntryContext } from '@remix-run/node'
import {
  compressPart,
  gzipOf,
  type CachedPage,
  type CompressedPart,
} from '@prato/web-server/server'

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
export type PageCacheState = {
  shareable: boolean
  /** A logged-in diner's shared render: its stand-in diner (lib/diner-page.server.ts). */
  placeholder?: unknown
  /** The shared render read something of the diner that is not a hole: the page is not shared. */
  personal?: boolean
}

/** The entry's part: the matched leaf route opted in, the answer is a 200 without cookies. */
export function isShareablePage(context: EntryContext, status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('Set-Cookie')) return false
  const matches = context.staticHandlerContext.matches
  const leaf = matches[matches.length - 1]
  if (!leaf) return false
  const handle = context.routeModules[leaf.route.id]?.handle as SharedPageHandle | undefined
  return handle?.sharedWithAnonymousVisitors === true
}

/** A stored page: the literal text between its slots, and for each slot what goes there (the nonce or a hole). */
type Slot = { hole: null } | { hole: string; script: boolean }
type Entry = {
  parts: string[]
  /** the same parts compressed once, for the clients that accept gzip (made at the first such read) */
  compressed?: CompressedPart[]
  slots: Slot[]
  contentType: string
  expiresAt: number
}

/** React's escaping of text and attribute values (the HTML around a hole). */
function escapeHtmlText(value: string): string {
  return value.replace(/["&'<>]/g, (c) => HTML_ESCAPES[c] ?? c)
}
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

/**
 * A string inside the loader data Remix writes into the page: turbo-stream's JSON.stringify of the string, that
 * chunk JSON.stringify'd again as the argument of `streamController.enqueue(…)`, then Remix's `escapeHtml` for a
 * script (both escapes work character by character, so a part of a string is escaped as the whole would be).
 */
function escapeStreamText(value: string): string {
  const inChunk = JSON.stringify(value).slice(1, -1)
  return JSON.stringify(inChunk)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => STREAM_ESCAPES[c] ?? c)
}
const STREAM_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}
const STREAM_SCRIPT = 'window.__remixContext.streamController.enqueue('

/**
 * The page cut at every place it has `nonce` or one of `sentinels`, each hole told apart as HTML or as loader data
 * in Remix's stream script; null when a placeholder is anywhere else (another script, a derived form of it such
 * as a part of it): such a page cannot be filled in soundly.
 */
function templateOf(
  body: string,
  nonce: string,
  sentinels: Readonly<Record<string, string>>,
): { parts: string[]; slots: Slot[] } | null {
  const byText = new Map<string, string>(Object.entries(sentinels).map(([n, t]) => [t, n]))
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp([nonce, ...byText.keys()].map(escape).join('|'), 'g')
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(from, match.index))
    from = match.index + match[0].length
    const hole = byText.get(match[0])
    if (hole === undefined) {
      slots.push({ hole: null })
      continue
    }
    const open = body.lastIndexOf('<script', match.index)
    const script = open > body.lastIndexOf('</script', match.index)
    if (script && !body.startsWith(STREAM_SCRIPT, body.indexOf('>', open) + 1)) return null
    slots.push({ hole, script })
  }
  parts.push(body.slice(from))
  // every placeholder begins with the same run of characters: any left is a placeholder cut or changed
  const stem = commonStem([...byText.keys()]).toLowerCase()
  if (stem.length >= 8 && parts.some((part) => part.toLowerCase().includes(stem))) return null
  return { parts, slots }
}

function commonStem(texts: string[]): string {
  const [first = ''] = texts
  let n = first.length
  for (const text of texts) while (!text.startsWith(first.slice(0, n))) n--
  return first.slice(0, n)
}

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

  /**
   * The stored page with `nonce` in every place the stored page had its own and, for a diner's page, `values` in
   * its holes; null when there is none, or when a page with holes is asked for without values for all of them.
   * With `gzip`, the page gzip-encoded: its parts are compressed once per entry, only the slots per request.
   */
  read(
    key: string,
    nonce: string,
    values: Readonly<Record<string, string>> = {},
    gzip = false,
  ): CachedPage | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return null
    }
    const texts: string[] = []
    for (const slot of entry.slots) {
      if (slot.hole === null) {
        texts.push(nonce)
        continue
      }
      const value = values[slot.hole]
      if (value === undefined) return null
      texts.push(slot.script ? escapeStreamText(value) : escapeHtmlText(value))
    }
    if (gzip) {
      const parts = (entry.compressed ??= entry.parts.map(compressPart))
      const pieces: Array<CompressedPart | string> = [parts[0] as CompressedPart]
      texts.forEach((text, i) => pieces.push(text, parts[i + 1] as CompressedPart))
      return { body: gzipOf(pieces), contentType: entry.contentType, encoding: 'gzip' }
    }
    let body = entry.parts[0] ?? ''
    texts.forEach((text, i) => (body += text + entry.parts[i + 1]))
    return { body, contentType: entry.contentType }
  }

  /**
   * Stores a page rendered with `nonce` and, for a diner's page, with `sentinels` (hole name → the placeholder
   * text rendered in its place). The nonce is 16 random bytes, so it appears in the page only where the page was
   * given it (the script tags); a page without it (nothing to protect?), or whose placeholders cannot all be
   * filled in soundly, is not stored.
   */
  write(
    key: string,
    page: {
      body: string
      contentType: string
      nonce: string
      sentinels?: Readonly<Record<string, string>>
    },
  ): void {
    if (!this.enabled || page.nonce.length < 16) return
    const template = templateOf(page.body, page.nonce, page.sentinels ?? {})
    if (!template || !template.slots.some((slot) => slot.hole === null)) return
    if (this.entries.size >= this.maxEntries) this.sweep()
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, {
      ...template,
      contentType: page.contentType,
      expiresAt: this.now() + this.ttlMs,
    })
  }

  private sweep(): void {
    const now = this.now()
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
  }
}
