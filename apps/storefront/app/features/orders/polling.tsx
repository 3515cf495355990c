import { orderTrackingQueryOptions } from '@prato/api-client/query'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { getStatusJson } from '#app/components/polling'
import type { OrderView } from './order-view'

/** The after-order screens' status routes, polled with `#app/components/polling` (DESIGN §2, §7). */
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
