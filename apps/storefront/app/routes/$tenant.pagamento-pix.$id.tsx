import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { PIX_POLL_MS } from '@prato/domain'
import { pagamentoPixTitulo } from '@prato/domain/messages'
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, useParams, useRouteError } from '@remix-run/react'
import { useHydrated } from '@prato/web-server'
import { useEffect } from 'react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import type { RefreshHandle } from '#app/components/RefreshWithoutScript'
import { PixPayment } from '#app/features/orders/PixPayment'
import { usePixStatus } from '#app/components/polling'
import { pixStatusPath } from '#app/features/orders/polling'
import {
  isPixStatusFinal,
  loadOrder,
  orderPageRequest,
  pixStatusOf,
} from '#app/features/orders/orders.server'

/**
 * The PIX payment page (001 §2 /{tenant}/pagamento-pix/{id}; §4 "After order": where a delivery order paid by PIX
 * lands): the QR code and the copy-and-paste code of the diner's own order, its status polled every 4 s through
 * the app's status route (`./$tenant.pagamento-pix.$id.status`) until F, P or C (002 §4); on approval the page
 * goes to the tracking page by itself. Without JavaScript it refreshes itself every 4 s while the charge is
 * open, and this loader sends a paid (or cancelled) order — or one with nothing to pay by PIX — to tracking.
 */
export const meta: MetaFunction = () => [{ title: pagamentoPixTitulo }]

// Polling starts once the page is interactive; before that (and without JavaScript) the page refreshes itself.
// (and the diner's own data: kept by no cache, even for a request without a cookie)
export const handle: RouteHandle & RefreshHandle<unknown> = {
  personal: true,
  refreshWithoutScript: () => PIX_POLL_MS / 1000,
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, id, reader } = await orderPageRequest(args)
  const tracking = `/${ctx.tenant.slug}/acompanhamento/${id}`
  let order
  let status
  try {
    order = await loadOrder(ctx, reader, id)
    status = order.pix ? await pixStatusOf(ctx, order) : null
  } catch (error) {
    throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
  }
  if (!order.pix || status === null || isPixStatusFinal(status))
    throw redirect(tracking, { headers: await personalPageHeaders(ctx) })
  return data(
    { id, total: order.total, code: order.pix.qrCode, tracking },
    { headers: await personalPageHeaders(ctx) },
  )
}

export default function PixPaymentScreen() {
  const { id, total, code, tracking } = useLoaderData<typeof loader>()
  const tenant = useParams().tenant ?? ''
  const { phase } = usePixStatus(tenant, id, pixStatusPath(tenant, id), useHydrated())
  const navigate = useNavigate()
  useEffect(() => {
    if (phase === 'approved') navigate(tracking, { replace: true })
  }, [phase, navigate, tracking])
  return <PixPayment orderId={id} total={total} code={code} phase={phase} trackingHref={tracking} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
