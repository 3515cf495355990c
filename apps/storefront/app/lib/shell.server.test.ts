import { describe, expect, it } from 'vitest'
import { createSession } from '@remix-run/node'
import type { StorefrontSession } from '#app/lib/session.server'
import { login, setOfflineCustomer } from '#app/lib/session.server'
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

describe('shell data (000 §2 top menu and cart link)', () => {
  it('shows the entries the flags allow, each linking to its screen', () => {
    const data = shellData(session(), bella)
    expect(data.topMenu.map((e) => [e.label, e.href])).toEqual([
      ['Delivery', '/bella-napoli/delivery'],
      ['Menu', '/bella-napoli/menu'],
      ['Eventos', '/bella-napoli/eventos'],
      ['Reservas', '/bella-napoli/minhas-reservas'],
    ])
  })

  it('"Cart link: shown for a logged-in user"', () => {
    const s = session()
    expect(shellData(s, bella).cart).toBeNull()
    login(
      s,
      { access_token: 't' },
      { id: '1', sub: '1', nome: 'Ana Souza', email: 'ana@prato.dev' },
    )
    expect(shellData(s, bella).cart).toEqual({ href: '/bella-napoli/carrinho', count: 0 })
  })

  it('"also shown to an anonymous user holding both cookies idPedidoOff and chavePedidoOff while wgPedidoDeliveryOFF is enabled"', () => {
    const s = session()
    setOfflineCustomer(s, { idPedidoOff: '9', chavePedidoOff: 'k' })
    expect(shellData(s, bella).cart).not.toBeNull()
  })

  it('greets the logged-in user by first name and asks for the phone when missing', () => {
    const s = session()
    login(
      s,
      { access_token: 't' },
      { id: '1', sub: '1', nome: 'Ana Souza', email: 'ana@prato.dev', telefone: null },
    )
    expect(shellData(s, bella).user).toMatchObject({ firstName: 'Ana', needsPhone: true })
  })
})
