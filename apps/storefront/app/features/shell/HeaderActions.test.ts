import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { PROFILE_ENTRIES } from '#app/components/screens'
import { PROFILE_LABELS, profileMenuItems } from './HeaderActions'

const base = {
  availablePaths: [] as string[],
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

  it('lists only the entries whose dialog or screen exists, and always ends with Sair posting to the logout action', () => {
    expect(profileMenuItems(base)).toEqual([
      { type: 'separator' },
      { type: 'submit', label: messages.sair, action: '/bella-napoli/sair' },
    ])
    const items = profileMenuItems({
      ...base,
      availableDialogs: ['perfil'],
      availablePaths: ['historico-pedidos'],
    })
    expect(items).toEqual([
      // a dialog entry keeps the page the diner is on
      {
        type: 'link',
        label: messages.menuMeuPerfil,
        href: '/bella-napoli/menu?categoria=2&dialog=perfil',
      },
      {
        type: 'link',
        label: messages.menuMeusPedidosDelivery,
        href: '/bella-napoli/historico-pedidos',
      },
      { type: 'separator' },
      { type: 'submit', label: messages.sair, action: '/bella-napoli/sair' },
    ])
  })
})
