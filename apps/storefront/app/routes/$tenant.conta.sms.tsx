import { parseWithZod } from '@conform-to/zod/v4'
import { smsCodeSchema } from '@prato/domain'
import { operacaoSucesso } from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { DIALOGS } from '#app/components/dialogs'
import { reply, succeed } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  nextLocation,
  overRateLimit,
  readForm,
  refreshUser,
  requireUser,
  tooManyAttempts,
} from '#app/features/account/account.server'
import * as rules from '#app/features/account/auth.server'
import { SmsConfirmationForm } from '#app/features/account/components/SmsConfirmationForm'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'

/** Confirmar SMS (000 §4 "SMS confirmation and resend"): /{tenant}/conta/sms, and the `?dialog=sms` dialog. */
export const meta: MetaFunction = () => [{ title: DIALOGS.sms.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'sms')
  return { telefone: requireUser(ctx, args.request).telefone ?? null }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await accountRequest(args, 'sms')
  const user = requireUser(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)

  switch (formData.get('intent')) {
    case 'reenviar': {
      if (await overRateLimit(args.request, 'sms', RATE_LIMITS.sms))
        return reply({ alert: { tone: 'danger', message: tooManyAttempts } }, 429)
      const outcome = await rules.resendSms(api, user.telefone)
      return outcome.ok
        ? reply({ alert: { tone: 'success', message: operacaoSucesso } }, 200)
        : reply({ alert: { tone: 'danger', message: outcome.message } })
    }
    default: {
      const submission = parseWithZod(formData, { schema: smsCodeSchema })
      if (submission.status !== 'success') return reply({ result: submission.reply() })
      const outcome = await rules.confirmSms(api, submission.value.codigo)
      if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
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
