import type { EntryContext } from '@remix-run/node'
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
