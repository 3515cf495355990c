import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { tenantPath } from '@prato/domain'
import {
  acompanharEstePedido,
  pedidoNumeroAcompanhamento,
  voltarAoHistorico,
} from '@prato/domain/messages'
import { Button } from '@prato/ui'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref } from '#app/components/dialogs'
import { readForm } from '#app/components/forms.server'
import { screenPath } from '#app/components/screens'
import { OrderTracking } from '#app/features/orders/OrderTracking'
import { REORDER_INTENT, ReorderForm } from '#app/features/orders/ReorderForm'
import { orderAgain } from '#app/features/orders/history.server'
import {
  loadTracking,
  notFound,
  orderPageRequest,
  restaurantPhone,
} from '#app/features/orders/orders.server'

/**
 * A delivery order of the history (001 §2 /{tenant}/historico-pedidos/{id}; §3 Order summary and item, status
 * history): its items with their variations, the fee, the discount, the payment and the status history, with the
 * tracking page's own actions by its rules (cancel while it may be, the phone once in production, 'Avaliar'), the
 * way to its tracking page, and 'Pedir de novo' (issue 21). The order and its history are read in one call,
 * /v1/wg-pedido/{id}/acompanhamento, which is /detalhes/completo with the status history (decision 0026);
 * 'Pedir de novo' reads /detalhes/completo. The diner's own order only: any other id is a 404.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? pedidoNumeroAcompanhamento(loaded.order.id) : '' },
]

// the diner's own order: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, view, id, reader } = await orderPageRequest(args)
  const order = await loadTracking(ctx, reader, id).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  return data({ order, phone: restaurantPhone(view) }, { headers: await personalPageHeaders(ctx) })
}

/** One intent: 'Pedir de novo' — the order's lines into the cart at today's prices, answered on this page. */
export async function action(args: ActionFunctionArgs) {
  const { ctx, id, reader } = await orderPageRequest(args)
  const form = await readForm(args.request)
  if (form.get('intent') !== REORDER_INTENT) throw notFound()
  const reorder = await orderAgain(ctx, reader, id).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  // the cart changed in the session: its cookie goes with the answer
  return data({ reorder }, { headers: await personalPageHeaders(ctx) })
}

export default function HistoryOrderScreen() {
  const { order, phone } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const tenant = useParams().tenant ?? ''
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <OrderTracking
      order={order}
      phone={phone}
      cancelHref={order.canCancel ? dialogHref(here, 'cancelar-pedido', { id: order.id }) : null}
      rateHref={order.canRate ? dialogHref(here, 'avaliar-pedido', { id: order.id }) : null}
      links={
        <>
          {order.final ? null : (
            <Button href={tenantPath(tenant, `acompanhamento/${order.id}`)} variant="secondary">
              {acompanharEstePedido}
            </Button>
          )}
          <Button href={screenPath(tenant, 'historico-pedidos')} variant="ghost">
            {voltarAoHistorico}
          </Button>
        </>
      }
    >
      <ReorderForm answer={answer?.reorder ?? null} cartHref={screenPath(tenant, 'carrinho')} />
    </OrderTracking>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
