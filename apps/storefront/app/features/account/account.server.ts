import { MAX_PHOTO_BYTES, PHOTO_TYPES } from './photo'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type Session,
} from '@remix-run/node'
import {
  dialogHref,
  dialogEntry,
  loginHref,
  safeRedirectTo,
  screenHref,
  withoutDialog,
  type DialogName,
  type DialogParams,
} from '#app/components/dialogs'
import { getStorefrontContext, type StorefrontContext } from '#app/lib/context.server'
import { ApiError, type TokenResponse } from '@prato/api-client'
import { randomBytes } from 'node:crypto'
import type { Env } from '#app/lib/env.server'
import {
  checkRateLimit,
  clientIp,
  RATE_LIMITS,
  type RateLimitRule,
} from '#app/lib/rate-limit.server'
import { getRuntime } from '#app/lib/runtime.server'
import type { KeyValueStore } from '#app/lib/store.server'
import {
  getCompany,
  getUser,
  getUserToken,
  login,
  updateUser,
  userFromUserInfo,
  type SessionUser,
  type StorefrontSession,
} from '#app/lib/session.server'
import type { AccountUser } from './types'
import { muitasTentativas } from '@prato/domain/messages'

/** The account screens' view of the session user: no token, no ids the browser has no use for. */
export function toAccountUser(user: SessionUser): AccountUser {
  return {
    nome: user.nome,
    email: user.email,
    telefone: user.telefone ?? null,
    phoneConfirmed: user.phoneConfirmed === 'true',
    cpf: user.cpf ?? null,
    sexo: user.sexo ?? null,
    dataNascimento: user.dataNascimento ?? null,
    imagemUrl: user.imagemUrl ?? null,
  }
}

/**
 * 000 §6 "Only this role manages the profile and addresses": an anonymous visitor of a logged-in-only screen is
 * sent to the login dialog, coming back afterwards.
 */
export function requireUser(ctx: StorefrontContext, request: Request): SessionUser {
  const user = getUser(ctx.session)
  if (!user || !getUserToken(ctx.session)) {
    const url = new URL(request.url)
    throw redirect(loginHref(ctx.tenant.slug, `${url.pathname}${url.search}`))
  }
  return user
}

/** The person id and company of the logged-in user, needed by the address calls (000 §7). */
export function requireAddressContext(ctx: StorefrontContext, request: Request) {
  const user = requireUser(ctx, request)
  const company = getCompany(ctx.session)
  return {
    user,
    pessoaId: user.pessoaId ?? null,
    empresaGlobalId: company?.empresaGlobalId ?? null,
  }
}

/**
 * The grant was good but the user-info call right after it failed (issue 24 §4): the login service is at fault,
 * not the diner's password — it reads as 'try again' and counts toward no lockout, whatever the call answered
 * (a 401 included: the token it carried was minted a moment ago).
 */
export class UserInfoFailedError extends Error {
  override readonly name = 'UserInfoFailedError'
}

/**
 * Signs the diner in with a token grant (password or external provider): 000 §6 "the userinfo call is made with
 * the token just obtained", then the session keeps the token and the user (000 §4 "A logged-in session holds a
 * user token"). Throws the ApiError of a refused grant, and UserInfoFailedError when the user-info call fails.
 */
export async function signIn(ctx: StorefrontContext, grant: Promise<TokenResponse>): Promise<void> {
  const tokens = await grant
  const userInfo = await ctx.api.post('/connect/userinfo').catch((error: unknown) => {
    throw new UserInfoFailedError('user-info failed after a good grant', { cause: error })
  })
  login(ctx.session, tokens, userFromUserInfo(userInfo))
  // A new identity gets a new session id (issue 11 §9): an id planted before the login is worth nothing after.
  ctx.rotate()
}

/**
 * Issue 11 §2: only the API refusing the grant (a 4xx such as invalid_grant) is the diner's wrong password, shown as
 * 000 §8's 'Usuário ou senha inválidos!' and counted toward the login lock. An outage (5xx, 429, timeout, network, a
 * garbled answer) is not the diner's mistake: it gets its own message and counts nothing — nor does a failed
 * user-info call after a good grant (`UserInfoFailedError`, issue 24 §4), which is no ApiError of the grant.
 */
export function isCredentialRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'unauthorized') return true
  return (
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  )
}

