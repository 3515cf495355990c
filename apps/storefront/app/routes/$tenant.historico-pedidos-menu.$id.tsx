import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { parseApiId } from '@prato/domain'
import { pedidoNumeroAcompanhamento, voltarAoHistorico } from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useParams, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { screenPath } from '#app/components/screens'
import { OrderTracking } from '#app/features/orders/OrderTracking'
import { historyPageRequest, loadMenuOrder } from '#app/features/orders/history.server'
import { notFound } from '#app/features/orders/orders.server'

/**
 * 'Pedido #id' of the table history (001 §2 /{tenant}/historico-pedidos-menu/{id}; §4 "After order": a direct
 * table order goes here; §7 GET /v3/wg-pedido-consumo/direto/meus-pedidos/{id}/detalhado): its status, items,
 * totals, table and payment. The logged-in diner's own order only: any other id is a 404.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? pedidoNumeroAcompanhamento(loaded.order.id) : '' },
]

// the diner's own order: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const id = parseApiId(args.params.id)
  const { ctx } = await historyPageRequest(args, { offline: false })
  if (id === null) throw notFound()
  const order = await loadMenuOrder(ctx, id).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  return data({ order }, { headers: await personalPageHeaders(ctx) })
}

export default function MenuOrderScreen() {
  const { order } = useLoaderData<typeof loader>()
  const tenant = useParams().tenant ?? ''
  return (
    <OrderTracking
      order={order}
      phone={null}
      cancelHref={null}
      rateHref={null}
      links={
        <Button href={screenPath(tenant, 'historico-pedidos-menu')} variant="ghost">
          {voltarAoHistorico}
        </Button>
      }
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
