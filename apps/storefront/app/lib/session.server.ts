import { randomBytes } from 'node:crypto'
import {
  createCookie,
  createSessionStorage,
  type Session,
  type SessionStorage,
} from '@remix-run/node'
import {
  CART_TTL_MS,
  cartItemCount as countCartItems,
  isCartExpired,
  DEFAULT_HISTORY_LIMIT,
  OFFLINE_COOKIE_MS,
  type Cart,
  type DeliveryPoint,
  type EventDraft,
} from '@prato/domain'
import type { KeyValueStore } from './store.server'
import type { TableVisit } from './table-visit.server'

/** The logged-in user as stored (000 §3 "Logged-in user"). */
export type SessionUser = {
  id: string
  sub: string
  nome: string
  email: string
  telefone?: string | null
  cpf?: string | null
  sexo?: string | null
  imagemUrl?: string | null
  pessoaId?: number | null
  dataNascimento?: string | null
  usuarioAccid?: string | null
  /** 'true' when the phone was confirmed by SMS (the user-info claim `phone-confirmed`). */
  phoneConfirmed?: string | null
  endereco?: Record<string, unknown> | null
}

/** What /connect/token answers (OAuth 2 field names). */
export type TokenResponse = {
  access_token: string
  token_type?: string
  expires_in?: number
  refresh_token?: string
}

export type StoredToken = { accessToken: string; expiresAt: number | null }

/** 000 §3 "Stored company context". */
export type CompanyContext = {
  chave: string
  empresaGlobalId: number
  tenant: string
  empresaBaseId: number
  /** Not in the spec's list, but the contract's permalink answer carries both; sent as headers. */
  empresaId: number
  grupoEmpresaId: number
}

/** A cart as kept per tenant (000 §3 "Cart"); the items' shape belongs to the ordering screens. */
export type StoredCart = Cart

export type OfflineCustomer = {
  idPedidoOff: string
  chavePedidoOff: string
  expiresAt: number
  /**
   * The orders this offline customer placed from this browser, newest first: 001 §7 has no list call for them, so
   * the delivery history reads each through /v3/wg-pedido-off/{id}/detalhado.
   */
  pedidos?: number[]
}

export type SessionData = {
  auth?: StoredToken
  user?: SessionUser
  company?: CompanyContext
  carts?: Record<string, StoredCart>
  /** The delivery point chosen per tenant (001 §2 delivery-ponto-entrega); it stays until 'Mudar para delivery' or an order. */
  pontosEntrega?: Record<string, DeliveryPoint>
  offline?: OfflineCustomer
  /** The satisfaction survey being answered, per tenant (001 §4: one question at a time, answers kept until Salvar). */
  pesquisas?: Record<string, SurveyProgress>
  /** The tabs' partial PIX charges asked for in this session (002 §4), by payment id: only these are read back. */
  cobrancasConta?: Record<string, TabCharge>
  /**
   * The event-reservation draft per tenant (001 §3 "Event reservation draft (kept locally)"): kept on the server
   * so a reload, Voltar or a page without JavaScript loses nothing; cleared once reserved.
   */
  eventDrafts?: Record<string, EventDraft>
  /** The table reservation's three steps per tenant (002 §3 "Reservation draft"), between the steps' posts. */
  reservationDrafts?: Record<string, ReservationDraft>
  /** The table the diner is at, per tenant (table-visit.server.ts). */
  mesas?: Record<string, TableVisit>
}

/** The answers so far of one survey, by question id (the 'Qual ?' text only with the option that reveals it). */
export type SurveyProgress = {
  feedBackId: number
  respostas: Record<string, { opcaoId: number; respostaTexto: string | null }>
}

/** A partial PIX payment of a tab (002 §7 POST v1/pagamentos/saidas/{saidaId}), as the session keeps it. */
export type TabCharge = {
  tenant: string
  saidaId: number
  /** centavos */
  valor: number
  /** pix.qrCodeData: the API does not give it again. */
  qrCode: string
  expiresAt: number
}

/** The three steps' draft of a table reservation (002 §3 "Reservation draft"), kept in the session between the posts. */
export type ReservationDraft = {
  movimentoId: number | null
  /** HH:mm */
  horaPrevista: string
  qtdePessoas: number
  observacao: string
}

export type StorefrontSession = Session<SessionData, SessionData>

