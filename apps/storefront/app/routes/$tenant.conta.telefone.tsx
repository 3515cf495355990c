import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { newPhoneSchema, smsCodeSchema } from '@prato/domain'
import {
  codigoSmsTentativasEsgotadas,
  trocarTelefoneFalhou,
  trocarTelefone,
} from '@prato/domain/messages'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { reply, succeed, readForm } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  clearPendingPhoneChange,
  continueFrom,
  getPendingPhoneChange,
  nextLocation,
  overRateLimit,
  refreshUser,
  setPendingPhoneChange,
  tooManyAttempts,
} from '#app/features/account/account.server'
import { PhoneChangeForm } from '#app/features/account/components/PhoneChangeForm'
import { smsCodeAttempts } from '#app/features/account/sms-attempts.server'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'
import { getRuntime } from '#app/lib/runtime.server'

/**
 * Trocar Telefone (000 §4 "Phone change"): /{tenant}/conta/telefone and the `?dialog=telefone` dialog; the same
 * screen is Informe o telefone for a diner without a phone ($tenant.conta.informe-telefone.tsx). `?etapa=codigo`
 * is the SMS-code step.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

/** Which of the two dialogs this request is (they share the flow; the next step stays in the same one). */
function phoneDialog(request: Request) {
  return new URL(request.url).pathname.endsWith('/informe-telefone')
    ? 'informe-telefone'
    : 'telefone'
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, phoneDialog(args.request))
  const pending = getPendingPhoneChange(ctx.session)
  // The code step without a pending change (expired, or a stale link) starts over.
  const codeStep =
    new URL(args.request.url).searchParams.get('etapa') === 'codigo' && pending != null
  return {
    step: codeStep ? ('codigo' as const) : ('telefone' as const),
    novoTelefone: pending?.novoTelefone ?? null,
  }
}

/**
 * Two intents: `solicitar` (new phone → autorizacao, kept in the session; the browser never sees it) then
 * `confirmar` (code + the session's phone and autorizacao → PUT /api/usuario-logado/novo-telefone).
 */
export async function action(args: ActionFunctionArgs) {
  const dialog = phoneDialog(args.request)
  const { ctx, tenant, user } = await accountRequest(args, dialog)
  if (!user) throw new Response('Unauthorized', { status: 401 }) // the dialog's access is 'user': never reached
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)

  switch (formData.get('intent')) {
    case 'confirmar': {
      const submission = parseWithZod(formData, { schema: smsCodeSchema })
      if (submission.status !== 'success') return reply({ result: submission.reply() })
      const pending = getPendingPhoneChange(ctx.session)
      if (!pending)
        return reply({ result: submission.reply({ formErrors: [trocarTelefoneFalhou] }) })
      const { novoTelefone, autorizacao } = pending
      const attempts = smsCodeAttempts(getRuntime().store, { userId: user.id, phone: novoTelefone })
      if (await attempts.exhausted())
        return reply(
          { result: submission.reply({ formErrors: [codigoSmsTentativasEsgotadas] }) },
          429,
        )
      const body = { novoTelefone, autorizacao, codigoSms: submission.value.codigo }
      let confirmed = false
      try {
        const answer = await ctx.api.put('/api/usuario-logado/novo-telefone', { body })
        confirmed = answer?.sucesso !== false
      } catch {
        // 000 §8 "Phone change failure: 'Houve um problema ao trocar o telefone, tente mais tarde'"
      }
      if (!confirmed) {
        await attempts.failed()
        return reply({ result: submission.reply({ formErrors: [trocarTelefoneFalhou] }) })
      }
      await attempts.reset()
      clearPendingPhoneChange(ctx.session)
      await refreshUser(ctx)
      return succeed(nextLocation(from), await ctx.commit())
    }
    default: {
      const submission = parseWithZod(formData, { schema: newPhoneSchema })
      if (submission.status !== 'success') return reply({ result: submission.reply() })
      if (await overRateLimit(args.request, 'sms', RATE_LIMITS.sms))
        return reply({ result: submission.reply({ formErrors: [tooManyAttempts] }) }, 429)
      const { novoTelefone } = submission.value
      let autorizacao: string | null = null
      try {
        const body = { novoTelefone }
        autorizacao =
          (await ctx.api.put('/v3/usuario-logado/alterarTelefone', { body })).autorizacao || null
      } catch {
        // the same failure message as a refused change (000 §8)
      }
      if (!autorizacao)
        return reply({ result: submission.reply({ formErrors: [trocarTelefoneFalhou] }) })
      setPendingPhoneChange(ctx.session, { novoTelefone, autorizacao })
      // a new code was sent: its count starts again
      await smsCodeAttempts(getRuntime().store, { userId: user.id, phone: novoTelefone }).reset()
      return redirect(nextLocation(from, { dialog, params: { etapa: 'codigo' } }), {
        headers: await ctx.commit(),
      })
    }
  }
}

export function PhoneScreen({ dialog }: { dialog: 'telefone' | 'informe-telefone' }) {
  const { step, novoTelefone } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name={dialog}>
      <PhoneChangeForm
        dialog={dialog}
        step={step}
        novoTelefone={novoTelefone}
        actionData={actionData}
      />
    </Screen>
  )
}

export default function PhoneChangeScreen() {
  return <PhoneScreen dialog="telefone" />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: {
    name: 'telefone',
    access: 'user',
    size: 'medium',
    title: trocarTelefone,
    params: ['etapa'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    telefone: true
  }
}
