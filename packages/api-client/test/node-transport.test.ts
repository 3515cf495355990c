import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeTransport, DEFAULT_FREE_SOCKET_TIMEOUT_MS } from '../src/node-transport'
import { ApiResponse, type TransportInit } from '../src/transport'

// The servers' upstream transport (docs/decisions/0016, 0017): what the API client relies on, on node:http.

let server: Server
let base: string
const seen: { method?: string; headers?: IncomingMessage['headers']; body?: string }[] = []
const sockets = new Set<unknown>()

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ method: req.method, headers: req.headers, body })
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.pathname === '/json') {
    res.writeHead(200, { 'content-type': 'application/json' })
    return res.end(JSON.stringify({ ok: true, echo: body }))
  }
  if (url.pathname === '/gzip') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
    return res.end(gzipSync(JSON.stringify({ compressed: 'sim' })))
  }
  if (url.pathname === '/empty') {
    res.writeHead(204)
    return res.end()
  }
  if (url.pathname === '/moved') {
    res.writeHead(302, { location: '/json' })
    return res.end()
  }
  if (url.pathname === '/cookies') {
    res.setHeader('set-cookie', ['a=1', 'b=2'])
    res.writeHead(200)
    return res.end('ok')
  }
  if (url.pathname === '/hang') return // never answers
  res.writeHead(500, { 'content-type': 'application/json' })
  res.end('{"errors":["falhou"]}')
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => route(req, res, body))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** An init as the API client hands it (method, headers, body, signal, no redirects). */
const init = (extra: Partial<TransportInit> = {}): TransportInit => ({
  method: 'GET',
  headers: new Headers(),
  body: undefined,
  signal: new AbortController().signal,
  redirect: 'manual',
  ...extra,
})

