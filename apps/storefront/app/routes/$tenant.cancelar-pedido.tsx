import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { parseApiId, CANCEL_REASONS, cancelReasonSchema, isCancelReasonId } from '@prato/domain'
import { cancelarSucesso, cancelarPedidoTitulo } from '@prato/domain/messages'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm, reply } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { accountRequest } from '#app/features/account/account.server'
import { CancelOrderForm } from '#app/features/orders/CancelOrderForm'
import {
  cancelOrder,
  loadOrder,
  notFound,
  orderReturnPath,
} from '#app/features/orders/orders.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { redirectWithToast } from '#app/lib/toast.server'

/**
 * The cancel-order reason dialog (001 §2 dialogs; §4 "The customer may cancel only in EM_ABERTO or
 * AGUARDANDO_PAGAMENTO, choosing a reason"; §5; §7 PUT /v1/wg-pedido/cancelar; §8): `?dialog=cancelar-pedido&id=`
 * over the tracking page, and /{tenant}/cancelar-pedido?id= as a page. Only the logged-in diner's own order: an
 * unknown or another diner's id is a 404 (the API's own answer to the cancel call too), an unknown reason a 400.
 * Success: back to the tracking page with 'Pedido cancelado com sucesso'; a refusal shows the server's first
 * error, else 'Houve um problema ao cancelar o pedido'.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, user } = await accountRequest(args, 'cancelar-pedido')
  await requireTenantView(ctx, args.request)
  const id = parseApiId(new URL(args.request.url).searchParams.get('id'))
  if (id === null || !user) throw notFound()
  const order = await loadOrder(ctx, { kind: 'user', email: user.email }, id).catch(
    async (error: unknown) => {
      throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
    },
  )
  return data(
    {
      id,
      canCancel: order.canCancel,
      reasons: CANCEL_REASONS.map((r) => ({ id: r.id, nome: r.nome })),
    },
    { headers: await personalPageHeaders(ctx) },
  )
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'cancelar-pedido')
  await requireTenantView(ctx, args.request)
  const formData = await readForm(args.request)
  const id = parseApiId(formData.get('id'))
  if (id === null) throw notFound()
  const submission = parseWithZod(formData, { schema: cancelReasonSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const motivo = submission.value.motivoCancelamentoId
  // the schema admits only the four reasons; the check narrows the type for the payload
  if (!isCancelReasonId(motivo)) return reply({ result: submission.reply() })
  const result = await cancelOrder(ctx, id, motivo)
  if (!result.ok) return reply({ result: submission.reply({ formErrors: [result.message] }) })
  // back to the order's page the dialog was opened over (tracking or history detail), where its new status shows
  return redirectWithToast(
    orderReturnPath(tenant, id, formData.get('redirectTo')),
    { type: 'success', description: cancelarSucesso },
    { headers: await ctx.commit() },
  )
}

export default function CancelOrderScreen() {
  const { id, canCancel, reasons } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="cancelar-pedido">
      <CancelOrderForm id={id} canCancel={canCancel} reasons={reasons} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  // after the order (001 §2, §5): the cancel-order reason dialog, over the tracking page
  dialog: {
    name: 'cancelar-pedido',
    access: 'user',
    size: 'medium',
    title: cancelarPedidoTitulo,
    params: ['id'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'cancelar-pedido': true
  }
}
