/**
 * TanStack Query option factories for the polled calls (DESIGN §2). They own the polling rules —
 * interval, stop at a final status, pause while the tab is hidden — and take the function that
 * fetches, so the browser polls the app's own resource route (tokens never reach it) and tests
 * pass a fake. `@tanstack/react-query` is an optional peer: only this entry needs it.
 */
import { isPixStatusFinal, isTrackingFinal, PIX_POLL_MS, TRACKING_POLL_MS } from '@prato/domain'
import { queryOptions } from '@tanstack/react-query'

export interface PollContext {
  /** Aborted when the query is cancelled or the component unmounts. */
  signal: AbortSignal
}

export interface OrderTrackingQueryInput<T extends { situacaoId: number }> {
  orderId: number | string
  /** Usually `fetch(`/${tenant}/acompanhamento/${id}?_data=...`)` or a resource route of the app. */
  fetchTracking: (orderId: number | string, context: PollContext) => Promise<T>
  /** Separates tenants in the query cache; the tenant slug is a good value. */
  scope?: string
  /** The loader's answer, so the first paint needs no request. */
  initialData?: T
}

/** 001 §4 "Tracking polls every 10 seconds and stops at CANCELADO or FINALIZADO." */
export function orderTrackingRefetchInterval(
  data: { situacaoId: number } | undefined,
): number | false {
  return data && isTrackingFinal(data.situacaoId) ? false : TRACKING_POLL_MS
}

export function orderTrackingQueryOptions<T extends { situacaoId: number }>(
  input: OrderTrackingQueryInput<T>,
) {
  return queryOptions({
    queryKey: ['prato', 'order-tracking', input.scope ?? '', String(input.orderId)] as const,
    queryFn: ({ signal }) => input.fetchTracking(input.orderId, { signal }),
    refetchInterval: (query) => orderTrackingRefetchInterval(query.state.data),
    // DESIGN §7 "polling stops at a final status and pauses while the tab is hidden".
    refetchIntervalInBackground: false,
    // What the loader just fetched counts as fresh for one interval: no request on mount.
    staleTime: TRACKING_POLL_MS,
    ...(input.initialData === undefined ? {} : { initialData: input.initialData }),
  })
}

export interface PixPaymentStatusQueryInput<T extends { flgStatus: string }> {
  paymentId: number | string
  /** Calls the app's resource route that reads GET /v1/pagamentos/obter-status/{id}. */
  fetchStatus: (paymentId: number | string, context: PollContext) => Promise<T>
  scope?: string
  /** 002 §4 step 2: polling starts only after 'Já efetuei o pagamento'; pass false until then. */
  enabled?: boolean
}

/** 002 §4 "polling every 4 seconds ... stops when the status is F, P or C". */
export function pixStatusRefetchInterval(data: { flgStatus: string } | undefined): number | false {
  return data && isPixStatusFinal(data.flgStatus) ? false : PIX_POLL_MS
}

export function pixPaymentStatusQueryOptions<T extends { flgStatus: string }>(
  input: PixPaymentStatusQueryInput<T>,
) {
  return queryOptions({
    queryKey: ['prato', 'pix-status', input.scope ?? '', String(input.paymentId)] as const,
    queryFn: ({ signal }) => input.fetchStatus(input.paymentId, { signal }),
    refetchInterval: (query) => pixStatusRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
    staleTime: PIX_POLL_MS,
    enabled: input.enabled ?? true,
  })
}
