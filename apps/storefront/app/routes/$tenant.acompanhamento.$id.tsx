import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { offersSurvey, TRACKING_POLL_MS } from '@prato/domain'
import { acompanhamentoPedidoTitulo, verHistoricoPedidos } from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, useParams, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import type { RefreshHandle } from '#app/components/RefreshWithoutScript'
import { dialogHref } from '#app/components/dialogs'
import { screenPath } from '#app/components/screens'
import { OrderTracking } from '#app/features/orders/OrderTracking'
import { useTrackedOrder } from '#app/features/orders/polling'
import { loadTracking, orderPageRequest, restaurantPhone } from '#app/features/orders/orders.server'
import { surveyOffered } from '#app/features/survey/survey.server'

/**
 * Order tracking (001 §2 /{tenant}/acompanhamento/{id}; §3 Order summary and status history; §4 Order lifecycle
 * and Tracking): the diner's own order with its status badge and history, polled every 10 s through the app's
 * status route (`./$tenant.acompanhamento.$id.status`) until CANCELADO or FINALIZADO, and without JavaScript
 * refreshed by the page itself while not final. 'Cancelar pedido' opens the reason dialog while the order may be
 * cancelled, the restaurant's phone is shown once production started, 'Avaliar' opens 'Sua avaliação'. No cart
 * bar here (001 §2 "hides the cart side panel").
 */
export const meta: MetaFunction = () => [{ title: acompanhamentoPedidoTitulo }]

// Without JavaScript the page refreshes itself while the order moves on — but not under an open dialog, where the
// diner is choosing a reason or the stars.
// (and the diner's own data: kept by no cache, even for a request without a cookie)
export const handle: RouteHandle & RefreshHandle<{ order: { final: boolean } }> = {
  personal: true,
  refreshWithoutScript: ({ data, search }) =>
    !data.order.final && !search.has('dialog') ? TRACKING_POLL_MS / 1000 : null,
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, view, id, reader } = await orderPageRequest(args)
  const order = await loadTracking(ctx, reader, id).catch(async (error: unknown) => {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  })
  // the satisfaction survey, offered once the order is finished (if the restaurant has one)
  const survey = await surveyOffered(ctx)
  return data(
    {
      order,
      phone: restaurantPhone(view),
      survey,
      // made here: the page's first load carries no path builder for it
      historyHref: screenPath(ctx.tenant.slug, 'historico-pedidos'),
    },
    { headers: await personalPageHeaders(ctx) },
  )
}

export default function TrackingScreen() {
  const { order: loaded, phone, survey, historyHref } = useLoaderData<typeof loader>()
  const tenant = useParams().tenant ?? ''
  const location = useLocation()
  const order = useTrackedOrder(tenant, loaded)
  const here = `${location.pathname}${location.search}`
  return (
    <OrderTracking
      order={order}
      phone={phone}
      cancelHref={order.canCancel ? dialogHref(here, 'cancelar-pedido', { id: order.id }) : null}
      rateHref={order.canRate ? dialogHref(here, 'avaliar-pedido', { id: order.id }) : null}
      surveyHref={survey && offersSurvey(order.situacaoId) ? dialogHref(here, 'pesquisa') : null}
      links={
        <Button href={historyHref} variant="ghost">
          {verHistoricoPedidos}
        </Button>
      }
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
