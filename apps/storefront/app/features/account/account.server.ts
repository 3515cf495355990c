import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type Session } from '@remix-run/node'
import { dialogHref, dialogEntry, loginHref, safeRedirectTo, screenHref, withoutDialog, type DialogName, type DialogParams } from '#app/components/dialogs'
import { getStorefrontContext, type StorefrontContext } from '../../lib/context.server'
import { requireSameOrigin } from '../../lib/security.server'
import { createAccountApi } from './account-api-client.server'
import {
  checkRateLimit,
  clientIp,
  RATE_LIMITS,
  type RateLimitRule,
} from '../../lib/rate-limit.server'
import { getRuntime } from '../../lib/runtime.server'
import type { KeyValueStore } from '../../lib/store.server'
import {
  getCompany,
  getUser,
  getUserToken,
  login,
  updateUser,
  userFromUserInfo,
  type SessionUser,
  type StorefrontSession,
  type TokenResponse,
} from '../../lib/session.server'
import type { SignIn } from './account-api.server'
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

/** Stores the user token and the user-info read right after it (000 §4 "A logged-in session holds a user token"). */
export function signIn(
  session: StorefrontSession,
  signInResult: SignIn<TokenResponse, Record<string, unknown>>,
) {
  login(session, signInResult.tokens, userFromUserInfo(signInResult.userInfo))
}

/** After a profile or phone change the stored user-info is read again (the session keeps the token). */
export async function refreshUser(ctx: StorefrontContext): Promise<void> {
  const token = getUserToken(ctx.session)
  if (!token) return
  try {
    const fresh = userFromUserInfo((await ctx.api.data(ctx.api.auth.userInfo())) as Record<string, unknown>)
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
 * The request of an account screen: the context, the account API bound to it, and the guard of the registry
 * (components/dialogs.ts): a logged-in-only screen sends an anonymous visitor to the login dialog and back, an
 * anonymous-only screen sends a logged-in diner on to where they were going.
 */
export async function accountRequest({ request, context }: LoaderFunctionArgs | ActionFunctionArgs, screen: DialogName) {
  const ctx = await getStorefrontContext(request, context)
  const tenant = ctx.tenant.slug
  const { access } = dialogEntry(screen)
  const user = access === 'user' ? requireUser(ctx, request) : getUser(ctx.session)
  if (access === 'anonymous' && user) {
    const url = new URL(request.url)
    throw redirect(safeRedirectTo(url.searchParams.get('redirectTo'), url.origin) ?? `/${tenant}`)
  }
  return { ctx, api: createAccountApi(ctx), tenant, user }
}

/** An action's form, after the Origin check (DESIGN §6). */
export async function readForm(request: Request): Promise<FormData> {
  requireSameOrigin(request)
  return request.formData()
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
export function nextLocation(from: ContinueFrom, next?: { dialog: DialogName; params?: DialogParams }): string {
  const home = `/${from.tenant}`
  // The page the diner came from, as is: it may itself open a dialog (login opened for `?dialog=perfil`).
  if (!next) return from.redirectTo ?? home
  if (from.inDialog) return dialogHref(from.redirectTo ?? home, next.dialog, next.params)
  return screenHref(from.tenant, next.dialog, next.params, from.redirectTo ? withoutDialog(from.redirectTo) : null)
}
