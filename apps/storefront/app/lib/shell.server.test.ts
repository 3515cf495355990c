import { describe, expect, it } from 'vitest'
import { createSession } from '@remix-run/node'
import type { StorefrontSession } from '#app/lib/session.server'
import { login, setOfflineCustomer } from '#app/lib/session.server'
import { hasTenantRoute } from './routes-available.server'
import { shellData } from './shell.server'
import { toTenantView } from '#app/lib/tenant.server'
import { bellaNapoliInformacao, bellaNapoliPermalink } from '#app/test/upstream'

const session = () => createSession({}, 'id') as StorefrontSession
const bella = toTenantView(
  'bella-napoli',
  '/bella-napoli',
  bellaNapoliPermalink,
  {
    ...bellaNapoliInformacao,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: true,
    flgReservaEventoAtivo: true,
    flgStatusReservaMesaAtiva: 'A',
    flgMenuPedidoSimplesOk: false,
    wgPedidoDeliveryOFF: true,
  },
  [],
)

describe('routes-available ("their links appear only when their route exists")', () => {
  const files = [
    '../routes/$tenant.tsx',
    '../routes/$tenant.delivery.tsx',
    '../routes/$tenant.menu.$guiaId.tsx',
    '../routes/$tenant.carrinho/route.tsx',
  ]
  it('finds flat and folder routes by their first segment', () => {
    expect(hasTenantRoute('delivery', files)).toBe(true)
    expect(hasTenantRoute('carrinho', files)).toBe(true)
    expect(hasTenantRoute('eventos', files)).toBe(false)
  })
  it('does not count a parameterised child as the parent screen', () => {
    expect(hasTenantRoute('menu', files)).toBe(false)
    expect(hasTenantRoute('menu/12', files)).toBe(true)
  })
  it('counts an optional segment as answering both paths', () => {
    const optional = ['../routes/$tenant.menu.($guiaId).tsx']
    expect(hasTenantRoute('menu', optional)).toBe(true)
    expect(hasTenantRoute('menu/12', optional)).toBe(true)
  })
})

describe('shell data (000 §2 top menu and cart link)', () => {
  it('shows the entries the flags allow, only for screens that exist', () => {
    const data = shellData(session(), bella, ['delivery', 'eventos'])
    expect(data.topMenu.map((e) => [e.label, e.href])).toEqual([
      ['Delivery', '/bella-napoli/delivery'],
      ['Eventos', '/bella-napoli/eventos'],
    ])
  })

  it('shows no entry at all when no screen exists yet', () => {
    expect(shellData(session(), bella, []).topMenu).toEqual([])
  })

  it('"Cart link: shown for a logged-in user" (with the cart screen built)', () => {
    const s = session()
    expect(shellData(s, bella, ['carrinho']).cart).toBeNull()
    login(
      s,
      { access_token: 't' },
      { id: '1', sub: '1', nome: 'Ana Souza', email: 'ana@prato.dev' },
    )
    expect(shellData(s, bella, ['carrinho']).cart).toEqual({
      href: '/bella-napoli/carrinho',
      count: 0,
    })
    expect(shellData(s, bella, []).cart).toBeNull()
  })

  it('"also shown to an anonymous user holding both cookies idPedidoOff and chavePedidoOff while wgPedidoDeliveryOFF is enabled"', () => {
    const s = session()
    setOfflineCustomer(s, { idPedidoOff: '9', chavePedidoOff: 'k' })
    expect(shellData(s, bella, ['carrinho']).cart).not.toBeNull()
  })

  it('greets the logged-in user by first name and asks for the phone when missing', () => {
    const s = session()
    login(
      s,
      { access_token: 't' },
      { id: '1', sub: '1', nome: 'Ana Souza', email: 'ana@prato.dev', telefone: null },
    )
    expect(shellData(s, bella, []).user).toMatchObject({ firstName: 'Ana', needsPhone: true })
  })
})
