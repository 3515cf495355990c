import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chunkedPhoto, rawRequest } from '../testing/http'
import { CLIENT_IP_HEADER } from './rate-limit'
import { createAppServer, type AppServerOptions } from './app-server'
import { leanLoader, type LeanRequest } from './lean-routes'
import type { ServerLoadContext } from './load-context'
import { compressPart, gzipOf } from './gzip-parts'
import type { SharedPageCache } from './page-handler'
import { requestUrl } from './request-url'
import type { LeanAnswer } from './response'
import type { ManifestRoute, RouteManifest } from './route-table'

/** A build's routes: the tenant layout and its personal account pages (`handle.personal`), and `extra`. */
const routesWith = (...extra: ManifestRoute[]): RouteManifest =>
  Object.fromEntries(
    [
      { id: 'root', path: '', module: {} },
      { id: 'routes/$tenant', parentId: 'root', path: ':tenant', module: {} },
      {
        id: 'routes/$tenant.conta',
        parentId: 'routes/$tenant',
        path: 'conta',
        module: { handle: { personal: true } },
      },
      {
        id: 'routes/$tenant.conta.perfil',
        parentId: 'routes/$tenant.conta',
        path: 'perfil',
        module: { handle: { personal: true, uploadBytes: 5 * 1024 * 1024 } },
      },
      ...extra,
    ].map((route) => [route.id, route]),
  )

const texts = {
  400: { title: 'Envio inválido', message: 'Não entendemos o envio.' },
  413: { title: 'Envio grande demais', message: 'O envio passou do tamanho permitido.' },
  415: { title: 'Envio inválido', message: 'Não entendemos o envio.' },
}

type Seen = {
  url: string
  method: string
  headers: Headers
  body: string
  context: ServerLoadContext
}