/** Sessions live 30 days from the last write; the tokens inside carry their own expiry. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export function sessionCookieName(secure: boolean): string {
  // `__Host-` requires Secure, Path=/ and no Domain: only possible when served over https.
  return secure ? '__Host-prato_sid' : 'prato_sid'
}

export function createStorefrontSessionStorage(options: {
  store: KeyValueStore
  secret: string
  secure: boolean
}): SessionStorage<SessionData, SessionData> {
  const { store } = options
  const cookie = createCookie(sessionCookieName(options.secure), {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secrets: [options.secret],
  })
  const key = (id: string) => `session:${id}`
  return createSessionStorage<SessionData, SessionData>({
    cookie,
    async createData(data) {
      const id = randomBytes(24).toString('base64url')
      await store.set(key(id), data, SESSION_TTL_MS)
      return id
    },
    async readData(id) {
      // ids are ours (base64url); anything else is a forged cookie that passed the signature only by a leaked secret
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null
      return (await store.get<Partial<SessionData>>(key(id))) ?? null
    },
    async updateData(id, data) {
      await store.set(key(id), data, SESSION_TTL_MS)
    },
    async deleteData(id) {
      await store.delete(key(id))
    },
  })
}

// ----- user -----

export function getUser(session: StorefrontSession): SessionUser | null {
  return session.get('user') ?? null
}

/** 000 §4: "A user counts as logged in when stored user data exists." */
export function isLoggedIn(session: StorefrontSession): boolean {
  return session.get('user') != null
}

/** 000 §4: "The phone counts as confirmed when phone-confirmed is 'true', or when there is no user." */
export function isPhoneConfirmed(session: StorefrontSession): boolean {
  const user = getUser(session)
  return !user || user.phoneConfirmed === 'true'
}

/** 000 §4: "If a logged-in user has no phone, the phone dialog opens." */
export function needsPhone(session: StorefrontSession): boolean {
  const user = getUser(session)
  return user != null && !user.telefone
}

/** The user token when logged in and not expired. */
export function getUserToken(session: StorefrontSession, now = Date.now()): string | null {
  const auth = session.get('auth')
  if (!auth || !session.get('user')) return null
  if (auth.expiresAt != null && auth.expiresAt <= now) return null
  return auth.accessToken
}

export function toStoredToken(tokens: TokenResponse, now = Date.now()): StoredToken {
  return {
    accessToken: tokens.access_token,
    // a minute early so a token is never used in its last seconds
    expiresAt: tokens.expires_in ? now + Math.max(0, tokens.expires_in - 60) * 1000 : null,
  }
}

/** The raw answer of POST /connect/userinfo (000 §7) mapped to the stored user (000 §3). */
export function userFromUserInfo(raw: Record<string, unknown>): SessionUser {
  const str = (v: unknown) => (v == null || v === '' ? null : String(v))
  const pessoa = raw.pessoaglobalid ?? raw.pessoaId
  const pessoaId = pessoa == null || pessoa === '' ? null : Number(pessoa)
  return {
    id: String(raw.id ?? raw.sub ?? ''),
    sub: String(raw.sub ?? raw.id ?? ''),
    nome: String(raw.name ?? raw.nome ?? ''),
    email: String(raw.email ?? ''),
    telefone: str(raw.phone ?? raw.telefone),
    cpf: str(raw.cpf),
    sexo: str(raw.sex ?? raw.sexo),
    imagemUrl: str(raw.image ?? raw.imagemUrl),
    pessoaId: Number.isFinite(pessoaId) ? pessoaId : null,
    dataNascimento: str(raw.dateofbirth ?? raw.dataNascimento),
    usuarioAccid: str(raw.usuarioAccid),
    phoneConfirmed: str(raw['phone-confirmed'] ?? raw.phoneConfirmed),
    endereco: (raw.endereco as Record<string, unknown> | undefined) ?? null,
  }
}

export function login(
  session: StorefrontSession,
  tokens: TokenResponse | StoredToken,
  user: SessionUser,
): void {
  session.set('auth', 'accessToken' in tokens ? tokens : toStoredToken(tokens))
  session.set('user', user)
}

/** Replaces the stored user after a profile or phone change (keeps the token). */
export function updateUser(session: StorefrontSession, patch: Partial<SessionUser>): void {
  const user = getUser(session)
  if (user) session.set('user', { ...user, ...patch })
}

/** Sair, or a 401: the user and the token go; carts and offline identity stay (the cart is never lost). */
export function logout(session: StorefrontSession): void {
  session.unset('auth')
  session.unset('user')
}

/** 000 §4 "A configuration load error clears the session": the identity and company context go, carts stay. */
export function clearSession(session: StorefrontSession): void {
  logout(session)
  session.unset('company')
}

// ----- company context -----

export function getCompany(session: StorefrontSession): CompanyContext | null {
  return session.get('company') ?? null
}

export function setCompany(session: StorefrontSession, company: CompanyContext): void {
  const current = session.get('company')
  if (
    current &&
    current.tenant === company.tenant &&
    current.chave === company.chave &&
    current.empresaGlobalId === company.empresaGlobalId &&
    current.empresaBaseId === company.empresaBaseId &&
    current.empresaId === company.empresaId &&
    current.grupoEmpresaId === company.grupoEmpresaId
  )
    return
  session.set('company', company)
}

// ----- carts (000 §4 "Cart lifetime") -----

