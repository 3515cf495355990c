import { describe, expect, it } from 'vitest'
import {
  continueFrom,
  dialogHref,
  loginLocation,
  nextLocation,
  pageHref,
  safeRedirectTo,
  withoutDialog,
} from './routing'

const origin = 'https://loja.prato.dev'

describe('safeRedirectTo', () => {
  it('DESIGN §6 "A redirect target from a query string is accepted only if same-origin"', () => {
    expect(safeRedirectTo('/bella-napoli/carrinho?x=1', origin)).toBe('/bella-napoli/carrinho?x=1')
    expect(safeRedirectTo('https://evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('//evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('/\\evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('javascript:alert(1)', origin)).toBeNull()
    expect(safeRedirectTo('', origin)).toBeNull()
    expect(safeRedirectTo(null, origin)).toBeNull()
  })
})

describe('dialog links', () => {
  it('opens a dialog on the same page, keeping its other parameters', () => {
    expect(dialogHref('/t/delivery?categoria=2', 'login')).toBe(
      '/t/delivery?categoria=2&dialog=login',
    )
    expect(dialogHref('/t?dialog=login&redirectTo=%2Ft%2Fx', 'cadastro')).toBe('/t?dialog=cadastro')
  })

  it('closing removes every dialog parameter and nothing else', () => {
    expect(withoutDialog('/t/delivery?categoria=2&dialog=endereco&logradouro=Rua&cep=1')).toBe(
      '/t/delivery?categoria=2',
    )
  })

  it('the full page of a dialog carries where to come back', () => {
    expect(pageHref('t', 'login', undefined, '/t/carrinho')).toBe(
      '/t/conta/entrar?redirectTo=%2Ft%2Fcarrinho',
    )
    expect(pageHref('t', 'endereco', { cep: '74015010', vazio: '' })).toBe(
      '/t/enderecos/novo?cep=74015010',
    )
  })

  it('an anonymous visitor of a logged-in-only page goes to the login dialog with a redirectTo', () => {
    expect(loginLocation('t', new Request('https://x/t/enderecos?a=1'))).toBe(
      '/t?dialog=login&redirectTo=%2Ft%2Fenderecos%3Fa%3D1',
    )
  })
})

describe('nextLocation', () => {
  const request = new Request(`${origin}/t/conta/cadastro`, { method: 'POST' })
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.set(k, v)
    return data
  }

  it('from a dialog, the next step opens as the next dialog on the same page (000 §4 registration → SMS)', () => {
    const from = continueFrom(form({ redirectTo: '/t/delivery', via: 'dialog' }), request, 't')
    expect(nextLocation(from, { dialog: 'sms' })).toBe('/t/delivery?dialog=sms')
    expect(nextLocation(from)).toBe('/t/delivery')
    // back to a dialog the login was opened for
    const back = continueFrom(form({ redirectTo: '/t?dialog=perfil', via: 'dialog' }), request, 't')
    expect(nextLocation(back)).toBe('/t?dialog=perfil')
  })

  it('from a full page, the next step is the next page', () => {
    const from = continueFrom(form({ redirectTo: '/t/carrinho' }), request, 't')
    expect(nextLocation(from, { dialog: 'sms' })).toBe('/t/conta/sms?redirectTo=%2Ft%2Fcarrinho')
    expect(nextLocation(from)).toBe('/t/carrinho')
  })

  it('an off-site redirectTo is ignored: the diner lands on the tenant page', () => {
    const from = continueFrom(form({ redirectTo: 'https://evil.example/' }), request, 't')
    expect(nextLocation(from)).toBe('/t')
  })
})