/** After a profile or phone change the stored user-info is read again (the session keeps the token). */
export async function refreshUser(ctx: StorefrontContext): Promise<void> {
  const token = getUserToken(ctx.session)
  if (!token) return
  try {
    const fresh = userFromUserInfo(await ctx.api.post('/connect/userinfo'))
    updateUser(ctx.session, fresh)
  } catch (error) {
    // The change itself succeeded; the next login reads the user-info again.
    ctx.logger.warn('user-info refresh failed', { error })
  }
}

// ----- phone change in progress (000 §4): the autorizacao never leaves the server -----

export type PendingPhoneChange = { novoTelefone: string; autorizacao: string; expiresAt: number }
type PhoneSession = Session<{ phoneChange?: PendingPhoneChange }>

/** How long an SMS code for a phone change may be entered before the diner must ask again. */
export const PHONE_CHANGE_TTL_MS = 15 * 60 * 1000

export function setPendingPhoneChange(
  session: StorefrontSession,
  change: Omit<PendingPhoneChange, 'expiresAt'>,
) {
  ;(session as unknown as PhoneSession).set('phoneChange', {
    ...change,
    expiresAt: Date.now() + PHONE_CHANGE_TTL_MS,
  })
}

export function getPendingPhoneChange(
  session: StorefrontSession,
  now = Date.now(),
): PendingPhoneChange | null {
  const pending = (session as unknown as PhoneSession).get('phoneChange')
  if (!pending) return null
  if (pending.expiresAt <= now) {
    clearPendingPhoneChange(session)
    return null
  }
  return pending
}

export function clearPendingPhoneChange(session: StorefrontSession) {
  ;(session as unknown as PhoneSession).unset('phoneChange')
}

/**
 * DESIGN §6: login, registration and recovery are rate-limited per client. Over the limit the form shows the
 * app's "too many attempts" message with a 429 instead of reaching the API.
 */
export async function overRateLimit(
  request: Request,
  bucket: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const result = await checkRateLimit(request, bucket, rule)
  return !result.allowed
}

/**
 * Login is limited by FAILED attempts per client (DESIGN §6): a diner who logs in and out is no attacker,
 * while credential guessing is stopped after RATE_LIMITS.login failures in its window. Past the limit every
 * attempt is refused before it reaches the API, a correct password included, so guessing learns nothing.
 */
export function loginThrottle(
  request: Request,
  rule: RateLimitRule = RATE_LIMITS.login,
  store: KeyValueStore = getRuntime().store,
) {
  const ip = clientIp(request)
  const blockedKey = `login-blocked:${ip}`
  return {
    async blocked(): Promise<boolean> {
      return (await store.get<boolean>(blockedKey)) === true
    },
    async failed(now = Date.now()): Promise<void> {
      const count = await store.increment(
        `rate:login-failed:${ip}:${Math.floor(now / rule.windowMs)}`,
        rule.windowMs,
      )
      if (count >= rule.limit) await store.set(blockedKey, true, rule.windowMs)
    },
  }
}

export const tooManyAttempts = muitasTentativas

// ----- the screens' request: context, guard, where to continue -----

/**
 * The request of an account screen: the context, its API client, and the guard of the registry
 * (components/dialogs.ts): a logged-in-only screen sends an anonymous visitor to the login dialog and back, an
 * anonymous-only screen sends a logged-in diner on to where they were going.
 */
export async function accountRequest(
  args: LoaderFunctionArgs | ActionFunctionArgs,
  screen: DialogName,
) {
  const { request } = args
  const ctx = await getStorefrontContext(args)
  const tenant = ctx.tenant.slug
  const { access } = dialogEntry(screen)
  const user = access === 'user' ? requireUser(ctx, request) : getUser(ctx.session)
  if (access === 'anonymous' && user) {
    const url = new URL(request.url)
    throw redirect(safeRedirectTo(url.searchParams.get('redirectTo'), url.origin) ?? `/${tenant}`)
  }
  return { ctx, api: ctx.api, tenant, user }
}

export type ContinueFrom = {
  tenant: string
  /** The page the form was opened from (already checked by safeRedirectTo), or null. */
  redirectTo: string | null
  /** True when the form was inside a dialog. */
  inDialog: boolean
}

