import { parseWithZod } from '@conform-to/zod/v4'
import { messages } from '@prato/domain'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getStorefrontContext } from '../../lib/context.server'
import { RATE_LIMITS } from '../../lib/rate-limit.server'
import { requireSameOrigin } from '@prato/web-server/server'
import { getUser } from '../../lib/session.server'
import { redirectWithToast } from '../../lib/toast.server'
import {
  createAccountApi,
  externalLoginProviders,
  externalTokenFor,
} from './account-api-client.server'
import {
  clearPendingPhoneChange,
  getPendingPhoneChange,
  isBot,
  loginThrottle,
  overRateLimit,
  refreshUser,
  reply,
  requireUser,
  setPendingPhoneChange,
  signIn,
  toAccountUser,
  tooManyAttempts,
} from './account.server'
import * as rules from './auth.server'
import {
  loginSchema,
  newPhoneSchema,
  passwordRecoverySchema,
  profileSchema,
  registrationSchema,
  smsCodeSchema,
} from './domain-adapter'
import { continueFrom, nextLocation, safeRedirectTo } from './routing'

/**
 * Loaders and actions of the account routes (`$tenant.conta.*`). Each action re-parses the form with the same
 * domain schema the browser used, calls the rules in auth.server.ts and ends in a redirect (success) or a 400
 * with conform's reply (failure). Passwords are never echoed back (`hideFields`) nor logged.
 */

type Args = ActionFunctionArgs | LoaderFunctionArgs

async function setup({ request, context }: Args) {
  const ctx = await getStorefrontContext(request, context)
  return { ctx, api: createAccountApi(ctx), tenant: ctx.tenant.slug }
}

/** `?redirectTo=` of a full-page account route, accepted only when same-origin. */
export function pageRedirectTo(request: Request): string | null {
  const url = new URL(request.url)
  return safeRedirectTo(url.searchParams.get('redirectTo'), url.origin)
}

async function readForm(request: Request): Promise<FormData> {
  requireSameOrigin(request)
  return request.formData()
}

// ----- Fazer Login -----

export async function loginLoader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await setup(args)
  const redirectTo = pageRedirectTo(args.request)
  if (getUser(ctx.session)) throw redirect(redirectTo ?? `/${tenant}`)
  return { redirectTo, providers: externalLoginProviders(ctx.env) }
}

export async function loginAction(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await setup(args)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const throttle = loginThrottle(args.request)

  if (formData.get('intent') === 'external') {
    const provider = String(formData.get('provider') ?? '')
    const offered = externalLoginProviders(ctx.env).find((p) => p.id === provider)
    if (!offered) return reply({ alert: { tone: 'danger', message: messages.loginFalhou } })
    if (await throttle.blocked())
      return reply({ alert: { tone: 'danger', message: tooManyAttempts } }, 429)
    const outcome = await rules.externalLogin(api, {
      provider,
      externalToken: await externalTokenFor(ctx, offered.id),
    })
    if (!outcome.ok) {
      await throttle.failed()
      return reply({ alert: { tone: 'danger', message: outcome.message } })
    }
    signIn(ctx.session, outcome.value)
    return redirect(nextLocation(from), { headers: await ctx.commit() })
  }

  const submission = parseWithZod(formData, { schema: loginSchema })
  const hide = { hideFields: ['senha'] }
  if (submission.status !== 'success') return reply({ result: submission.reply(hide) })
  if (await throttle.blocked())
    return reply({ result: submission.reply({ ...hide, formErrors: [tooManyAttempts] }) }, 429)
  if (isBot(formData)) {
    await throttle.failed()
    return reply({ result: submission.reply({ ...hide, formErrors: [messages.loginFalhou] }) })
  }
  const outcome = await rules.passwordLogin(api, submission.value)
  if (!outcome.ok) {
    await throttle.failed()
    return reply({ result: submission.reply({ ...hide, formErrors: [outcome.message] }) })
  }
  signIn(ctx.session, outcome.value)
  return redirect(nextLocation(from), { headers: await ctx.commit() })
}