/** Starts a server whose "app" echoes what it received, and returns its base URL. */
async function start(extra: Partial<AppServerOptions> = {}) {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'web-server-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc.js'), 'console.log(1)')
  const seen: Seen[] = []
  const handler = vi.fn(async (request: Request, context: ServerLoadContext) => {
    const body = request.body ? await request.text() : ''
    seen.push({ url: request.url, method: request.method, headers: request.headers, body, context })
    if (new URL(request.url).pathname === '/session')
      return new Response('<p>oi</p>', { headers: { 'Set-Cookie': 'sid=1' } })
    if (new URL(request.url).pathname === '/t/conta/json')
      return new Response('{}', { headers: { 'Cache-Control': 'no-store' } })
    if (context.page) context.page.shareable = true
    return new Response(
      `<script nonce="${context.cspNonce}"></script><p>${new URL(request.url).href}</p>`,
      {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      },
    )
  })
  const server = http.createServer(
    createAppServer({
      name: 'test',
      clientDir,
      handler,
      publicOrigin: 'http://localhost:3000',
      behindProxy: false,
      https: false,
      securityPolicy: { inlineStyles: 'attributes' },
      texts,
      routes: routesWith(),
      logError: () => {},
      ...extra,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, seen, handler, server }
}

const send = (
  base: string,
  { path, ...options }: { path: string } & Parameters<typeof rawRequest>[1],
) => rawRequest(`${base}${path}`, options)

const own = { Origin: 'http://localhost:3000' }
const form = { ...own, 'Content-Type': 'application/x-www-form-urlencoded' }

let app: Awaited<ReturnType<typeof start>>
beforeAll(async () => {
  app = await start()
})
afterAll(() => {
  app.server.close()
})

describe('the request URL and the Origin check use the public origin, never the Host header (issue 11 item 12)', () => {
  it('a forged Host does not reach the app', async () => {
    const answer = await send(app.base, {
      path: '/bella-napoli?x=1',
      headers: { Host: 'evil.example' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('http://localhost:3000/bella-napoli?x=1')
    expect(answer.body).not.toContain('evil.example')
  })

  it('a POST from the forged host is refused; one from the public origin passes', async () => {
    const forged = await send(app.base, {
      method: 'POST',
      path: '/x',
      headers: {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1',
    })
    expect(forged.status).toBe(403)
    const ok = await send(app.base, {
      method: 'POST',
      path: '/x',
      headers: { Host: 'evil.example', ...form },
      body: 'a=1',
    })
    expect(ok.status).toBe(200)
    expect(app.seen.at(-1)?.body).toBe('a=1')
  })

  it('a path that looks like another host stays a path on our origin', () => {
    expect(requestUrl('//evil.example/x', 'http://localhost:3000')?.href).toBe(
      'http://localhost:3000//evil.example/x',
    )
    expect(requestUrl('http://evil.example/y?z', 'http://localhost:3000')?.href).toBe(
      'http://localhost:3000/y?z',
    )
    expect(requestUrl('*', 'http://localhost:3000')).toBeNull()
  })
})

describe('the client address (issue 11 item 12)', () => {
  it('X-Forwarded-For is ignored unless the app sits behind a proxy, and a client cannot set the header itself', async () => {
    await send(app.base, {
      path: '/a',
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Prato-Client-Ip': '7.7.7.7' },
    })
    const seen = app.seen.at(-1)
    expect(seen?.context.clientIp).toBe('127.0.0.1')
    expect(seen?.headers.get('x-prato-client-ip')).toBe('127.0.0.1')

    const proxied = await start({ behindProxy: true })
    await send(proxied.base, { path: '/a', headers: { 'X-Forwarded-For': '6.6.6.6' } })
    expect(proxied.seen.at(-1)?.context.clientIp).toBe('6.6.6.6')
    proxied.server.close()
  })
})

describe('request bodies (issue 11 items 7 and 8)', () => {
  it('a 1 MB form is refused with 413 and a Portuguese page, before the app sees it', async () => {
    const before = app.handler.mock.calls.length
    const answer = await send(app.base, {
      method: 'POST',
      path: '/bella-napoli/enderecos',
      headers: form,
      body: `rua=${'a'.repeat(1024 * 1024)}`,
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('<html lang="pt-BR">')
    expect(answer.body).toContain(texts[413].message)
    expect(app.handler.mock.calls.length).toBe(before)
  })

  it('a form within 64 KB passes whole', async () => {
    const answer = await send(app.base, {
      method: 'POST',
      path: '/f',
      headers: form,
      body: `rua=${'a'.repeat(60_000)}`,
    })
    expect(answer.status).toBe(200)
    expect(app.seen.at(-1)?.body.length).toBe(60_004)
  })

  it('a chunked 30 MB upload without Content-Length is counted on the stream: 413, and the memory stays bounded', async () => {
    global.gc?.()
    const rss = process.memoryUsage().rss
    const answer = await send(app.base, {
      method: 'POST',
      path: '/bella-napoli/conta/perfil',
      headers: {
        ...own,
        'Content-Type': 'multipart/form-data; boundary=XyZ',
        'Transfer-Encoding': 'chunked',
      },
      body: chunkedPhoto(30, 'XyZ'),
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain(texts[413].title)
    // the limit is 5 MB: holding the whole 30 MB would show; a small margin is allowed for the runtime
    expect(process.memoryUsage().rss - rss).toBeLessThan(20 * 1024 * 1024)
    // and the server still answers
    expect((await send(app.base, { path: '/ok' })).status).toBe(200)
  })

  it('an upload within the photo limit passes on its path, and the same size elsewhere is refused', async () => {
    const boundary = 'b0'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(1024 * 1024, 1),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nAna\r\n--${boundary}--\r\n`,
      ),
    ])
    const headers = { ...own, 'Content-Type': `multipart/form-data; boundary=${boundary}` }
    expect(
      (
        await send(app.base, {
          method: 'POST',
          path: '/bella-napoli/conta/perfil.data',
          headers,
          body,
        })
      ).status,
    ).toBe(200)
    expect(
      (await send(app.base, { method: 'POST', path: '/bella-napoli/conta/senha', headers, body }))
        .status,
    ).toBe(413)
  })

  it.each([
    ['JSON', { 'Content-Type': 'application/json' }, '{"a":1}', 415],
    ['text/plain', { 'Content-Type': 'text/plain' }, 'a=1', 415],
    ['no body', {}, undefined, 415],
    [
      'truncated multipart',
      { 'Content-Type': 'multipart/form-data; boundary=zz' },
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc',
      400,
    ],
    ['multipart without a boundary', { 'Content-Type': 'multipart/form-data' }, 'abc', 400],
    [
      'a __proto__ key',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      '__proto__[admin]=1&nome=x',
      400,
    ],
    [
      'a constructor.prototype path',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'a.constructor.prototype.x=1',
      400,
    ],
  ] as const)('%s answers %i, never reaching the app', async (_name, headers, body, status) => {
    const before = app.handler.mock.calls.length
    const answer = await send(app.base, {
      method: 'POST',
      path: '/bella-napoli/conta/entrar',
      headers: { ...own, ...headers },
      ...(body ? { body } : {}),
    })
    expect(answer.status).toBe(status)
    expect(answer.body).toContain('lang="pt-BR"')
    expect(app.handler.mock.calls.length).toBe(before)
  })
})

describe('headers (issue 11 item 11)', () => {
  it('every page carries the CSP with a fresh nonce; /assets carry nosniff and are immutable', async () => {
    const page = await send(app.base, { path: '/p' })
    expect(page.headers['content-security-policy']).toContain(
      `'nonce-${app.seen.at(-1)?.context.cspNonce}'`,
    )
    const asset = await send(app.base, { path: '/assets/entry-abc.js' })
    expect(asset.status).toBe(200)
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('private, no-store for a request with a cookie, an answer that sets one, and the personal paths', async () => {
    expect((await send(app.base, { path: '/p' })).headers['cache-control']).toBeUndefined()
    expect(
      (await send(app.base, { path: '/p', headers: { Cookie: 'sid=1' } })).headers['cache-control'],
    ).toBe('private, no-store')
    expect((await send(app.base, { path: '/session' })).headers['cache-control']).toBe(
      'private, no-store',
    )
    expect((await send(app.base, { path: '/t/conta/perfil' })).headers['cache-control']).toBe(
      'private, no-store',
    )
    expect((await send(app.base, { path: '/t/conta/perfil.data' })).headers['cache-control']).toBe(
      'private, no-store',
    )
    expect(
      (await send(app.base, { path: '/t/conta/json', headers: { Cookie: 'sid=1' } })).headers[
        'cache-control'
      ],
    ).toBe('no-store')
  })

  it('a malformed path is a bare 400, no stack trace', async () => {
    const answer = await send(app.base, { path: '/assets/%E0%A4%A' })
    expect(answer.status).toBe(400)
    expect(answer.body).not.toMatch(/at .*\.js/)
  })
})

describe('the page cache', () => {
  it('answers cookie-less GETs from the cache with a fresh nonce, and never a request with a cookie', async () => {
    const pages = new Map<string, { parts: string[]; contentType: string }>()
    const cache: SharedPageCache = {
      key: (r) => (r.method === 'GET' && !r.hasCookies && r.search === '' ? r.path : null),
      read: (key, nonce) => {
        const page = pages.get(key)
        return page ? { body: page.parts.join(nonce), contentType: page.contentType } : null
      },
      write: (key, page) =>
        pages.set(key, { parts: page.body.split(page.nonce), contentType: page.contentType }),
    }
    const cached = await start({ pageCache: cache })
    const first = await send(cached.base, { path: '/landing' })
    const second = await send(cached.base, { path: '/landing' })
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['MISS', 'HIT'])
    expect(cached.handler).toHaveBeenCalledTimes(1)
    const nonce = /nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]
    expect(second.body).toContain(`nonce="${nonce}"`)
    const withCookie = await send(cached.base, { path: '/landing', headers: { Cookie: 'a=1' } })
    expect(withCookie.headers['x-page-cache']).toBeUndefined()
    expect(cached.handler).toHaveBeenCalledTimes(2)
    cached.server.close()
  })
})

describe('a cached page leaves gzip-encoded from parts compressed once (decision 0039)', () => {
  it('to a client that accepts gzip, as the cache made it (not compressed again); to another, as text', async () => {
    const parts = ['<html><script nonce="', '">1</script>' + '<p>Pizza</p>'.repeat(500) + '</html>']
    const cache: SharedPageCache = {
      key: (r) => (r.hasCookies ? null : r.path),
      read: (_key, nonce, _values, gzip) =>
        gzip
          ? {
              body: gzipOf([compressPart(parts[0] ?? ''), nonce, compressPart(parts[1] ?? '')]),
              contentType: 'text/html',
              encoding: 'gzip',
            }
          : { body: parts.join(nonce), contentType: 'text/html' },
      write: () => undefined,
    }
    const cached = await start({ pageCache: cache })
    const encoded = await send(cached.base, {
      path: '/landing',
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(encoded.headers['content-encoding']).toBe('gzip')
    expect(encoded.headers.vary).toMatch(/Accept-Encoding/i)
    const nonce = /nonce-([^']+)'/.exec(String(encoded.headers['content-security-policy']))?.[1]
    expect(gunzipSync(encoded.bytes).toString('utf8')).toBe(parts.join(nonce))
    const plain = await send(cached.base, {
      path: '/landing',
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<p>Pizza</p>')
    expect(cached.handler).not.toHaveBeenCalled()
    cached.server.close()
  })
})

describe('the page cache for logged-in diners: one shared render, the diner’s values in its holes (decision 0039)', () => {
  const shared = { handle: { sharedWithAnonymousVisitors: true } }
  const routes = routesWith(
    { id: 'routes/$tenant._index', parentId: 'routes/$tenant', index: true, module: shared },
    { id: 'routes/$tenant.delivery', parentId: 'routes/$tenant', path: 'delivery', module: shared },
  )
  /** A cache whose diners are named by their cookie, with one hole for the name. */
  function dinerCache() {
    const pages = new Map<string, string>()
    const asked: string[] = []
    const cache: SharedPageCache = {
      key: () => null,
      read: (key, nonce, values) => {
        const page = pages.get(key)
        return page && values?.name
          ? {
              body: page.replaceAll('NONCE', nonce).replaceAll('HOLE', values.name),
              contentType: 'text/html',
            }
          : null
      },
      write: (key, page) => {
        if (page.sentinels?.name)
          pages.set(
            key,
            page.body.replaceAll(page.nonce, 'NONCE').replaceAll(page.sentinels.name, 'HOLE'),
          )
      },
      diner: async ({ path, params, cookie }) => {
        asked.push(`${path} (${params.tenant})`)
        return {
          key: `diner:${path}`,
          values: { name: cookie.replace('sid=', '') },
          sentinels: { name: 'zzPLACEHOLDERzz' },
          placeholder: { standIn: true },
        }
      },
    }
    return { cache, asked }
  }
  /** The app: renders the stand-in's placeholder when given one; the delivery page reads something personal. */
  const handler = vi.fn(async (request: Request, context: ServerLoadContext) => {
    const standIn = context.page?.placeholder !== undefined
    if (context.page) context.page.shareable = true
    if (standIn && new URL(request.url).pathname === '/t/delivery') context.page!.personal = true
    return new Response(
      `<script nonce="${context.cspNonce}"></script><p>Olá, ${standIn ? 'zzPLACEHOLDERzz' : 'usual'}</p>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    )
  })

  it('renders a shared page once for the stand-in, then answers each diner with their own name', async () => {
    const { cache, asked } = dinerCache()
    handler.mockClear()
    const app = await start({ pageCache: cache, routes, handler })
    const ana = await send(app.base, { path: '/t', headers: { Cookie: 'sid=Ana' } })
    const bruno = await send(app.base, { path: '/t', headers: { Cookie: 'sid=Bruno' } })
    expect([ana.headers['x-page-cache'], bruno.headers['x-page-cache']]).toEqual(['MISS', 'HIT'])
    expect(ana.body).toContain('<p>Olá, Ana</p>')
    expect(bruno.body).toContain('<p>Olá, Bruno</p>')
    expect(bruno.body).not.toContain('Ana')
    expect(bruno.headers['cache-control']).toBe('private, no-store')
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[1].page?.placeholder).toEqual({ standIn: true })
    // a page whose route is not shared is never asked about
    await send(app.base, { path: '/t/conta/perfil', headers: { Cookie: 'sid=Ana' } })
    // each asked with the tenant the route table matched in the path
    expect(asked).toEqual(['/t (t)', '/t (t)'])
    app.server.close()
  })

  it('a shared render that read something personal is thrown away: the diner gets the usual render, and for a while no second try', async () => {
    const { cache } = dinerCache()
    handler.mockClear()
    const app = await start({ pageCache: cache, routes, handler })
    const first = await send(app.base, { path: '/t/delivery', headers: { Cookie: 'sid=Ana' } })
    expect(first.body).toContain('<p>Olá, usual</p>')
    expect(first.body).not.toContain('zzPLACEHOLDERzz')
    expect(first.headers['x-page-cache']).toBeUndefined()
    expect(handler).toHaveBeenCalledTimes(2)
    const again = await send(app.base, { path: '/t/delivery', headers: { Cookie: 'sid=Ana' } })
    expect(again.body).toContain('<p>Olá, usual</p>')
    expect(handler).toHaveBeenCalledTimes(3)
    app.server.close()
  })
})

describe('lean routes: answered ahead of Express and the app (docs/decisions/0017)', () => {
  const leanSeen: Array<{ request: LeanRequest; context: ServerLoadContext; id: string }> = []
  const route: ManifestRoute = {
    id: 'routes/$tenant.pedido.$id.status',
    parentId: 'routes/$tenant',
    path: 'pedido/:id/status',
    module: {
      loader: leanLoader<ServerLoadContext>(
        async (request, context, params): Promise<LeanAnswer> => {
          const id = params.id ?? ''
          leanSeen.push({ request, context, id })
          if (id === 'quebra') throw new Error('secret stack detail')
          if (id === 'cookie')
            return {
              status: 302,
              headers: { location: '/t', 'set-cookie': ['a=1', 'b=2'] },
              body: '',
            }
          if (id === 'Cookie')
            return { status: 302, headers: { Location: '/t', 'Set-Cookie': 'c=3' }, body: '' }
          if (id === 'ip')
            return { status: 200, headers: {}, body: request.headers.get(CLIENT_IP_HEADER) ?? '' }
          return {
            status: 200,
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
            body: JSON.stringify({ id, cookie: request.headers.get('Cookie') }),
          }
        },
      ),
    },
  }
  let lean: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    lean = await start({ routes: routesWith(route) })
  })
  afterAll(() => {
    lean.server.close()
  })

  it('answers a matching GET itself: data headers (no nonce), the body whole, never compressed', async () => {
    const answer = await send(lean.base, {
      path: '/t/pedido/7/status?x=1',
      headers: { 'Accept-Encoding': 'gzip, br', Host: 'evil.example' },
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ id: '7', cookie: null })
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'none'; frame-ancestors 'none'`,
    )
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)))
    // a cookie-less answer on a public path is left alone
    expect(answer.headers['cache-control']).toBeUndefined()
    expect(lean.handler).not.toHaveBeenCalled()
    const seen = leanSeen.at(-1)!
    // the request URL is on the public origin, whatever the Host header says
    expect(seen.request.url).toBe('http://localhost:3000/t/pedido/7/status?x=1')
    expect(seen.request.method).toBe('GET')
    expect(seen.context.cspNonce).toBe('')
    expect(seen.context.requestId).toMatch(/^[0-9a-f]{16}$/)
    expect(seen.context.clientIp).toMatch(/127\.0\.0\.1/)
  })

  it('a diner’s answer (a cookie, or one that sets a cookie) is private, no-store; every Set-Cookie is kept', async () => {
    const withCookie = await send(lean.base, {
      path: '/t/pedido/8/status',
      headers: { Cookie: 'sid=abc' },
    })
    expect(JSON.parse(withCookie.body)).toEqual({ id: '8', cookie: 'sid=abc' })
    expect(withCookie.headers['cache-control']).toBe('private, no-store')
    const setting = await send(lean.base, { path: '/t/pedido/cookie/status' })
    expect(setting.status).toBe(302)
    expect(setting.headers.location).toBe('/t')
    expect(setting.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(setting.headers['cache-control']).toBe('private, no-store')
    // whatever the case the handler wrote the header's name in
    const capitalised = await send(lean.base, { path: '/t/pedido/Cookie/status' })
    expect(capitalised.headers['set-cookie']).toEqual(['c=3'])
    expect(capitalised.headers['cache-control']).toBe('private, no-store')
  })

  it('the rate limiters’ client-address header is the server’s, never the one the client sent', async () => {
    const answer = await send(lean.base, {
      path: '/t/pedido/ip/status',
      headers: { [CLIENT_IP_HEADER]: '203.0.113.66' },
    })
    expect(answer.body).not.toBe('203.0.113.66')
    expect(answer.body).toMatch(/127\.0\.0\.1/)
  })

  it('HEAD gets the headers without the body', async () => {
    const answer = await send(lean.base, { method: 'HEAD', path: '/t/pedido/9/status' })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('')
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0)
  })

  it('what a lean route leaves (another method, another path, a param that is not percent-encoding) goes on to the app as usual', async () => {
    const calls = lean.handler.mock.calls.length
    const passed = await send(lean.base, { path: '/t/pedido/7/status/mais' })
    expect(passed.status).toBe(200)
    expect(passed.body).toContain('http://localhost:3000/t/pedido/7/status/mais')
    expect(String(passed.headers['content-security-policy'])).toContain("'nonce-")
    // (Express refuses that one before the app: a bare 400)
    expect((await send(lean.base, { path: '/t/pedido/%E0%A4%A/status' })).status).toBe(400)
    const posted = await send(lean.base, {
      method: 'POST',
      path: '/t/pedido/7/status',
      headers: form,
      body: 'a=1',
    })
    expect(posted.status).toBe(200)
    expect(lean.handler.mock.calls.length).toBe(calls + 2)
    expect(leanSeen.map((seen) => seen.id)).not.toContain('%E0%A4%A')
  })

  it('a route that throws is a bare 500, logged, never a stack trace', async () => {
    const logError = vi.fn()
    const failing = await start({ routes: routesWith(route), logError })
    const answer = await send(failing.base, { path: '/t/pedido/quebra/status' })
    expect(answer.status).toBe(500)
    expect(answer.body).toBe('Error')
    expect(logError).toHaveBeenCalledWith('test: server error', {
      error: 'Error: secret stack detail',
    })
    failing.server.close()
  })

  it('behind a proxy the client is the last X-Forwarded-For hop, as Express says', async () => {
    const proxied = await start({ routes: routesWith(route), behindProxy: true })
    await send(proxied.base, {
      path: '/t/pedido/10/status',
      headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' },
    })
    expect(leanSeen.at(-1)?.context.clientIp).toBe('198.51.100.7')
    proxied.server.close()
  })
})