export function getCart(
  session: StorefrontSession,
  tenant: string,
  now = Date.now(),
): StoredCart | null {
  const carts = session.get('carts')
  const cart = carts?.[tenant]
  if (!cart) return null
  if (isCartExpired(cart, now)) {
    const { [tenant]: _expired, ...rest } = carts
    session.set('carts', rest)
    return null
  }
  return cart
}

export function setCart(session: StorefrontSession, tenant: string, cart: StoredCart): void {
  session.set('carts', { ...session.get('carts'), [tenant]: cart })
}

export function clearCart(session: StorefrontSession, tenant: string): void {
  const carts = session.get('carts')
  if (!carts?.[tenant]) return
  const { [tenant]: _removed, ...rest } = carts
  session.set('carts', rest)
}

// ----- the chosen delivery point (001 §2, §4 "A successful order clears ... the stored delivery point") -----

export function getDeliveryPoint(session: StorefrontSession, tenant: string): DeliveryPoint | null {
  return session.get('pontosEntrega')?.[tenant] ?? null
}

export function setDeliveryPoint(
  session: StorefrontSession,
  tenant: string,
  point: DeliveryPoint | null,
): void {
  const { [tenant]: _previous, ...rest } = session.get('pontosEntrega') ?? {}
  session.set('pontosEntrega', point ? { ...rest, [tenant]: point } : rest)
}

export function cartItemCount(cart: StoredCart | null): number {
  return cart ? countCartItems(cart) : 0
}

export { CART_TTL_MS }

// ----- offline customer (001: idPedidoOff / chavePedidoOff, kept 7 days) -----

export function getOfflineCustomer(
  session: StorefrontSession,
  now = Date.now(),
): OfflineCustomer | null {
  const offline = session.get('offline')
  if (!offline) return null
  if (offline.expiresAt <= now) {
    session.unset('offline')
    return null
  }
  return offline
}

export function setOfflineCustomer(
  session: StorefrontSession,
  ids: { idPedidoOff: string; chavePedidoOff: string },
  now = Date.now(),
): void {
  const previous = session.get('offline')
  // the same customer changing their data keeps their orders
  const pedidos = previous?.idPedidoOff === ids.idPedidoOff ? previous.pedidos : undefined
  session.set('offline', {
    ...ids,
    expiresAt: now + OFFLINE_COOKIE_MS,
    ...(pedidos ? { pedidos } : {}),
  })
}

/** Keeps an order the offline customer just placed, for their history (at most `DEFAULT_HISTORY_LIMIT`, 001 §9). */
export function rememberOfflineOrder(
  session: StorefrontSession,
  id: number,
  now = Date.now(),
): void {
  const offline = getOfflineCustomer(session, now)
  if (!offline) return
  const pedidos = [id, ...(offline.pedidos ?? []).filter((p) => p !== id)].slice(
    0,
    DEFAULT_HISTORY_LIMIT,
  )
  session.set('offline', { ...offline, pedidos })
}

// ----- the tabs' partial PIX charges (002 §4; a charge may take up to 10 minutes to process) -----

/** How long a tab's charge stays readable from this session: past PIX's 10 minutes, with room to spare. */
export const TAB_CHARGE_TTL_MS = 60 * 60 * 1000

/** The charge `id` of a tab of `tenant` asked for in this session, or null (unknown, expired, another tenant's). */
export function getTabCharge(
  session: StorefrontSession,
  tenant: string,
  id: number,
  now = Date.now(),
): TabCharge | null {
  const charge = session.get('cobrancasConta')?.[String(id)]
  return charge && charge.tenant === tenant && charge.expiresAt > now ? charge : null
}

/** Keeps a new charge (and drops the expired ones, so the session does not grow). */
export function rememberTabCharge(
  session: StorefrontSession,
  id: number,
  charge: Omit<TabCharge, 'expiresAt'>,
  now = Date.now(),
): void {
  const kept = Object.entries(session.get('cobrancasConta') ?? {}).filter(
    ([, c]) => c.expiresAt > now,
  )
  session.set(
    'cobrancasConta',
    Object.fromEntries([...kept, [String(id), { ...charge, expiresAt: now + TAB_CHARGE_TTL_MS }]]),
  )
}

// ----- the event-reservation draft (001 §3, §4 "Event wizard") -----

export function getEventDraft(session: StorefrontSession, tenant: string): EventDraft {
  return session.get('eventDrafts')?.[tenant] ?? {}
}

export function setEventDraft(session: StorefrontSession, tenant: string, draft: EventDraft): void {
  session.set('eventDrafts', { ...session.get('eventDrafts'), [tenant]: draft })
}

export function clearEventDraft(session: StorefrontSession, tenant: string): void {
  const { [tenant]: _reserved, ...rest } = session.get('eventDrafts') ?? {}
  session.set('eventDrafts', rest)
}
