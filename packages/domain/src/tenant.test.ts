import { describe, expect, it } from 'vitest'
import { DEFAULT_TENANT } from './constants'
import {
  TENANT_SLUG_PATTERN,
  chooseLayout,
  hasOfflineCookies,
  isCartLinkVisible,
  isLoggedIn,
  isOfflineSessionActive,
  isShopOpen,
  isPhoneConfirmed,
  isTableReservationActive,
  isValidTenantSlug,
  landingButtons,
  loginPromptActions,
  needsPhoneDialog,
  onlyDeliveryPoints,
  pdvIdForPath,
  requiresLoginToAdd,
  safeExternalUrl,
  safeRedirectPath,
  tenantPath,
  topMenuEntries,
  usesGenericLayout,
} from './tenant'

describe('tenant slug', () => {
  it.each(['bella-napoli', 'a', 'x1', 'prato', '0'])('accepts %j', (slug) => {
    expect(isValidTenantSlug(slug)).toBe(true)
  })
  it.each(['', '-a', 'a-', 'Bella', 'a_b', 'a/b', '../etc', 'a'.repeat(65), 'a b', 42, null])(
    'rejects %j',
    (slug) => {
      expect(isValidTenantSlug(slug)).toBe(false)
    },
  )
  it('allows 64 characters', () => {
    expect(TENANT_SLUG_PATTERN.test('a'.repeat(64))).toBe(true)
  })
})

describe('"The default tenant slug (also used when the slug is empty or equals the word for a shopping-centre prefix) gets a generic layout" (000 §1)', () => {
  it.each([
    [DEFAULT_TENANT, true],
    ['', true],
    [null, true],
    ['shopping', true],
    ['bella-napoli', false],
  ])('%j → %s', (slug, expected) => {
    expect(usesGenericLayout(slug)).toBe(expected)
  })

  it('"The root / is used when the tenant is the default one."', () => {
    expect(tenantPath('bella', 'carrinho')).toBe('/bella/carrinho')
    expect(tenantPath('bella', '/carrinho')).toBe('/bella/carrinho')
    expect(tenantPath('bella')).toBe('/bella')
    expect(tenantPath(DEFAULT_TENANT, 'carrinho')).toBe('/carrinho')
    expect(tenantPath('')).toBe('/')
  })
})

describe('"pdvId is 3 on the delivery path, otherwise 1" (000 §7)', () => {
  it.each([
    ['/bella/delivery', 3],
    ['/bella/cardapio?x=1', 3],
    ['/bella/menu/2', 1],
    ['/bella', 1],
    ['', 1],
  ])('%s → %d', (path, pdv) => {
    expect(pdvIdForPath(path)).toBe(pdv)
  })
})

describe('"an unknown layout falls back to a default layout" (000 §3)', () => {
  it('chooses by modeloLayoutId', () => {
    const layouts = { 1: 'classico', 2: 'moderno' }
    expect(chooseLayout(2, layouts, 'padrao')).toBe('moderno')
    expect(chooseLayout('1', layouts, 'padrao')).toBe('classico')
    expect(chooseLayout(9, layouts, 'padrao')).toBe('padrao')
    expect(chooseLayout(null, layouts, 'padrao')).toBe('padrao')
    expect(chooseLayout('toString', layouts, 'padrao')).toBe('padrao')
  })
})

