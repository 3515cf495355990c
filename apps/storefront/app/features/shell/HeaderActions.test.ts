import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { PROFILE_ENTRIES } from '#app/components/screens'
import { PROFILE_LABELS, profileMenuItems } from './HeaderActions'

const base = {
  availableDialogs: [] as string[],
  logoutAction: '/bella-napoli/sair',
  pathname: '/bella-napoli/menu',
  search: '?categoria=2',
  hrefFor: (path: string) => `/bella-napoli/${path}`,
}

describe('the profile menu (000 §2 "My Profile, Change phone, Payment methods, Addresses, My Orders - Delivery, My Orders - Menu, and Sair")', () => {
  it('every entry has its text from the catalogue', () => {
    for (const entry of PROFILE_ENTRIES)
      expect(PROFILE_LABELS[entry.labelKey]).toBe(messages[entry.labelKey])
  })

  it('lists the screens and the dialogs that may be linked to, in order, and always ends with Sair posting to the logout action', () => {
    const screens = [
      {
        type: 'link',
        label: messages.menuFormasPagamento,
        href: '/bella-napoli/minhas-formas-pagamento',
      },
      {
        type: 'link',
        label: messages.menuMeusPedidosDelivery,
        href: '/bella-napoli/historico-pedidos',
      },
      {
        type: 'link',
        label: messages.menuMeusPedidosMenu,
        href: '/bella-napoli/historico-pedidos-menu',
      },
    ]
    const sair = [
      { type: 'separator' },
      { type: 'submit', label: messages.sair, action: '/bella-napoli/sair' },
    ]
    expect(profileMenuItems(base)).toEqual([...screens, ...sair])
    const items = profileMenuItems({ ...base, availableDialogs: ['perfil', 'enderecos'] })
    expect(items).toEqual([
      // a dialog entry keeps the page the diner is on
      {
        type: 'link',
        label: messages.menuMeuPerfil,
        href: '/bella-napoli/menu?categoria=2&dialog=perfil',
      },
      screens[0],
      {
        type: 'link',
        label: messages.menuEnderecos,
        href: '/bella-napoli/menu?categoria=2&dialog=enderecos',
      },
      screens[1],
      screens[2],
      ...sair,
    ])
  })

  it('by default links every dialog the routes declare that a logged-in diner may open', () => {
    const { availableDialogs: _, ...all } = base
    expect(profileMenuItems(all).map((item) => ('label' in item ? item.label : item.type))).toEqual(
      [
        messages.menuMeuPerfil,
        messages.menuTrocarTelefone,
        messages.menuFormasPagamento,
        messages.menuEnderecos,
        messages.menuMeusPedidosDelivery,
        messages.menuMeusPedidosMenu,
        'separator',
        messages.sair,
      ],
    )
  })
})