describe('createNodeTransport', () => {
  const transport = createNodeTransport()

  it('sends the method, headers and a text body, and answers with status, headers and body', async () => {
    const response = await transport(
      `${base}/json`,
      init({
        method: 'POST',
        headers: new Headers({ 'content-type': 'application/json', empresaId: '7' }),
        body: '{"x":1}',
      }),
    )
    expect(response).toBeInstanceOf(ApiResponse)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.url).toBe(`${base}/json`)
    expect(JSON.parse(await response.text())).toEqual({ ok: true, echo: '{"x":1}' })
    const sent = seen.at(-1)!
    expect(sent.method).toBe('POST')
    expect(sent.headers?.empresaid).toBe('7')
    expect(sent.headers?.['content-length']).toBe('7')
  })

  it('sends bytes as they are (an encoded multipart upload)', async () => {
    const bytes = new TextEncoder().encode('dados')
    const response = await transport(
      `${base}/json`,
      init({ method: 'PUT', body: bytes, headers: new Headers({ 'x-a': 'b' }) }),
    )
    expect(JSON.parse(await response.text())).toEqual({ ok: true, echo: 'dados' })
    expect(seen.at(-1)?.headers?.['x-a']).toBe('b')
    expect(seen.at(-1)?.headers?.['content-length']).toBe('5')
  })

  it('decodes a compressed answer, as fetch does', async () => {
    const response = await transport(`${base}/gzip`, init())
    expect(seen.at(-1)?.headers?.['accept-encoding']).toContain('gzip')
    expect(JSON.parse(await response.text())).toEqual({ compressed: 'sim' })
  })

  it('answers an error status as it is (the client decides), a 204 without a body', async () => {
    const failed = await transport(`${base}/nope`, init())
    expect(failed.status).toBe(500)
    expect(await failed.text()).toBe('{"errors":["falhou"]}')
    const empty = await transport(`${base}/empty`, init())
    expect(empty.status).toBe(204)
    expect((await empty.arrayBuffer()).byteLength).toBe(0)
  })

  it('does not follow a redirect (the API client asks `redirect: manual`)', async () => {
    const response = await transport(`${base}/moved`, init())
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/json')
  })

  it('keeps every Set-Cookie header', async () => {
    const response = await transport(`${base}/cookies`, init())
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  it('is cut off by its signal, rejecting with the signal’s reason, and refuses an aborted signal at once', async () => {
    const controller = new AbortController()
    const call = transport(`${base}/hang`, init({ signal: controller.signal }))
    const reason = new DOMException('no answer', 'TimeoutError')
    setTimeout(() => controller.abort(reason), 50)
    await expect(call).rejects.toBe(reason)
    await expect(transport(`${base}/json`, init({ signal: AbortSignal.abort() }))).rejects.toThrow()
  })

  it('rejects when nothing listens (a network error, never a hang)', async () => {
    await expect(transport('http://127.0.0.1:1/json', init())).rejects.toThrow()
  })

  it('reuses its keep-alive connections', async () => {
    const before = sockets.size
    for (let i = 0; i < 5; i++) await (await transport(`${base}/json`, init())).text()
    expect(sockets.size - before).toBeLessThanOrEqual(1)
  })
})

describe('keep-alive against an API that closes its idle sockets (issue 24 §5)', () => {
  /**
   * A server that answers the first request of each connection and drops the connection, unanswered, when a
   * second one arrives on it: what a client meets when the API closed an idle socket just as a call went out.
   */
  async function closingServer() {
    const requests: { method: string | undefined; socket: number }[] = []
    const sockets = new Map<unknown, number>()
    const served = new Map<unknown, number>()
    const closed: number[] = []
    const server = createServer((req, res) => {
      const socket = sockets.get(req.socket)!
      requests.push({ method: req.method, socket })
      const count = (served.get(req.socket) ?? 0) + 1
      served.set(req.socket, count)
      if (count > 1) return req.socket.destroy()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    server.keepAliveTimeout = 60_000
    server.on('connection', (socket) => {
      const id = sockets.size + 1
      sockets.set(socket, id)
      socket.on('close', () => closed.push(id))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/json`
    const stop = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    return { url, requests, closed, stop }
  }

  it('sends a GET once more, on a new socket, when the reused one was reset', async () => {
    const api = await closingServer()
    try {
      const transport = createNodeTransport()
      expect(await (await transport(api.url, init())).text()).toBe('{"ok":true}')
      const again = await transport(api.url, init())
      expect(again.status).toBe(200)
      expect(api.requests).toEqual([
        { method: 'GET', socket: 1 },
        { method: 'GET', socket: 1 },
        { method: 'GET', socket: 2 },
      ])
    } finally {
      await api.stop()
    }
  })

  it('never sends a POST twice: the reset is the caller’s to judge (the order may exist)', async () => {
    const api = await closingServer()
    try {
      const transport = createNodeTransport()
      await (await transport(api.url, init({ method: 'POST', body: '{}' }))).text()
      await expect(transport(api.url, init({ method: 'POST', body: '{}' }))).rejects.toMatchObject({
        code: 'ECONNRESET',
      })
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2)
    } finally {
      await api.stop()
    }
  })

  it('retries once only: a second reset is an error', async () => {
    const api = await closingServer()
    try {
      const transport = createNodeTransport()
      // two sockets, each served once and now idle: the call and its retry both meet a reused, dropped socket
      await Promise.all([transport(api.url, init()), transport(api.url, init())])
      await expect(transport(api.url, init())).rejects.toMatchObject({ code: 'ECONNRESET' })
      expect(api.requests).toHaveLength(4)
    } finally {
      await api.stop()
    }
  })

  it('closes its idle sockets before the API would (freeSocketTimeoutMs), so none is reused stale', async () => {
    const api = await closingServer()
    try {
      const transport = createNodeTransport({ freeSocketTimeoutMs: 50 })
      await (await transport(api.url, init())).text()
      await new Promise((resolve) => setTimeout(resolve, 200))
      // the client closed socket 1 long before the server's 60 s; the next call opens socket 2 at once
      expect(api.closed).toEqual([1])
      await (await transport(api.url, init())).text()
      expect(api.requests.map((r) => r.socket)).toEqual([1, 2])
      expect(DEFAULT_FREE_SOCKET_TIMEOUT_MS).toBeLessThan(5_000)
    } finally {
      await api.stop()
    }
  })
})
