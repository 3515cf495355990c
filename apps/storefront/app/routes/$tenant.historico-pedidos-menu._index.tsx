import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { historicoMenuTitulo, nenhumPedidoMenu } from '@prato/domain/messages'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useParams, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { screenPath } from '#app/components/screens'
import { OrderHistory } from '#app/features/orders/OrderHistory'
import { historyPageRequest, loadMenuHistory } from '#app/features/orders/history.server'

/**
 * The table history 'Pedidos' (001 §2 /{tenant}/historico-pedidos-menu; §7 GET
 * /v3/wg-pedido-consumo/direto/meus-pedidos): the logged-in diner's orders at this restaurant's tables, newest
 * first, each opening 'Pedido #id'; an empty history says so and links the table menu.
 */
export const meta: MetaFunction = () => [{ title: historicoMenuTitulo }]

// the diner's own orders: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await historyPageRequest(args, { offline: false })
  const cards = await loadMenuHistory(ctx).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  const menu = screenPath(ctx.tenant.slug, 'menu')
  return data({ cards, menu }, { headers: await personalPageHeaders(ctx) })
}

export default function MenuHistoryScreen() {
  const { cards, menu } = useLoaderData<typeof loader>()
  const tenant = useParams().tenant ?? ''
  return (
    <OrderHistory
      title={historicoMenuTitulo}
      cards={cards}
      detailHref={(id) => screenPath(tenant, 'historico-pedidos-menu', id)}
      empty={nenhumPedidoMenu}
      menuHref={menu}
      ratingsHref={null}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    'historico-pedidos-menu': true
  }
}
