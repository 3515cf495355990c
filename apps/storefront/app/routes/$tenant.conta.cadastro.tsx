import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { registrationErrorMessage, registrationSchema } from '@prato/domain'
import { cadastroFalhou, fazerCadastro } from '@prato/domain/messages'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { isBot, reply, readForm } from '#app/components/forms.server'
import { Screen } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  nextLocation,
  overRateLimit,
  signIn,
  tooManyAttempts,
} from '#app/features/account/account.server'
import { upstreamFailure } from '#app/features/account/address-data'
import { RegistrationForm } from '#app/features/account/components/RegistrationForm'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'

/** Fazer Cadastro (000 §2, §4): /{tenant}/conta/cadastro, and the `?dialog=cadastro` dialog. */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  await accountRequest(args, 'cadastro')
  return null
}

/** 000 §4 "Registration flow: 1. Register. 2. Log in automatically. 3. Open the SMS confirmation dialog." */
export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'cadastro')
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: registrationSchema })
  const hide = { hideFields: ['senha'] }
  if (submission.status !== 'success') return reply({ result: submission.reply(hide) })
  if (await overRateLimit(args.request, 'registration', RATE_LIMITS.registration))
    return reply({ result: submission.reply({ ...hide, formErrors: [tooManyAttempts] }) }, 429)
  if (isBot(formData))
    return reply({ result: submission.reply({ ...hide, formErrors: [cadastroFalhou] }) })
  const { email, senha } = submission.value
  try {
    await ctx.api.post('/api/usuarios', { body: submission.value })
  } catch (error) {
    // 000 §8 "the first message of the server error body, else 'Houve um problema ao realizar o cadastro.'"
    return reply({
      result: submission.reply({
        ...hide,
        formErrors: [registrationErrorMessage(upstreamFailure(error).body)],
      }),
    })
  }
  try {
    await signIn(ctx, ctx.api.auth.passwordLogin(email, senha))
  } catch {
    // The account exists but the automatic login failed: the diner logs in by hand.
    return redirect(nextLocation(from, { dialog: 'login' }))
  }
  return redirect(nextLocation(from, { dialog: 'sms' }), { headers: await ctx.commit() })
}

export default function RegistrationScreen() {
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="cadastro">
      <RegistrationForm actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: { name: 'cadastro', access: 'anonymous', size: 'large', title: fazerCadastro },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    cadastro: true
  }
}
