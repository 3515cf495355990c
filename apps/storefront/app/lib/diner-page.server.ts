import { randomBytes } from 'node:crypto'
import { createSession } from '@remix-run/node'
import type { DinerPage } from '@prato/web-server/server'
import { cartItemCount, createCart, type CartItem } from '@prato/domain'
import {
  getCart,
  getUserToken,
  type SessionData,
  type SessionUser,
  type StorefrontSession,
} from './session.server'

/**
 * A logged-in diner's shared page (docs/decisions/0039): the landing and the menus are rendered ONCE for every
 * diner of a tenant in the same situation, from a stand-in diner whose personal texts are placeholders, and each
 * diner gets that page with their own texts written into the holes — in the header's HTML and in the loader data
 * Remix writes into the page, so hydration sees the same values.
 *
 * The diner's own values come from this one place, the session's user:
 * - `first`: the first name (the greeting 'Olá, …', the profile menu) — root's `user.firstName` and the shell's
 *   `user.firstName` / `user.greeting`;
 * - `rest`: the name after the first word — the shell's `user.nome` is `first rest`;
 * - `email`: root's and the shell's `user.email`;
 * - `telefone`: the shell's `user.telefone`.
 * What is not text but changes what the page shows is part of the key instead: a one-word name, whether a phone
 * is there and confirmed (the phone dialog, the SMS link), and the number of items in this tenant's cart (the
 * badge and the cart bar). Anything else the render reads of the diner (a table visit, a delivery point, the
 * diner's token for a call, the cart's contents, a session change) makes the page personal: it is then thrown
 * away and the diner's page rendered as usual (`placeholderSession`).
 */
export const DINER_HOLES = ['first', 'rest', 'email', 'telefone'] as const
export type DinerHole = (typeof DINER_HOLES)[number]

/**
 * The placeholder texts: letters and digits only (the same bytes in HTML and in the loader data), random per
 * process so no restaurant or diner text can be one, none the beginning of another.
 */
const STEM = `zz${randomBytes(9).toString('hex')}`
export const DINER_SENTINELS: Readonly<Record<DinerHole, string>> = {
  first: `${STEM}first0`,
  rest: `${STEM}rest0`,
  email: `${STEM}email0`,
  telefone: `${STEM}telefone0`,
}

/** The session keys the stand-in carries (as placeholders or as the tenant's own data). */
const STAND_IN_KEYS = new Set<keyof SessionData>(['user', 'auth', 'company', 'carts'])

/** What the shared render of a diner's page is made from: the stand-in session, and what else the diner has. */
export type SharedRender = {
  data: SessionData
  /** The other session keys the diner has values under: reading one of them makes the page personal. */
  present: string[]
}

/**
 * The diner's shared page `path` of `tenant` (the `:tenant` of the `sharedWithAnonymousVisitors` route the path
 * is a page of, as the server's route table matched it), or null when this
 * session cannot be served one: no user or a token past its expiry (the render logs out), no company context for
 * the tenant yet (the render stores it), or a name whose words are not split by single spaces after the first.
 */
export function dinerPageOf(
  data: Partial<SessionData>,
  { path, tenant: slug }: { path: string; tenant: string | undefined },
  now = Date.now(),
): DinerPage | null {
  const { user, company } = data
  if (!slug || !user || company?.tenant !== slug) return null
  const session = createSession(data) as StorefrontSession
  if (!getUserToken(session, now)) return null
  const first = user.nome.trim().split(/\s+/)[0] ?? ''
  if (!first || !user.email) return null
  const rest = user.nome === first ? null : user.nome.slice(first.length + 1)
  if (rest !== null && user.nome !== `${first} ${rest}`) return null
  // an empty phone is neither a hole nor null in the page: rendered as usual
  const telefone = user.telefone ?? null
  if (telefone === '') return null
  const confirmed = user.phoneConfirmed === 'true'
  const cart = getCart(session, slug, now)
  const count = cart ? cartItemCount(cart) : 0
  const standIn: SessionUser = {
    id: 'diner',
    sub: 'diner',
    nome:
      rest === null ? DINER_SENTINELS.first : `${DINER_SENTINELS.first} ${DINER_SENTINELS.rest}`,
    email: DINER_SENTINELS.email,
    telefone: telefone === null ? null : DINER_SENTINELS.telefone,
    phoneConfirmed: confirmed ? 'true' : null,
  }
  const render: SharedRender = {
    data: {
      user: standIn,
      auth: { accessToken: 'shared-page', expiresAt: null },
      company,
      ...(count > 0 ? { carts: { [slug]: standInCart(count, now) } } : {}),
    },
    present: Object.entries(data)
      .filter(([key, value]) => !STAND_IN_KEYS.has(key as keyof SessionData) && value != null)
      .map(([key]) => key),
  }
  return {
    key: `diner:${path}:${rest === null ? 1 : 2}${telefone === null ? 0 : 1}${confirmed ? 1 : 0}:${count}`,
    values: { first, rest: rest ?? '', email: user.email, telefone: telefone ?? '' },
    sentinels: DINER_SENTINELS,
    placeholder: render,
  }
}

/** A cart with `count` items and nothing else: the shell shows its count; what it holds is the diner's own. */
function standInCart(count: number, now: number) {
  const item: CartItem = {
    uuid: 'diner',
    produtoId: 0,
    nomeCompleto: '',
    pdvId: 0,
    precoCentavos: 0,
    valorUnitario: 0,
    quantidade: count,
    variacoesUsadas: [],
    valorTotal: 0,
  }
  return { ...createCart(now), items: [item] }
}

/** The shared render's stand-in, when the load context carries one. */
export function sharedRenderOf(placeholder: unknown): SharedRender | null {
  if (!placeholder || typeof placeholder !== 'object') return null
  const render = placeholder as Partial<SharedRender>
  return render.data && Array.isArray(render.present) ? (render as SharedRender) : null
}

/**
 * The session of a shared render: the stand-in, never stored. Reading a key the diner has a value under that the
 * stand-in does not carry calls `onPersonal` (the page shows something that is not a hole: not shared).
 */
export function placeholderSession(
  render: SharedRender,
  onPersonal: () => void,
): StorefrontSession {
  const session = createSession(structuredClone(render.data)) as StorefrontSession
  const present = new Set(render.present)
  const touch = (name: string) => {
    if (present.has(name)) onPersonal()
  }
  const get = session.get.bind(session)
  const has = session.has.bind(session)
  session.get = ((name: keyof SessionData) => {
    touch(name)
    return get(name)
  }) as typeof session.get
  session.has = ((name: keyof SessionData) => {
    touch(name)
    return has(name)
  }) as typeof session.has
  return session
}
