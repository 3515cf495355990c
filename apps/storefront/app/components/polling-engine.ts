// The polled screens' engine (DESIGN §2, §7): TanStack Query's observer over the option factories of
// `@prato/api-client/query`, in a chunk of its own (`query`, tooling/first-load-chunks.ts) that `polling.tsx` imports
// once the page is awake and a poll is on: the first poll is seconds away, so a page's first load carries none of it.
import { orderTrackingQueryOptions, pixPaymentStatusQueryOptions } from '@prato/api-client/query'
import type { OrderTrackingQueryInput, PixPaymentStatusQueryInput } from '@prato/api-client/query'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import type { QueryKey, QueryObserverOptions } from '@tanstack/react-query'

/** The page's one query client: a failed poll is not retried at once (the next interval tries again). */
const client = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
})
client.mount()

/** Follows a query's data until the returned function is called; `onData` gets each new answer. */
function observe<T, K extends QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, K>,
  onData: (data: T) => void,
): () => void {
  const observer = new QueryObserver<T, Error, T, T, K>(client, options)
  return observer.subscribe((result) => {
    if (result.data !== undefined) onData(result.data)
  })
}

/** 002 §4: a PIX charge's status every 4 s until F, P or C. */
export function pollPixStatus<T extends { flgStatus: string }>(
  input: PixPaymentStatusQueryInput<T>,
  onData: (data: T) => void,
): () => void {
  return observe(pixPaymentStatusQueryOptions(input), onData)
}

/**
 * 001 §4: the order every 10 s until CANCELADO or FINALIZADO. The loader's order (`initialData`) replaces what the
 * cache holds, so an order the loader answered again (after a cancel or a rating) is the one shown and polled on.
 */
export function pollTracking<T extends { situacaoId: number }>(
  input: OrderTrackingQueryInput<T> & { initialData: T },
  onData: (data: T) => void,
): () => void {
  const options = orderTrackingQueryOptions(input)
  client.setQueryData(options.queryKey, input.initialData)
  return observe(options, onData)
}
