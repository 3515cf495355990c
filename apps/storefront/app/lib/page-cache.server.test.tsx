import type { EntryContext } from '@remix-run/node'
import { renderToString } from 'react-dom/server'
import { encode as encodeTurboStream } from 'turbo-stream'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isShareablePage, PageCache, pageCacheKey, type PageRequest } from './page-cache.server'

const visitor: PageRequest = {
  method: 'GET',
  host: 'prato.local',
  path: '/bella-napoli',
  search: '',
  hasCookies: false,
}

describe('pageCacheKey: only what every visitor without cookies gets alike', () => {
  it('a GET of a page without cookies and without a query string has a key per host and path', () => {
    expect(pageCacheKey(visitor)).toBe('prato.local/bella-napoli')
    expect(pageCacheKey({ ...visitor, host: 'other.example' })).toBe('other.example/bella-napoli')
  })

  it('anything carrying a cookie (a session, a toast, the offline-customer identity) is never shared', () => {
    expect(pageCacheKey({ ...visitor, hasCookies: true })).toBeNull()
  })

  it('no other method, no query string (dialogs are ?dialog=), no files or data requests', () => {
    expect(pageCacheKey({ ...visitor, method: 'POST' })).toBeNull()
    expect(pageCacheKey({ ...visitor, method: 'HEAD' })).toBeNull()
    expect(pageCacheKey({ ...visitor, search: '?dialog=login' })).toBeNull()
    expect(pageCacheKey({ ...visitor, path: '/bella-napoli.data' })).toBeNull()
    expect(pageCacheKey({ ...visitor, path: '/favicon.ico' })).toBeNull()
  })
})

describe('PageCache', () => {
  const nonce = 'n0nce+AAAAAAAAAAAAAAAA=='
  const page = `<html><script nonce="${nonce}">a()</script><p>Bella Napoli</p><script nonce="${nonce}">b()</script></html>`

  it('answers with the stored page carrying the new nonce everywhere the old one was', () => {
    const cache = new PageCache(5_000)
    cache.write('k', { body: page, contentType: 'text/html; charset=utf-8', nonce })
    const hit = cache.read('k', 'fresh+BBBBBBBBBBBBBBBBB==')
    expect(hit?.contentType).toBe('text/html; charset=utf-8')
    expect(hit?.body).toBe(page.replaceAll(nonce, 'fresh+BBBBBBBBBBBBBBBBB=='))
    expect(hit?.body).not.toContain(nonce)
  })

  it('forgets a page after its time to live', () => {
    let now = 0
    const cache = new PageCache(5_000, 10, () => now)
    cache.write('k', { body: page, contentType: 'text/html', nonce })
    now = 4_999
    expect(cache.read('k', 'x'.repeat(24))).not.toBeNull()
    now = 5_000
    expect(cache.read('k', 'x'.repeat(24))).toBeNull()
  })

  it('is off with a time to live of 0 (the fault journeys turn the API cache off)', () => {
    const cache = new PageCache(0)
    expect(cache.enabled).toBe(false)
    cache.write('k', { body: page, contentType: 'text/html', nonce })
    expect(cache.read('k', 'x'.repeat(24))).toBeNull()
  })

  it('does not store a page rendered without its nonce (nothing proves which parts are per request)', () => {
    const cache = new PageCache(5_000)
    cache.write('k', { body: '<p>no scripts</p>', contentType: 'text/html', nonce })
    cache.write('short', { body: page, contentType: 'text/html', nonce: 'abc' })
    expect(cache.read('k', 'x'.repeat(24))).toBeNull()
    expect(cache.read('short', 'x'.repeat(24))).toBeNull()
  })

  it('holds a bounded number of pages (a flood of tenant paths cannot grow it)', () => {
    const cache = new PageCache(5_000, 3)
    for (const key of ['a', 'b', 'c', 'd'])
      cache.write(key, { body: page, contentType: 'text/html', nonce })
    expect(cache.read('a', 'x'.repeat(24))).toBeNull()
    expect(cache.read('d', 'x'.repeat(24))).not.toBeNull()
  })
})

describe('isShareablePage: the route opts in and the answer is a plain 200', () => {
  const context = (handle: unknown) =>
    ({
      staticHandlerContext: {
        matches: [{ route: { id: 'root' } }, { route: { id: 'routes/$tenant._index' } }],
      },
      routeModules: { root: {}, 'routes/$tenant._index': { handle } },
    }) as unknown as EntryContext

  it('a landing whose route says so, answered 200 without cookies', () => {
    expect(
      isShareablePage(context({ sharedWithAnonymousVisitors: true }), 200, new Headers()),
    ).toBe(true)
  })

  it('not a route that did not opt in', () => {
    expect(isShareablePage(context(undefined), 200, new Headers())).toBe(false)
  })

  it('not an answer that sets a cookie or is not a 200', () => {
    expect(
      isShareablePage(
        context({ sharedWithAnonymousVisitors: true }),
        200,
        new Headers({ 'Set-Cookie': 'a=b' }),
      ),
    ).toBe(false)
    expect(
      isShareablePage(context({ sharedWithAnonymousVisitors: true }), 404, new Headers()),
    ).toBe(false)
  })
})