// ----- Fazer Cadastro -----

export async function registrationLoader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await setup(args)
  const redirectTo = pageRedirectTo(args.request)
  if (getUser(ctx.session)) throw redirect(redirectTo ?? `/${tenant}`)
  return { redirectTo }
}

/** 000 §4 "Registration flow: 1. Register. 2. Log in automatically. 3. Open the SMS confirmation dialog." */
export async function registrationAction(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await setup(args)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: registrationSchema })
  const hide = { hideFields: ['senha'] }
  if (submission.status !== 'success') return reply({ result: submission.reply(hide) })
  if (await overRateLimit(args.request, 'registration', RATE_LIMITS.registration))
    return reply({ result: submission.reply({ ...hide, formErrors: [tooManyAttempts] }) }, 429)
  if (isBot(formData))
    return reply({ result: submission.reply({ ...hide, formErrors: [messages.cadastroFalhou] }) })
  const { sexo, ...rest } = submission.value
  const outcome = await rules.register(api, { ...rest, sexo: sexo ?? null })
  if (!outcome.ok)
    return reply({ result: submission.reply({ ...hide, formErrors: [outcome.message] }) })
  if (!outcome.value) return redirect(nextLocation(from, { dialog: 'login' }))
  signIn(ctx.session, outcome.value)
  return redirect(nextLocation(from, { dialog: 'sms' }), { headers: await ctx.commit() })
}

// ----- Password recovery -----

export async function recoveryLoader(args: LoaderFunctionArgs) {
  return { redirectTo: pageRedirectTo(args.request) }
}

