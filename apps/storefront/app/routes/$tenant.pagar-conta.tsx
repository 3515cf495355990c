import { pagarParte } from '@prato/domain/messages'
import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { parseApiId, PIX_POLL_MS, partialPaymentSchema } from '@prato/domain'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRevalidator, useRouteError } from '@remix-run/react'
import { useHydrated } from '@prato/web-server'
import { useEffect, useState } from 'react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import type { RefreshHandle } from '#app/components/RefreshWithoutScript'
import { dialogHref } from '#app/components/dialogs'
import { readForm, reply } from '#app/components/forms.server'
import { usePixStatus } from '#app/components/polling'
import { Screen, useScreenData, useScreenPlace } from '#app/components/screen'
import { accountRequest } from '#app/features/account/account.server'
import { PartialPayment } from '#app/features/tab/PartialPayment'
import {
  loadTab,
  notFound,
  partialPaymentState,
  requestPartialPayment,
  type PartialPaymentState,
  type TabChargeStatus,
} from '#app/features/tab/tab.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The tab's partial PIX payment (002 §4 "Partial PIX payment dialog", §5, §7, §8): `?dialog=pagar-conta&saida=`
 * over 'Minha Conta', and /{tenant}/pagar-conta?saida= as a page. The amount (0,00, or the split's share in
 * `valor`) → POST v1/pagamentos/saidas/{saidaId} → the QR code (`pagamento`, a charge this session asked for) →
 * 'Já efetuei o pagamento': its status polled every 4 s through `./$tenant.pagar-conta.$pagamentoId.status` until
 * F, P or C → 'Pagamento Aprovado' with the receipt, and the tab behind it read again. Without JavaScript the
 * page refreshes itself while consulting. Payment errors are only logged (002 §8).
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export const handle = {
  personal: true,
  // the tab's partial PIX payment (002 §4), over 'Minha Conta': the tab (`saida`), the split's share as the amount
  // (`valor`, centavos), then the charge this session asked for (`pagamento`) and, without JavaScript, its polling
  // (`consultar`)
  dialog: {
    name: 'pagar-conta',
    access: 'user',
    size: 'medium',
    title: pagarParte,
    params: ['saida', 'valor', 'pagamento', 'consultar'],
  },
  refreshWithoutScript: ({ data }) =>
    data.state.step === 'pix' && data.state.phase === 'consulting' ? PIX_POLL_MS / 1000 : null,
} satisfies RouteHandle & RefreshHandle<{ state: PartialPaymentState }>

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'pagar-conta': true
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'pagar-conta')
  await requireTenantView(ctx, args.request)
  const search = new URL(args.request.url).searchParams
  const saidaId = parseApiId(search.get('saida'))
  if (saidaId === null) throw notFound()
  try {
    const tab = await loadTab(ctx, saidaId)
    const state = await partialPaymentState(ctx, tab, {
      pagamento: search.get('pagamento'),
      valor: search.get('valor'),
      consultar: search.has('consultar'),
    })
    return data({ state }, { headers: await personalPageHeaders(ctx) })
  } catch (error) {
    throw await personalPageFailure(ctx, args.request, error, 'tab unavailable')
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'pagar-conta')
  await requireTenantView(ctx, args.request)
  const formData = await readForm(args.request)
  const submission = parseWithZod(formData, { schema: partialPaymentSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const saidaId = submission.value.saidaId ?? null
  if (saidaId === null) throw notFound()
  const pagamento = await requestPartialPayment(ctx, saidaId, submission.value.valorPago)
  // 002 §8 "Partial payment ... errors are only logged": the form stays as it was
  if (pagamento === null) return reply({ result: submission.reply() }, 502)
  // the QR code over the tab, whichever way the dialog was opened
  return redirect(
    dialogHref(`/${tenant}/menu/conta/${saidaId}`, 'pagar-conta', { saida: saidaId, pagamento }),
    { headers: await ctx.commit() },
  )
}

export default function PartialPaymentScreen() {
  const { state } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const place = useScreenPlace()
  const hydrated = useHydrated()
  const [asked, setAsked] = useState(false)
  const pagamentoId = state.step === 'valor' ? 0 : state.pagamentoId
  const polling = hydrated && state.step === 'pix' && (asked || state.phase === 'consulting')
  const { phase, answer } = usePixStatus<TabChargeStatus>(
    place.tenant,
    pagamentoId,
    `/${place.tenant}/pagar-conta/${pagamentoId}/status`,
    polling,
  )
  // approved: the tab behind the dialog shows the new paid and remaining values
  const { revalidate } = useRevalidator()
  const approved = phase === 'approved' && answer?.receipt != null
  useEffect(() => {
    if (approved) revalidate()
  }, [approved, revalidate])
  const tabHref = `/${place.tenant}/menu/conta/${state.saidaId}`
  const shown: PartialPaymentState =
    state.step === 'pix' && approved && answer?.receipt
      ? { step: 'aprovado', saidaId: state.saidaId, pagamentoId, receipt: answer.receipt }
      : state.step === 'pix' && polling
        ? { ...state, phase: phase === 'cancelled' ? 'cancelled' : 'consulting' }
        : state
  return (
    <Screen name="pagar-conta">
      <PartialPayment
        state={shown}
        tabHref={tabHref}
        consultarHref={place.href('pagar-conta', {
          saida: state.saidaId,
          pagamento: pagamentoId,
          consultar: 1,
        })}
        onConsultar={() => setAsked(true)}
        actionData={actionData}
      />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
