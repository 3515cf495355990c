import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { historicoDeliveryTitulo, nenhumPedidoDelivery } from '@prato/domain/messages'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, useParams, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref } from '#app/components/dialogs'
import { screenPath } from '#app/components/screens'
import { OrderHistory } from '#app/features/orders/OrderHistory'
import { historyPageRequest, loadDeliveryHistory } from '#app/features/orders/history.server'

/**
 * The delivery history (001 §2 /{tenant}/historico-pedidos, history cards; §7 GET
 * /v1/api/PedidoApi/ultimos/empresa-atual, limite 30): the diner's latest delivery orders at this restaurant,
 * newest first, each opening its detail; an empty history says so and links the menu. The logged-in diner's,
 * or an offline customer's orders placed from this browser; anyone else logs in first.
 */
export const meta: MetaFunction = () => [{ title: historicoDeliveryTitulo }]

// the diner's own orders: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, reader } = await historyPageRequest(args, { offline: true })
  const cards = await loadDeliveryHistory(ctx, reader).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  const menu = screenPath(ctx.tenant.slug, 'delivery')
  return data({ cards, menu }, { headers: await personalPageHeaders(ctx) })
}

export default function DeliveryHistoryScreen() {
  const { cards, menu } = useLoaderData<typeof loader>()
  const tenant = useParams().tenant ?? ''
  const location = useLocation()
  return (
    <OrderHistory
      title={historicoDeliveryTitulo}
      cards={cards}
      detailHref={(id) => screenPath(tenant, 'historico-pedidos', id)}
      empty={nenhumPedidoDelivery}
      menuHref={menu}
      ratingsHref={dialogHref(`${location.pathname}${location.search}`, 'avaliacoes')}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    'historico-pedidos': true
  }
}
