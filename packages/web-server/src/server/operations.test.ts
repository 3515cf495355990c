import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rawRequest } from '../testing/http'
import { createAppServer } from './app-server'
import { upstreamReachable, withOperations, type ReadinessCheck } from './operations'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function listen(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** An app server whose app answers every request it gets with a redirect (as a tenant route would). */
async function appServer(readiness: readonly ReadinessCheck[], lifecycle = { draining: false }) {
  const handler = vi.fn(async () => new Response(null, { status: 302, headers: { Location: '/' } }))
  const listener = createAppServer({
    name: 'test',
    clientDir: mkdtempSync(path.join(tmpdir(), 'operations-')),
    handler,
    publicOrigin: 'http://localhost:3000',
    behindProxy: false,
    https: false,
    securityPolicy: { inlineStyles: 'attributes' },
    readiness,
  })
  // the same routes, with a lifecycle the test controls
  const base = await listen(withOperations(listener, readiness, lifecycle))
  return { base, handler }
}

const ok: ReadinessCheck = { name: 'api', check: async () => {} }

describe("operators' routes (issue 24 item 6)", () => {
  it('GET /healthz answers 200 without reaching the app or any check, never cached', async () => {
    const check = vi.fn(async () => {})
    const { base, handler } = await appServer([{ name: 'api', check }])
    const answer = await rawRequest(`${base}/healthz`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(handler).not.toHaveBeenCalled()
    expect(check).not.toHaveBeenCalled()
  })

  it('GET /readyz answers 200 when every check passes, and 503 naming the failed one otherwise', async () => {
    const store: ReadinessCheck = {
      name: 'store',
      check: async () => {
        throw new Error('connection is closed')
      },
    }
    const ready = await appServer([ok])
    expect((await rawRequest(`${ready.base}/readyz`)).status).toBe(200)

    const { base, handler } = await appServer([ok, store])
    const answer = await rawRequest(`${base}/readyz?probe=1`)
    expect(answer.status).toBe(503)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(answer.body)).toEqual({
      status: 'unavailable',
      failed: { store: 'connection is closed' },
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('a check that does not answer within the timeout fails', async () => {
    const hanging: ReadinessCheck = {
      name: 'api',
      check: (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    }
    const { base } = await appServer([hanging])
    const answer = await rawRequest(`${base}/readyz`)
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.body).failed.api).toMatch(/no answer within/)
  })

  it('while draining, /readyz answers 503 and every answer closes its connection', async () => {
    const { base } = await appServer([ok], { draining: true })
    const ready = await rawRequest(`${base}/readyz`)
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' })
    expect(ready.headers.connection).toBe('close')
    expect((await rawRequest(`${base}/healthz`)).status).toBe(200)
    expect((await rawRequest(`${base}/bella-napoli`)).headers.connection).toBe('close')
  })

  it('other methods and paths go on to the app', async () => {
    const { base, handler } = await appServer([ok])
    expect((await rawRequest(`${base}/healthzz`)).status).toBe(302)
    expect((await rawRequest(`${base}/readyz/x`)).status).toBe(302)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('HEAD answers the status without a body', async () => {
    const { base } = await appServer([ok])
    const answer = await rawRequest(`${base}/healthz`, { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('')
  })
})

describe('upstreamReachable', () => {
  it('passes on any answer below 500 (a 404 proves the API is up), fails on 5xx and on a refused connection', async () => {
    let status = 404
    const api = await listen((_req, res) => res.writeHead(status).end())
    const check = upstreamReachable('api', api)
    await expect(check.check(AbortSignal.timeout(2000))).resolves.toBeUndefined()
    status = 502
    await expect(check.check(AbortSignal.timeout(2000))).rejects.toThrow('answered 502')
    servers.pop()?.close()
    await new Promise((r) => setTimeout(r, 50))
    const refused = await check.check(AbortSignal.timeout(2000)).catch((error: Error) => error)
    expect((refused as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED')
  })
})
