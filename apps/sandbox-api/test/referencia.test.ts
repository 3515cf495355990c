import { createRequire } from 'node:module'
import { afterAll, describe, expect, it } from 'vitest'
import { novoSandbox } from './helpers'

const cliente = novoSandbox()
afterAll(() => cliente.sandbox.close())
const contrato = createRequire(import.meta.url)('@prato/api-client/openapi.json') as {
  openapi: string
  paths: Record<string, unknown>
}

describe('the contract and its reference page (issue 24 item 6)', () => {
  it('/openapi.json answers the contract as JSON', async () => {
    const r = await cliente.call<typeof contrato>('GET', '/openapi.json', { token: null })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toMatch(/^application\/json/)
    expect(r.body.openapi).toMatch(/^3\./)
    expect(Object.keys(r.body.paths)).toEqual(Object.keys(contrato.paths))
  })

  it('/docs is Swagger UI on /openapi.json, with its script and style served by the sandbox (no CDN)', async () => {
    const page = await cliente.call('GET', '/docs', { token: null })
    expect(page.status).toBe(200)
    const assets = [...page.text.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(assets).toEqual([
      '/docs/assets/swagger-ui-dist/swagger-ui.css',
      '/docs/assets/swagger-ui-dist/swagger-ui-bundle.js',
    ])
    expect(page.text).toContain("url: '/openapi.json'")
    for (const asset of assets) {
      const r = await cliente.call('GET', asset, { token: null })
      expect(r.status, asset).toBe(200)
      expect(r.text.length, asset).toBeGreaterThan(10_000)
    }
    expect(
      (await cliente.call('GET', '/docs/assets/swagger-ui-dist/x.js', { token: null })).status,
    ).toBe(404)
  })
})
