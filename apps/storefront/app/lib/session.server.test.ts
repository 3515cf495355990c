import { describe, expect, it } from 'vitest'
import { createCart, type Cart } from '@prato/domain'
import {
  cartItemCount,
  clearSession,
  createStorefrontSessionStorage,
  getCart,
  getOfflineCustomer,
  getUserToken,
  isLoggedIn,
  isPhoneConfirmed,
  login,
  logout,
  needsPhone,
  sessionCookieName,
  setCart,
  setCompany,
  setOfflineCustomer,
  userFromUserInfo,
  type SessionUser,
  type StorefrontSession,
} from './session.server'
import { MemoryStore } from './store.server'

const secret = 'test-secret-test-secret-test-secret'
const ana: SessionUser = {
  id: '1',
  sub: '1',
  nome: 'Ana Souza',
  email: 'ana@prato.dev',
  telefone: '5562999990000',
  phoneConfirmed: 'true',
}

function cart(createdAt: number, quantidades: number[]): Cart {
  return {
    ...createCart(createdAt),
    items: quantidades.map((quantidade, i) => ({
      uuid: `u${i}`,
      produtoId: i,
      nomeCompleto: 'Pizza',
      pdvId: 3,
      precoCentavos: 1000,
      valorUnitario: 1000,
      quantidade,
      variacoesUsadas: [],
      valorTotal: 1000 * quantidade,
    })),
    origem: 'delivery',
  }
}

async function freshSession(store = new MemoryStore()) {
  const storage = createStorefrontSessionStorage({ store, secret, secure: false })
  return { storage, store, session: (await storage.getSession(null)) as StorefrontSession }
}

