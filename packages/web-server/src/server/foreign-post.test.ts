import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { outroEnderecoTexto, outroEnderecoTitulo } from '@prato/domain/messages'
import { decode } from 'turbo-stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawRequest } from '../testing/http'
import { createAppServer } from './app-server'
import { addressWarnings, publicHostHeaders } from './origin'

const PUBLIC = 'http://localhost:3000'
const warnings = vi.fn()
const seen: Request[] = []
let base = ''
let server: http.Server

beforeAll(async () => {
  const start = (behindProxy: boolean) =>
    createAppServer({
      name: 'test',
      clientDir: mkdtempSync(path.join(tmpdir(), 'foreign-post-')),
      handler: async (request) => {
        seen.push(request)
        return new Response('ok')
      },
      publicOrigin: PUBLIC,
      behindProxy,
      https: false,
      securityPolicy: { inlineStyles: 'attributes' },
      logWarning: warnings,
    })
  server = http.createServer(start(false))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const post = (pathname: string, headers: Record<string, string>) =>
  rawRequest(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: 'email=ana%40prato.dev',
  })

describe('a post from another address than PUBLIC_ORIGIN (issue 24 item 7)', () => {
  it('answers 403 with a Portuguese page that names the configured origin, and warns once to set PUBLIC_ORIGIN', async () => {
    warnings.mockClear()
    for (let i = 0; i < 2; i++) {
      const answer = await post('/bella-napoli/conta/entrar', { Origin: 'http://127.0.0.1:3000' })
      expect(answer.status).toBe(403)
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.body).toContain(`<title>${outroEnderecoTitulo}</title>`)
      expect(answer.body).toContain(outroEnderecoTexto(PUBLIC))
    }
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(warnings.mock.calls[0]?.[0]).toContain('set PUBLIC_ORIGIN=http://127.0.0.1:3000')
    expect(seen).toHaveLength(0)
  })

  it("a fetcher's post (Remix's single fetch, `.data`) gets the refusal as the form reply's alert", async () => {
    const answer = await rawRequest(`${base}/bella-napoli/conta/entrar.data`, {
      method: 'POST',
      headers: {
        Origin: 'http://192.168.0.7:3000',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'x=1',
    })
    expect(answer.status).toBe(403)
    const decoded = await decode(new Response(answer.body).body as ReadableStream<Uint8Array>)
    expect(decoded.value).toEqual({
      data: { alert: { tone: 'danger', message: outroEnderecoTexto(PUBLIC) } },
    })
  })
})

describe("the request handed to the app carries the public origin's host (Remix compares it with the Origin)", () => {
  it('a rewritten Host (a proxy) and a client-sent X-Forwarded-Host are replaced', async () => {
    seen.length = 0
    const answer = await post('/bella-napoli/conta/entrar', {
      Origin: PUBLIC,
      Host: 'storefront:8080',
      'X-Forwarded-Host': 'evil.example',
    })
    expect(answer.status).toBe(200)
    expect(seen[0]?.headers.get('host')).toBe('localhost:3000')
    expect(seen[0]?.headers.get('x-forwarded-host')).toBeNull()
  })
})

describe('publicHostHeaders', () => {
  const headers = (init: Record<string, string>) => new Headers(init)

  it('behind a trusted proxy keeps an X-Forwarded-Host that names the public host, and sets aside another', () => {
    const same = headers({ host: 'app:3000', 'x-forwarded-host': 'loja.example' })
    expect(publicHostHeaders(same, 'https://loja.example', true)).toBeUndefined()
    expect(same.get('x-forwarded-host')).toBe('loja.example')
    expect(same.get('host')).toBe('loja.example')

    const other = headers({ 'x-forwarded-host': 'interno.example, loja.example' })
    expect(publicHostHeaders(other, 'https://loja.example', true)).toBe('interno.example')
    expect(other.get('x-forwarded-host')).toBeNull()
  })

  it('without a trusted proxy drops any X-Forwarded-Host (a client wrote it) without a warning', () => {
    const forged = headers({ 'x-forwarded-host': 'loja.example' })
    expect(publicHostHeaders(forged, 'http://localhost:3000', false)).toBeUndefined()
    expect(forged.get('x-forwarded-host')).toBeNull()
    expect(forged.get('host')).toBe('localhost:3000')
  })
})

describe('addressWarnings', () => {
  it('warns once per address, and stops after the limit', () => {
    const warn = vi.fn()
    const warnAddress = addressWarnings(PUBLIC, warn, 2)
    warnAddress('origin', 'http://a')
    warnAddress('origin', 'http://a')
    warnAddress('x-forwarded-host', 'b.example')
    warnAddress('origin', 'http://c')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[1]?.[0]).toContain('X-Forwarded-Host b.example')
  })
})
