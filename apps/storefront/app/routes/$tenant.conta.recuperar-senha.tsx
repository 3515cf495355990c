import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { passwordRecoverySchema } from '@prato/domain'
import { recuperarSenhaFalhou, recuperarSenhaSucesso, recuperarSenha } from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { isBot, reply, readForm } from '#app/components/forms.server'
import { Screen } from '#app/components/screen'
import {
  accountRequest,
  overRateLimit,
  tooManyAttempts,
} from '#app/features/account/account.server'
import { PasswordRecoveryForm } from '#app/features/account/components/PasswordRecoveryForm'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'

/** Password recovery (000 §2, §8): /{tenant}/conta/recuperar-senha, and the `?dialog=recuperar-senha` dialog. */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  await accountRequest(args, 'recuperar-senha')
  return null
}

/** 000 §8: both answers of the recovery are alerts on the form. */
export async function action(args: ActionFunctionArgs) {
  const { ctx } = await accountRequest(args, 'recuperar-senha')
  const formData = await readForm(args.request)
  const submission = parseWithZod(formData, { schema: passwordRecoverySchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (await overRateLimit(args.request, 'recovery', RATE_LIMITS.recovery))
    return reply({ result: submission.reply({ formErrors: [tooManyAttempts] }) }, 429)
  if (isBot(formData))
    return reply({ result: submission.reply({ formErrors: [recuperarSenhaFalhou] }) })
  let recovered = false
  try {
    const body = { email: submission.value.email }
    recovered = (await ctx.api.post('/api/usuario-logado/recuperar-senha', { body })) === true
  } catch {
    // answered like `false`: the diner can only try again
  }
  if (!recovered) return reply({ result: submission.reply({ formErrors: [recuperarSenhaFalhou] }) })
  return reply(
    {
      result: submission.reply({ resetForm: true }),
      alert: { tone: 'success', message: recuperarSenhaSucesso },
    },
    200,
  )
}

export default function PasswordRecoveryScreen() {
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="recuperar-senha">
      <PasswordRecoveryForm actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: { name: 'recuperar-senha', access: 'anonymous', size: 'medium', title: recuperarSenha },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'recuperar-senha': true
  }
}
