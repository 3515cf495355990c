import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { smsCodeSchema, smsConfirmationErrorMessage } from '@prato/domain'
import {
  codigoSmsTentativasEsgotadas,
  operacaoFalhou,
  operacaoSucesso,
  confirmarSms,
} from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { reply, succeed, readForm } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  nextLocation,
  overRateLimit,
  refreshUser,
  requireUser,
  tooManyAttempts,
} from '#app/features/account/account.server'
import { upstreamFailure } from '#app/features/account/address-data'
import { SmsConfirmationForm } from '#app/features/account/components/SmsConfirmationForm'
import { smsCodeAttempts } from '#app/features/account/sms-attempts.server'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'
import { getRuntime } from '#app/lib/runtime.server'

/** Confirmar SMS (000 §4 "SMS confirmation and resend"): /{tenant}/conta/sms, and the `?dialog=sms` dialog. */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'sms')
  return { telefone: requireUser(ctx, args.request).telefone ?? null }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'sms')
  const user = requireUser(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const attempts = smsCodeAttempts(getRuntime().store, { userId: user.id, phone: user.telefone })

  switch (formData.get('intent')) {
    case 'reenviar': {
      if (await overRateLimit(args.request, 'sms', RATE_LIMITS.sms))
        return reply({ alert: { tone: 'danger', message: tooManyAttempts } }, 429)
      try {
        if (!user.telefone) throw new Error('no phone to send the code to')
        const body = { telefone: user.telefone }
        await ctx.api.post('/api/usuario-logado/telefone/confirmacao-sms', { body })
        await attempts.reset()
        return reply({ alert: { tone: 'success', message: operacaoSucesso } }, 200)
      } catch {
        // 000 §8 "SMS resend failure: 'Houve um problema ao realizar esta operação.'"
        return reply({ alert: { tone: 'danger', message: operacaoFalhou } })
      }
    }
    default: {
      const submission = parseWithZod(formData, { schema: smsCodeSchema })
      if (submission.status !== 'success') return reply({ result: submission.reply() })
      if (await attempts.exhausted())
        return reply(
          { result: submission.reply({ formErrors: [codigoSmsTentativasEsgotadas] }) },
          429,
        )
      try {
        const body = { code: submission.value.codigo }
        await ctx.api.put('/api/usuario-logado/telefone/confirmacao-sms', { body })
      } catch (error) {
        // 000 §8 "the server message, else 'Código ou e-mail não encontrado, solicite um novo código.'"
        const message = smsConfirmationErrorMessage(upstreamFailure(error).body)
        await attempts.failed()
        return reply({ result: submission.reply({ formErrors: [message] }) })
      }
      await attempts.reset()
      await refreshUser(ctx)
      return succeed(nextLocation(from), await ctx.commit())
    }
  }
}

export default function SmsScreen() {
  const { telefone } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="sms">
      <SmsConfirmationForm telefone={telefone} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: { name: 'sms', access: 'user', size: 'medium', title: confirmarSms },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    sms: true
  }
}