describe('top menu visibility (000 §2)', () => {
  it('Delivery unless flgDeliveryIndisponivel; Menu, Eventos by flag; Reservas on A or P', () => {
    expect(topMenuEntries({}).map((e) => e.key)).toEqual(['delivery'])
    expect(
      topMenuEntries({
        flgDeliveryIndisponivel: true,
        flgMostraCardapioMenu: true,
        flgReservaEventoAtivo: true,
        flgStatusReservaMesaAtiva: 'P',
      }).map((e) => e.label),
    ).toEqual(['Menu', 'Eventos', 'Reservas'])
    expect(topMenuEntries({ flgStatusReservaMesaAtiva: 'A' }).map((e) => e.key)).toContain(
      'reservas',
    )
    expect(topMenuEntries({ flgStatusReservaMesaAtiva: 'I' }).map((e) => e.key)).not.toContain(
      'reservas',
    )
    expect(isTableReservationActive(null)).toBe(false)
  })

  it('cart link: logged in; or flgMenuPedidoSimplesOk; or anonymous with both cookies while wgPedidoDeliveryOFF', () => {
    const cookies = { idPedidoOff: '10', chavePedidoOff: 'abc' }
    expect(isCartLinkVisible({ loggedIn: true, flags: {} })).toBe(true)
    expect(isCartLinkVisible({ loggedIn: false, flags: { flgMenuPedidoSimplesOk: true } })).toBe(
      true,
    )
    expect(
      isCartLinkVisible({ loggedIn: false, flags: { wgPedidoDeliveryOFF: true }, cookies }),
    ).toBe(true)
    expect(
      isCartLinkVisible({ loggedIn: false, flags: { wgPedidoDeliveryOFF: false }, cookies }),
    ).toBe(false)
    expect(
      isCartLinkVisible({
        loggedIn: false,
        flags: { wgPedidoDeliveryOFF: true },
        cookies: { idPedidoOff: '10' },
      }),
    ).toBe(false)
    expect(isCartLinkVisible({ loggedIn: false, flags: {} })).toBe(false)
    expect(hasOfflineCookies(null)).toBe(false)
    expect(isOfflineSessionActive({ wgPedidoDeliveryOFF: true }, cookies)).toBe(true)
  })
})

describe('session (000 §4)', () => {
  it('"A user counts as logged in when stored user data exists."', () => {
    expect(isLoggedIn({ nome: 'Ana' })).toBe(true)
    expect(isLoggedIn(null)).toBe(false)
  })
  it('"The phone counts as confirmed when phone-confirmed is \'true\', or when there is no user."', () => {
    expect(isPhoneConfirmed(null)).toBe(true)
    expect(isPhoneConfirmed({ 'phone-confirmed': 'true' })).toBe(true)
    expect(isPhoneConfirmed({ 'phone-confirmed': 'false' })).toBe(false)
  })
  it('"If a logged-in user has no phone, the phone dialog opens."', () => {
    expect(needsPhoneDialog({ telefone: '' })).toBe(true)
    expect(needsPhoneDialog({ telefone: '5511987654321' })).toBe(false)
    expect(needsPhoneDialog(undefined)).toBe(false)
  })
})

describe('landing buttons by flag (001 §2)', () => {
  it('shows each button only when its flag says so, in order', () => {
    const buttons = landingButtons({
      flgWGAtivoMenuSeguranca: true,
      guias: [{ id: 7, nome: 'Almoço' }],
      flgMostraCardapioMenu: true,
      fidelidadeId: 3,
      flgPedidoPontoEntrega: true,
      flgStatusReservaMesaAtiva: 'A',
      urlMensagem: 'https://wa.me/5511987654321',
      wifiNome: 'Bella',
      wifiSenha: 'pizza123',
      urlAvaliacao: 'https://example.com/review',
      urlDownloadAndroid: 'https://play.google.com/x',
      urlDownloadIOS: 'https://apps.apple.com/x',
    })
    expect(buttons.map((b) => b.key)).toEqual([
      'guia-7',
      'completo',
      'delivery',
      'fidelidade',
      'pontoEntrega',
      'reserva',
      'mensagem',
      'wifi',
      'avaliacao',
      'android',
      'ios',
    ])
    expect(buttons[0]).toMatchObject({ path: 'menu/7', label: 'Almoço' })
    expect(buttons.map((b) => b.label)).toContain('Pedido - Ponto de Entrega')
  })

  it('hides guides without flgWGAtivoMenuSeguranca, Fidelidade at 0, WiFi without password, unsafe URLs', () => {
    const buttons = landingButtons({
      guias: [{ id: 7, nome: 'Almoço' }],
      flgDeliveryIndisponivel: true,
      fidelidadeId: 0,
      wifiNome: 'Bella',
      wifiSenha: ' ',
      urlMensagem: 'javascript:alert(1)',
      urlAvaliacao: 'not a url',
    })
    expect(buttons).toEqual([])
  })

  it('accepts only https (or http) URLs', () => {
    expect(safeExternalUrl('https://a.b/c')).toBe('https://a.b/c')
    expect(safeExternalUrl('http://localhost:4010/x')).toBe('http://localhost:4010/x')
    expect(safeExternalUrl('http://localhost:4010/x', [])).toBeNull()
    expect(safeExternalUrl('data:text/html,x')).toBeNull()
    expect(safeExternalUrl('')).toBeNull()
  })

  it('accepts a redirect only on the same origin', () => {
    expect(safeRedirectPath('/bella/carrinho?x=1#y', 'https://prato.app')).toBe(
      '/bella/carrinho?x=1#y',
    )
    expect(safeRedirectPath('https://evil.com/x', 'https://prato.app')).toBe('/')
    expect(safeRedirectPath('//evil.com', 'https://prato.app', '/home')).toBe('/home')
    expect(safeRedirectPath(null, 'https://prato.app')).toBe('/')
    expect(safeRedirectPath('/x', 'not an origin')).toBe('/')
  })
})