/** 000 §8: both answers of the recovery are alerts on the form. */
export async function recoveryAction(args: ActionFunctionArgs) {
  const { api } = await setup(args)
  const formData = await readForm(args.request)
  const submission = parseWithZod(formData, { schema: passwordRecoverySchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (await overRateLimit(args.request, 'recovery', RATE_LIMITS.recovery))
    return reply({ result: submission.reply({ formErrors: [tooManyAttempts] }) }, 429)
  if (isBot(formData))
    return reply({ result: submission.reply({ formErrors: [messages.recuperarSenhaFalhou] }) })
  const outcome = await rules.recoverPassword(api, submission.value.email)
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  return reply(
    {
      result: submission.reply({ resetForm: true }),
      alert: { tone: 'success', message: outcome.value },
    },
    200,
  )
}

// ----- Confirmar SMS -----

export async function smsLoader(args: LoaderFunctionArgs) {
  const { ctx } = await setup(args)
  const user = requireUser(ctx, args.request)
  return { redirectTo: pageRedirectTo(args.request), telefone: user.telefone ?? null }
}

/** 000 §4 "SMS confirmation and resend". */
export async function smsAction(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await setup(args)
  const user = requireUser(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  if (formData.get('intent') === 'reenviar') {
    if (await overRateLimit(args.request, 'sms', RATE_LIMITS.sms))
      return reply({ alert: { tone: 'danger', message: tooManyAttempts } }, 429)
    const outcome = await rules.resendSms(api, user.telefone)
    return outcome.ok
      ? reply({ alert: { tone: 'success', message: messages.operacaoSucesso } }, 200)
      : reply({ alert: { tone: 'danger', message: outcome.message } })
  }
  const submission = parseWithZod(formData, { schema: smsCodeSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const outcome = await rules.confirmSms(api, submission.value.codigo)
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  await refreshUser(ctx)
  const headers = await ctx.commit()
  return redirectWithToast(
    nextLocation(from),
    { type: 'success', description: messages.operacaoSucesso },
    { headers },
  )
}

// ----- Trocar Telefone / Informe o telefone -----

export async function phoneLoader(args: LoaderFunctionArgs) {
  const { ctx } = await setup(args)
  requireUser(ctx, args.request)
  const step =
    new URL(args.request.url).searchParams.get('etapa') === 'codigo' ? 'codigo' : 'telefone'
  const pending = getPendingPhoneChange(ctx.session)
  return {
    redirectTo: pageRedirectTo(args.request),
    // The code step without a pending change (expired, or a stale link) starts over.
    step: step === 'codigo' && pending ? ('codigo' as const) : ('telefone' as const),
    novoTelefone: pending?.novoTelefone ?? null,
  }
}

/**
 * 000 §4 "Phone change" in two posts: `solicitar` (new phone → autorizacao, kept in the session) then
 * `confirmar` (code + the session's phone and autorizacao → PUT /api/usuario-logado/novo-telefone).
 */
export function phoneAction(dialog: 'telefone' | 'informe-telefone') {
  return async (args: ActionFunctionArgs) => {
    const { ctx, api, tenant } = await setup(args)
    requireUser(ctx, args.request)
    const formData = await readForm(args.request)
    const from = continueFrom(formData, args.request, tenant)

    if (formData.get('intent') === 'confirmar') {
      const submission = parseWithZod(formData, { schema: smsCodeSchema })
      if (submission.status !== 'success') return reply({ result: submission.reply() })
      const pending = getPendingPhoneChange(ctx.session)
      if (!pending)
        return reply({ result: submission.reply({ formErrors: [messages.trocarTelefoneFalhou] }) })
      const outcome = await rules.confirmPhoneChange(api, {
        novoTelefone: pending.novoTelefone,
        codigoSms: submission.value.codigo,
        autorizacao: pending.autorizacao,
      })
      if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
      clearPendingPhoneChange(ctx.session)
      await refreshUser(ctx)
      const headers = await ctx.commit()
      return redirectWithToast(
        nextLocation(from),
        { type: 'success', description: messages.operacaoSucesso },
        { headers },
      )
    }

    const submission = parseWithZod(formData, { schema: newPhoneSchema })
    if (submission.status !== 'success') return reply({ result: submission.reply() })
    if (await overRateLimit(args.request, 'sms', RATE_LIMITS.sms))
      return reply({ result: submission.reply({ formErrors: [tooManyAttempts] }) }, 429)
    const outcome = await rules.requestPhoneChange(api, submission.value.novoTelefone)
    if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
    setPendingPhoneChange(ctx.session, {
      novoTelefone: submission.value.novoTelefone,
      autorizacao: outcome.value,
    })
    return redirect(nextLocation(from, { dialog, params: { etapa: 'codigo' } }), {
      headers: await ctx.commit(),
    })
  }
}

// ----- Perfil -----

export async function profileLoader(args: LoaderFunctionArgs) {
  const { ctx } = await setup(args)
  const user = requireUser(ctx, args.request)
  return { redirectTo: pageRedirectTo(args.request), user: toAccountUser(user) }
}

/** Uploads larger than this are refused before they are read (the photo itself is checked by isPhoto). */
const MAX_PROFILE_REQUEST_BYTES = rules.MAX_PHOTO_BYTES + 64 * 1024

export async function profileAction(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await setup(args)
  const user = requireUser(ctx, args.request)
  const length = Number(args.request.headers.get('content-length') ?? 0)
  if (length > MAX_PROFILE_REQUEST_BYTES)
    return reply({ alert: { tone: 'danger', message: messages.perfilFalhou } }, 413)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: profileSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const foto = formData.get('foto')
  const photo = rules.isPhoto(foto) ? foto : null
  if (!photo && foto instanceof File && foto.size > 0)
    return reply({ result: submission.reply({ formErrors: [messages.perfilFalhou] }) })
  const outcome = await rules.updateProfile(
    api,
    {
      nome: submission.value.nome,
      cpf: submission.value.cpf ?? null,
      sexo: submission.value.sexo ?? null,
      dataNascimento: submission.value.dataNascimento ?? null,
      imagemUrl: user.imagemUrl ?? null,
    },
    photo,
  )
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  await refreshUser(ctx)
  const headers = await ctx.commit()
  return redirectWithToast(
    nextLocation(from),
    { type: 'success', description: messages.operacaoSucesso },
    { headers },
  )
}
