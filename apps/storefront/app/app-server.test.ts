import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { securityHeaders } from '@prato/web-server/server'
import { describe, expect, it } from 'vitest'
import { PERSONAL_PAGES, PROFILE_UPLOAD, storefrontSecurityPolicy } from './app-server'
import { MAX_PHOTO_BYTES } from './features/account/account.server'
import { parseEnv } from './lib/env.server'

const env = (vars: Record<string, string> = {}) =>
  parseEnv(vars, mkdtempSync(path.join(tmpdir(), 'prato-server-')))

describe("the storefront's server options (the rules themselves are @prato/web-server's)", () => {
  it('the CSP allows the sandbox images over http, inline <style> and the map: its style host and blob workers', () => {
    const csp = securityHeaders(
      storefrontSecurityPolicy(env({ MAP_STYLE_URL: 'https://tiles.example/style.json' })),
      'n',
      { https: false },
    )['Content-Security-Policy']
    expect(csp).toContain('http://localhost:4010')
    expect(csp).toContain(`style-src 'self' 'unsafe-inline'`)
    expect(csp).toContain(`connect-src 'self' https://tiles.example`)
    expect(csp).toContain(`worker-src 'self' blob:`)
  })

  it('the profile route (page and .data) takes the photo limit; other account routes do not', () => {
    expect(PROFILE_UPLOAD.bytes).toBeGreaterThan(MAX_PHOTO_BYTES)
    expect(PROFILE_UPLOAD.path.test('/bella-napoli/conta/perfil')).toBe(true)
    expect(PROFILE_UPLOAD.path.test('/bella-napoli/conta/perfil.data')).toBe(true)
    expect(PROFILE_UPLOAD.path.test('/bella-napoli/conta/entrar')).toBe(false)
  })

  it('the personal pages are the account, address and card pages, .data included; the landing is not', () => {
    for (const p of [
      '/bella-napoli/conta/perfil',
      '/bella-napoli/conta/perfil.data',
      '/bella-napoli/enderecos',
      '/bella-napoli/enderecos.data',
      '/bella-napoli/enderecos/novo',
      '/bella-napoli/cartoes/novo',
      '/bella-napoli/cartoes/novo.data',
      '/bella-napoli/carrinho',
      '/bella-napoli/carrinho.data',
      '/bella-napoli/carrinho-delivery',
      '/bella-napoli/pagamento-dinheiro',
      '/bella-napoli/acompanhamento/9001',
      '/bella-napoli/pagamento-pix/9001',
      '/bella-napoli/cancelar-pedido',
      '/bella-napoli/avaliar-pedido',
    ])
      expect(PERSONAL_PAGES.test(p), p).toBe(true)
    for (const p of [
      '/bella-napoli',
      '/bella-napoli.data',
      '/bella-napoli/enderecosx',
      '/bella-napoli/delivery',
      '/',
    ])
      expect(PERSONAL_PAGES.test(p), p).toBe(false)
  })

  it('FORM_BODY_LIMIT_BYTES defaults to 64 KB and can be set', () => {
    expect(env().FORM_BODY_LIMIT_BYTES).toBe(64 * 1024)
    expect(env({ FORM_BODY_LIMIT_BYTES: '2048' }).FORM_BODY_LIMIT_BYTES).toBe(2048)
  })
})
