import { orderTrackingQueryOptions, pixPaymentStatusQueryOptions } from '@prato/api-client/query'
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { OrderView } from './order-view'

/**
 * Polling of the after-order screens (DESIGN §2, §7): TanStack Query only here, on the two screens that poll, with
 * the option factories of `@prato/api-client/query` (interval, stop at a final status, pause while the tab is
 * hidden) fetching the app's own resource routes — never the API, so no token reaches the browser. A failed poll is
 * logged and the page keeps what it shows; the next interval tries again.
 */
export function PollingProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** GET of a status route as JSON; any other answer is an error (logged: the page stays as it is). */
export async function getStatusJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    signal,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) {
    console.warn(`order status poll failed: ${response.status} ${url}`)
    throw new Error(`status ${response.status}`)
  }
  return (await response.json()) as T
}

export const trackingStatusPath = (tenant: string, id: number | string) =>
  `/${tenant}/acompanhamento/${id}/status`
export const pixStatusPath = (tenant: string, id: number | string) =>
  `/${tenant}/pagamento-pix/${id}/status`

/**
 * The order on the tracking page, polled every 10 s until CANCELADO or FINALIZADO (001 §4). The loader's order is
 * the first value; when the loader answers again (after a cancel or a rating posted from a dialog) its newer
 * order replaces the cached one at once.
 */
export function useTrackedOrder(tenant: string, loaded: OrderView): OrderView {
  const options = orderTrackingQueryOptions({
    orderId: loaded.id,
    scope: tenant,
    initialData: loaded,
    fetchTracking: (id, { signal }) =>
      getStatusJson<OrderView>(trackingStatusPath(tenant, id), signal),
  })
  const client = useQueryClient()
  const first = useRef(loaded)
  useEffect(() => {
    if (first.current === loaded) return
    first.current = loaded
    client.setQueryData(options.queryKey, loaded)
  }, [client, loaded, options.queryKey])
  return useQuery(options).data ?? loaded
}

export type PixPhase = 'waiting' | 'consulting' | 'approved' | 'cancelled'

/**
 * The PIX charge of the order, polled every 4 s until F, P or C (002 §4). 'consulting' while polling runs
 * ('Consultando...'), 'approved' at F or P, 'cancelled' at C; 'waiting' before the first answer is asked for.
 */
export function usePixStatus(tenant: string, orderId: number, enabled: boolean) {
  const query = useQuery(
    pixPaymentStatusQueryOptions({
      paymentId: orderId,
      scope: tenant,
      enabled,
      fetchStatus: (id, { signal }) =>
        getStatusJson<{ flgStatus: string }>(pixStatusPath(tenant, id), signal),
    }),
  )
  const status = query.data?.flgStatus
  const phase: PixPhase =
    status === 'F' || status === 'P'
      ? 'approved'
      : status === 'C'
        ? 'cancelled'
        : enabled
          ? 'consulting'
          : 'waiting'
  return phase
}