describe('session storage (DESIGN §6: the cookie holds only a random session id)', () => {
  it('keeps the data on the server and only a signed id in the cookie', async () => {
    const { storage, session } = await freshSession()
    login(session, { access_token: 'secret-token', expires_in: 3600 }, ana)
    const cookie = await storage.commitSession(session)
    expect(cookie).toMatch(/^prato_sid=/)
    expect(cookie).not.toContain('secret-token')
    expect(cookie).not.toContain('Ana')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const again = (await storage.getSession(cookie.split(';')[0])) as StorefrontSession
    expect(again.get('user')?.nome).toBe('Ana Souza')
  })

  it('ignores a cookie whose signature does not match', async () => {
    const { storage, session } = await freshSession()
    login(session, { access_token: 't' }, ana)
    const cookie = (await storage.commitSession(session)).split(';')[0] ?? ''
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const read = (await storage.getSession(forged)) as StorefrontSession
    expect(isLoggedIn(read)).toBe(false)
  })

  it('uses the __Host- prefix and Secure when served over https', async () => {
    expect(sessionCookieName(true)).toBe('__Host-prato_sid')
    const storage = createStorefrontSessionStorage({
      store: new MemoryStore(),
      secret,
      secure: true,
    })
    const session = await storage.getSession(null)
    session.set('user', ana)
    const cookie = await storage.commitSession(session)
    expect(cookie).toMatch(/^__Host-prato_sid=/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/Path=\//)
  })
})

describe('session rules (000 §4)', () => {
  it('"A user counts as logged in when stored user data exists."', async () => {
    const { session } = await freshSession()
    expect(isLoggedIn(session)).toBe(false)
    login(session, { access_token: 't' }, ana)
    expect(isLoggedIn(session)).toBe(true)
    logout(session)
    expect(isLoggedIn(session)).toBe(false)
  })

  it('"The phone counts as confirmed when phone-confirmed is \'true\', or when there is no user."', async () => {
    const { session } = await freshSession()
    expect(isPhoneConfirmed(session)).toBe(true)
    login(session, { access_token: 't' }, { ...ana, phoneConfirmed: 'false' })
    expect(isPhoneConfirmed(session)).toBe(false)
    login(session, { access_token: 't' }, ana)
    expect(isPhoneConfirmed(session)).toBe(true)
  })

  it('"If a logged-in user has no phone, the phone dialog opens."', async () => {
    const { session } = await freshSession()
    expect(needsPhone(session)).toBe(false)
    login(session, { access_token: 't' }, { ...ana, telefone: null })
    expect(needsPhone(session)).toBe(true)
  })

  it('does not use an expired user token', async () => {
    const { session } = await freshSession()
    const now = Date.now()
    login(session, { accessToken: 'old', expiresAt: now - 1 }, ana)
    expect(getUserToken(session, now)).toBeNull()
    login(session, { accessToken: 'fresh', expiresAt: now + 60_000 }, ana)
    expect(getUserToken(session, now)).toBe('fresh')
  })

  it('maps the user-info claims (000 §3 "Logged-in user")', () => {
    const user = userFromUserInfo({
      sub: 'abc',
      id: '7',
      name: 'Ana Souza',
      email: 'ana@prato.dev',
      sex: 'f',
      image: null,
      phone: '5562999990000',
      pessoaglobalid: '42',
      dateofbirth: '1990-05-01',
      'phone-confirmed': 'true',
    })
    expect(user).toMatchObject({
      id: '7',
      sub: 'abc',
      nome: 'Ana Souza',
      sexo: 'f',
      telefone: '5562999990000',
      pessoaId: 42,
      dataNascimento: '1990-05-01',
      phoneConfirmed: 'true',
    })
  })

  it('clearing the session (configuration error) removes the user and company but keeps the carts', async () => {
    const { session } = await freshSession()
    login(session, { access_token: 't' }, ana)
    setCompany(session, {
      chave: 'k',
      empresaGlobalId: 1,
      tenant: 'bella-napoli',
      empresaBaseId: 1,
      empresaId: 1,
      grupoEmpresaId: 1,
    })
    setCart(session, 'bella-napoli', cart(Date.now(), [1]))
    clearSession(session)
    expect(isLoggedIn(session)).toBe(false)
    expect(session.get('company')).toBeUndefined()
    expect(getCart(session, 'bella-napoli')).not.toBeNull()
  })
})

describe('carts (000 §4 "On load, a cart older than 1 hour is cleared"; "The cart storage key is separate per tenant")', () => {
  it('keeps one cart per tenant and counts its items for the badge', async () => {
    const { session } = await freshSession()
    const now = Date.now()
    setCart(session, 'bella-napoli', cart(now, [2, 1]))
    setCart(session, 'sushi-kento', cart(now, [5]))
    expect(cartItemCount(getCart(session, 'bella-napoli', now))).toBe(3)
    expect(cartItemCount(getCart(session, 'sushi-kento', now))).toBe(5)
    expect(getCart(session, 'cafe-girassol', now)).toBeNull()
  })

  it('clears a cart older than one hour when it is read', async () => {
    const { session } = await freshSession()
    const created = Date.now()
    setCart(session, 'bella-napoli', cart(created, [1]))
    expect(getCart(session, 'bella-napoli', created + 60 * 60 * 1000)).not.toBeNull()
    expect(getCart(session, 'bella-napoli', created + 60 * 60 * 1000 + 1)).toBeNull()
    expect(session.get('carts')).toEqual({})
  })
})

describe('offline customer ("Offline-order cookies last 7 days")', () => {
  it('keeps idPedidoOff/chavePedidoOff for seven days', async () => {
    const { session } = await freshSession()
    const now = Date.now()
    setOfflineCustomer(session, { idPedidoOff: '9', chavePedidoOff: 'abc' }, now)
    expect(getOfflineCustomer(session, now + 7 * 24 * 3600 * 1000 - 1)).toMatchObject({
      idPedidoOff: '9',
    })
    expect(getOfflineCustomer(session, now + 7 * 24 * 3600 * 1000)).toBeNull()
  })
})