describe('PageCache: a logged-in diner’s page, shared with holes (docs/decisions/0039)', () => {
  const nonce = 'n0nce+AAAAAAAAAAAAAAAA=='
  const sentinels = { first: 'zzabcdef0123first0', email: 'zzabcdef0123email0' }
  /**
   * A page as React and Remix write it for a diner named `first`: the header's HTML (text and an attribute) and
   * the loader data in Remix's stream script (turbo-stream's chunk, JSON.stringify'd, Remix's script escaping).
   */
  async function pageFor(first: string, email: string): Promise<string> {
    const html = renderToString(
      <header>
        <button aria-label={first}>Olá, {first}</button>
        <span>{email}</span>
      </header>,
    )
    const chunks: string[] = []
    // Remix decodes turbo-stream's bytes to text chunks and writes each in its own script
    const decoder = new TextDecoder()
    const reader = encodeTurboStream({ root: { user: { firstName: first, email } } }).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value, { stream: true }))
    }
    const scriptEscapes: Record<string, string> = {
      '&': '\\u0026',
      '>': '\\u003e',
      '<': '\\u003c',
      '\u2028': '\\u2028',
      '\u2029': '\\u2029',
    }
    const scripts = chunks
      .map(
        (chunk) =>
          `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(${JSON.stringify(
            chunk,
          ).replace(/[&><\u2028\u2029]/g, (c) => scriptEscapes[c] ?? c)});</script>`,
      )
      .join('')
    return `<html><body>${html}<p>Bella Napoli</p>${scripts}</body></html>`
  }

  /** A cache holding Bella Napoli's landing rendered for the stand-in diner (the sentinels in the holes). */
  async function dinerCache(): Promise<PageCache> {
    const cache = new PageCache(5_000)
    cache.write('diner:/bella-napoli', {
      body: await pageFor(sentinels.first, sentinels.email),
      contentType: 'text/html',
      nonce,
      sentinels,
    })
    return cache
  }

  it('fills each hole with the diner’s text escaped as React and Remix would have written it', async () => {
    const cache = await dinerCache()
    for (const [first, email] of [
      ['Ana', 'ana@prato.dev'],
      ['Zé "<b>&amp;</b>" O’Neil \\ </script>', 'x\u2028y&z@prato.dev'],
      ['Bruno', 'bruno@prato.dev'],
    ] as const) {
      const fresh = 'fresh+CCCCCCCCCCCCCCCCC=='
      const hit = cache.read('diner:/bella-napoli', fresh, { first, email })
      expect(hit?.body).toBe((await pageFor(first, email)).replaceAll(nonce, fresh))
    }
  })

  it('sends the same page gzip-encoded from parts compressed once, only the nonce and the holes per request', async () => {
    const cache = await dinerCache()
    for (const [first, email] of [
      ['Ana', 'ana@prato.dev'],
      ['Zé "<b>&amp;</b>" O’Neil \\ </script>', 'x\u2028y&z@prato.dev'],
    ] as const) {
      const fresh = 'fresh+DDDDDDDDDDDDDDDDD=='
      const plain = cache.read('diner:/bella-napoli', fresh, { first, email })
      const encoded = cache.read('diner:/bella-napoli', fresh, { first, email }, true)
      expect(encoded?.encoding).toBe('gzip')
      expect(gunzipSync(encoded?.body as Buffer).toString('utf8')).toBe(plain?.body)
    }
    // a page without holes (an anonymous visitor's) too
    cache.write('prato.local/bella-napoli', {
      body: `<script nonce="${nonce}">1</script>`,
      contentType: 'text/html',
      nonce,
    })
    const anonymous = cache.read('prato.local/bella-napoli', 'fresh+EEEEEEEEEEEEEEEEE==', {}, true)
    expect(gunzipSync(anonymous?.body as Buffer).toString('utf8')).toBe(
      '<script nonce="fresh+EEEEEEEEEEEEEEEEE==">1</script>',
    )
  })

  it('never serves a page with holes without a value for each of them', async () => {
    const cache = new PageCache(5_000)
    cache.write('k', {
      body: await pageFor(sentinels.first, sentinels.email),
      contentType: 'text/html',
      nonce,
      sentinels,
    })
    expect(cache.read('k', nonce)).toBeNull()
    expect(cache.read('k', nonce, { first: 'Ana' })).toBeNull()
  })

  it('refuses a page where a placeholder is anywhere it cannot be filled soundly', () => {
    const cache = new PageCache(5_000)
    const store = (body: string) => {
      cache.write('k', { body, contentType: 'text/html', nonce, sentinels })
      return cache.read('k', nonce, { first: 'Ana', email: 'a@b' })
    }
    const script = `<script nonce="${nonce}">x()</script>`
    // in another script (JSON-LD, an inline handler's code): other escaping
    expect(
      store(`${script}<script type="application/ld+json">"${sentinels.first}"</script>`),
    ).toBeNull()
    // a part of it (an initial, a cut name): the diner's own text could not be put there
    expect(store(`${script}<p>${sentinels.first.slice(0, 12)}</p>`)).toBeNull()
    expect(store(`${script}<p>${sentinels.first.toUpperCase()}</p>`)).toBeNull()
    expect(store(`${script}<p>${sentinels.first}</p>`)?.body).toBe(`${script}<p>Ana</p>`)
  })
})