/** Reads the two hidden navigation fields of a screen's form (components/screen.tsx `PlaceFields`). */
export function continueFrom(formData: FormData, request: Request, tenant: string): ContinueFrom {
  const origin = new URL(request.url).origin
  return {
    tenant,
    redirectTo: safeRedirectTo(formData.get('redirectTo'), origin),
    inDialog: formData.get('via') === 'dialog',
  }
}

/**
 * Where a form goes after success: the next dialog (on the same page when it was a dialog, or as the next
 * screen's page), or, with no next step, back to the page it came from.
 */
export function nextLocation(
  from: ContinueFrom,
  next?: { dialog: DialogName; params?: DialogParams },
): string {
  const home = `/${from.tenant}`
  // The page the diner came from, as is: it may itself open a dialog (login opened for `?dialog=perfil`).
  if (!next) return from.redirectTo ?? home
  if (from.inDialog) return dialogHref(from.redirectTo ?? home, next.dialog, next.params)
  return screenHref(
    from.tenant,
    next.dialog,
    next.params,
    from.redirectTo ? withoutDialog(from.redirectTo) : null,
  )
}

// ----- the profile photo (000 §7 POST /v1/pessoas/imagem) -----

export { MAX_PHOTO_BYTES, PHOTO_TYPES }

/** A real photo was chosen (browsers send an empty file part when the input was left alone). */
export function isPhoto(file: unknown): file is File {
  return (
    typeof File !== 'undefined' &&
    file instanceof File &&
    file.size > 0 &&
    file.size <= MAX_PHOTO_BYTES &&
    (PHOTO_TYPES as readonly string[]).includes(file.type)
  )
}

/**
 * Profile save (000 §7): an optional photo goes first as multipart to POST /v1/pessoas/imagem, whose imagemUrl
 * then travels with the other fields in PUT /api/usuario-logado. False when the answer's success indicator is
 * off; throws the ApiError of a failed call.
 */
export async function saveProfile(
  ctx: StorefrontContext,
  profile: {
    nome: string
    cpf: string | null
    sexo: 'm' | 'f' | 'o' | null
    dataNascimento: string | null
    imagemUrl: string | null
  },
  photo: File | null,
): Promise<boolean> {
  const { api } = ctx
  let imagemUrl = profile.imagemUrl
  if (photo) {
    const form = new FormData()
    form.append('file', photo, photo.name || 'foto')
    // The contract's multipart body is a FormData, sent with the boundary in its Content-Type.
    imagemUrl = (await api.post('/v1/pessoas/imagem', { body: form })).imagemUrl
  }
  const answer = await api.put('/api/usuario-logado', { body: { ...profile, imagemUrl } })
  return answer?.sucesso !== false
}

// ----- external-provider login -----

export type LoginProvider = { id: string; name: string }

/**
 * External providers offered on the login form. The sandbox's 'demo' provider stands in for Facebook/Google
 * (whose SDKs need the internet). It is offered outside production, when LOGIN_DEMO_PROVIDER=1, or when the
 * auth host is the local sandbox (the only place that knows it); a real auth host never shows it.
 */
export function externalLoginProviders(env: Pick<Env, 'NODE_ENV' | 'AUTH_URL'>): LoginProvider[] {
  const sandbox = ['localhost', '127.0.0.1'].includes(new URL(env.AUTH_URL).hostname)
  const demo = env.NODE_ENV !== 'production' || sandbox || process.env.LOGIN_DEMO_PROVIDER === '1'
  return demo ? [{ id: 'demo', name: 'Demo' }] : []
}

/**
 * The provider's token for the external grant. A real provider hands it to the browser through its SDK; the
 * sandbox's demo provider accepts `demo:<e-mail>` and signs that person in, creating them the first time. The
 * demo person is LOGIN_DEMO_EMAIL when set, else one per browser session (kept in the session), so every
 * visitor trying the button gets their own fresh account — without a phone, which opens "Informe o telefone".
 */
export async function externalTokenFor(ctx: StorefrontContext, provider: string): Promise<string> {
  if (provider !== 'demo') throw new Error(`unknown provider ${provider}`)
  if (process.env.LOGIN_DEMO_EMAIL) return `demo:${process.env.LOGIN_DEMO_EMAIL}`
  const session = ctx.session as unknown as Session<{ demoIdentity?: string }>
  let id = session.get('demoIdentity')
  if (!id) {
    id = randomBytes(6).toString('hex')
    session.set('demoIdentity', id)
  }
  return `demo:demo.${id}@prato.dev`
}