describe('login before adding (001 §5)', () => {
  it('"Not logged in: adding opens login ... unless offline delivery session is active or pedidoComandaDeslogado or direct ordering applies"', () => {
    const cookies = { idPedidoOff: '1', chavePedidoOff: 'k' }
    expect(requiresLoginToAdd({ loggedIn: true, mode: 'delivery', flags: {} })).toBe(false)
    expect(requiresLoginToAdd({ loggedIn: false, mode: 'delivery', flags: {} })).toBe(true)
    expect(
      requiresLoginToAdd({
        loggedIn: false,
        mode: 'delivery',
        flags: { wgPedidoDeliveryOFF: true },
        cookies,
      }),
    ).toBe(false)
    expect(requiresLoginToAdd({ loggedIn: false, mode: 'menu', flags: {} })).toBe(true)
    expect(
      requiresLoginToAdd({
        loggedIn: false,
        mode: 'menu',
        flags: { opcoesMenu: { pedidoComandaDeslogado: true } },
      }),
    ).toBe(false)
    expect(
      requiresLoginToAdd({
        loggedIn: false,
        mode: 'menu',
        flags: { opcoesMenu: { pedidoDiretoAtivo: true } },
      }),
    ).toBe(false)
  })

  it("buttons 'Fazer login' and 'Continuar sem cadastro' if offline is on, else 'Cancelar'", () => {
    expect(loginPromptActions({ wgPedidoDeliveryOFF: true })).toEqual({
      message: 'Você precisa fazer login antes de continuar.',
      actions: ['Fazer login', 'Continuar sem cadastro'],
    })
    expect(loginPromptActions({}).actions).toEqual(['Fazer login', 'Cancelar'])
  })

  it("'F' means delivery points only", () => {
    expect(
      onlyDeliveryPoints({ flgPedidoPontoEntrega: true, flgPedidoPontoEntregaConfig: 'F' }),
    ).toBe(true)
    expect(
      onlyDeliveryPoints({ flgPedidoPontoEntrega: true, flgPedidoPontoEntregaConfig: 'T' }),
    ).toBe(false)
  })
})

describe('shop open for a mode', () => {
  it('delivery reads abertoDelivery (else aberto); menu reads aberto', () => {
    expect(isShopOpen({ aberto: true, abertoDelivery: false }, 'delivery')).toBe(false)
    expect(isShopOpen({ aberto: true }, 'delivery')).toBe(true)
    expect(isShopOpen({ aberto: false, abertoDelivery: true }, 'menu')).toBe(false)
    expect(isShopOpen({}, 'menu')).toBe(false)
  })
})
