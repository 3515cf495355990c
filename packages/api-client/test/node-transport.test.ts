import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeFetch } from '../src/node-transport'

// The servers' upstream fetch (docs/decisions/0016): what the API client relies on from fetch, on node:http.

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

describe('createNodeFetch', () => {
  const nodeFetch = createNodeFetch()

  it('sends the method, headers and a text body, and answers a Response with status, headers and body', async () => {
    const response = await nodeFetch(`${base}/json`, {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json', empresaId: '7' }),
      body: '{"x":1}',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.url).toBe(`${base}/json`)
    expect(await response.json()).toEqual({ ok: true, echo: '{"x":1}' })
    const sent = seen.at(-1)!
    expect(sent.method).toBe('POST')
    expect(sent.headers?.empresaid).toBe('7')
    expect(sent.headers?.['content-length']).toBe('7')
  })

  it('takes a Request, and bytes as a body (a multipart upload stays bytes)', async () => {
    const bytes = new TextEncoder().encode('dados')
    const response = await nodeFetch(
      new Request(`${base}/json`, { method: 'PUT', body: bytes, headers: { 'x-a': 'b' } }),
    )
    expect(await response.json()).toEqual({ ok: true, echo: 'dados' })
    expect(seen.at(-1)?.headers?.['x-a']).toBe('b')
    const view = await nodeFetch(`${base}/json`, { method: 'POST', body: bytes.buffer })
    expect(await view.json()).toEqual({ ok: true, echo: 'dados' })
  })

  it('decodes a compressed answer, as fetch does', async () => {
    const response = await nodeFetch(`${base}/gzip`)
    expect(seen.at(-1)?.headers?.['accept-encoding']).toContain('gzip')
    expect(await response.json()).toEqual({ compressed: 'sim' })
  })

  it('answers an error status as a Response (the client decides), a 204 without a body', async () => {
    const failed = await nodeFetch(`${base}/nope`)
    expect(failed.status).toBe(500)
    expect(await failed.text()).toBe('{"errors":["falhou"]}')
    const empty = await nodeFetch(`${base}/empty`)
    expect(empty.status).toBe(204)
    expect(empty.body).toBeNull()
  })

  it('does not follow a redirect (the API client asks `redirect: manual`)', async () => {
    const response = await nodeFetch(`${base}/moved`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/json')
  })

  it('keeps every Set-Cookie header', async () => {
    const response = await nodeFetch(`${base}/cookies`)
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  it('is cut off by its signal, rejecting with the signal’s reason, and refuses an aborted signal at once', async () => {
    const controller = new AbortController()
    const call = nodeFetch(`${base}/hang`, { signal: controller.signal })
    const reason = new DOMException('no answer', 'TimeoutError')
    setTimeout(() => controller.abort(reason), 50)
    await expect(call).rejects.toBe(reason)
    await expect(nodeFetch(`${base}/json`, { signal: AbortSignal.abort() })).rejects.toThrow()
  })

  it('rejects when nothing listens (a network error, never a hang)', async () => {
    await expect(nodeFetch('http://127.0.0.1:1/json')).rejects.toThrow()
  })

  it('reuses its keep-alive connections', async () => {
    const before = sockets.size
    for (let i = 0; i < 5; i++) await (await nodeFetch(`${base}/json`)).text()
    expect(sockets.size - before).toBeLessThanOrEqual(1)
  })
})
