import { useState } from 'react'
import { getStatusJson, usePoll } from '#app/components/polling'
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
  // the loader's order is part of the key: a new answer from the loader starts the poll again from it
  const key = `${tenant} ${JSON.stringify(loaded)}`
  const [polled, setPolled] = useState<{ key: string; order: OrderView } | null>(null)
  usePoll(key, true, (engine) =>
    engine.pollTracking(
      {
        orderId: loaded.id,
        scope: tenant,
        initialData: loaded,
        fetchTracking: (id, { signal }) =>
          getStatusJson<OrderView>(trackingStatusPath(tenant, id), signal),
      },
      (order) => setPolled({ key, order }),
    ),
  )
  return polled?.key === key ? polled.order : loaded
}
