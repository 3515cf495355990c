import { PIX_POLL_MS, TRACKING_POLL_MS } from '@prato/domain'
import {
  environmentManager,
  focusManager,
  QueryClient,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  orderTrackingQueryOptions,
  orderTrackingRefetchInterval,
  pixPaymentStatusQueryOptions,
  pixStatusRefetchInterval,
} from '../src/query'

beforeEach(() => {
  // Query never schedules refetch timers where there is no window; these tests play the browser.
  environmentManager.setIsServer(() => false)
  vi.useFakeTimers()
  focusManager.setFocused(true)
})
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined')
  focusManager.setFocused(undefined)
  vi.useRealTimers()
})

function observe<TData = unknown>(options: object) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const observer = new QueryObserver<TData>(
    client,
    options as unknown as QueryObserverOptions<TData>,
  )
  const unsubscribe = observer.subscribe(() => {})
  return { client, observer, stop: () => (unsubscribe(), client.clear()) }
}

describe('order tracking (001 §4 "Tracking polls every 10 seconds and stops at CANCELADO or FINALIZADO")', () => {
  it('polls every 10 s and stops at FINALIZADO (5)', async () => {
    const statuses = [1, 3, 4, 5, 5]
    const fetchTracking = vi.fn(async (_id: number | string) => ({
      id: 7,
      situacaoId: statuses.shift() ?? 5,
    }))
    const { stop, observer } = observe<{ id: number; situacaoId: number }>(
      orderTrackingQueryOptions({ orderId: 7, fetchTracking, scope: 'bella-napoli' }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchTracking).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS)
    expect(fetchTracking).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 2)
    expect(fetchTracking).toHaveBeenCalledTimes(4)
    expect(observer.getCurrentResult().data?.situacaoId).toBe(5)
    await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 5)
    expect(fetchTracking).toHaveBeenCalledTimes(4)
    expect(fetchTracking.mock.calls[0]![0]).toBe(7)
    stop()
  })

  it('stops at CANCELADO (2) and keeps polling the other statuses', () => {
    expect(orderTrackingRefetchInterval({ situacaoId: 2 })).toBe(false)
    expect(orderTrackingRefetchInterval({ situacaoId: 5 })).toBe(false)
    for (const open of [1, 3, 4, 6, 7])
      expect(orderTrackingRefetchInterval({ situacaoId: open })).toBe(10_000)
    expect(orderTrackingRefetchInterval(undefined)).toBe(10_000)
  })

  it('pauses while the tab is hidden', async () => {
    const fetchTracking = vi.fn(async () => ({ situacaoId: 1 }))
    const options = orderTrackingQueryOptions({ orderId: 8, fetchTracking })
    expect(options.refetchIntervalInBackground).toBe(false)
    const { stop } = observe(options)
    await vi.advanceTimersByTimeAsync(0)
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 3)
    expect(fetchTracking).toHaveBeenCalledTimes(1)
    stop()
  })

  it('starts from the loader data without a request when it is already final', async () => {
    const fetchTracking = vi.fn(async () => ({ situacaoId: 5 }))
    const options = orderTrackingQueryOptions({
      orderId: 9,
      fetchTracking,
      initialData: { situacaoId: 5 },
    })
    expect(options.queryKey).toEqual(['prato', 'order-tracking', '', '9'])
    const { stop, observer } = observe<{ situacaoId: number }>(options)
    await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 3)
    expect(observer.getCurrentResult().data).toEqual({ situacaoId: 5 })
    expect(fetchTracking).not.toHaveBeenCalled()
    stop()
  })
})

describe('PIX status (002 §4 "Polling ... every 4 seconds ... stops when the status is F, P or C")', () => {
  it('polls every 4 s until the payment is approved', async () => {
    const statuses = ['A', 'A', 'F']
    const fetchStatus = vi.fn(async () => ({ flgStatus: statuses.shift() ?? 'F' }))
    const { stop } = observe(pixPaymentStatusQueryOptions({ paymentId: 'p1', fetchStatus }))
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(PIX_POLL_MS * 2)
    expect(fetchStatus).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(PIX_POLL_MS * 5)
    expect(fetchStatus).toHaveBeenCalledTimes(3)
    stop()
  })

  it('treats F, P and C as final and waits for the diner before polling', async () => {
    for (const final of ['F', 'P', 'C'])
      expect(pixStatusRefetchInterval({ flgStatus: final })).toBe(false)
    expect(pixStatusRefetchInterval({ flgStatus: 'A' })).toBe(4_000)
    const fetchStatus = vi.fn(async () => ({ flgStatus: 'A' }))
    const { stop } = observe(
      pixPaymentStatusQueryOptions({ paymentId: 3, fetchStatus, enabled: false }),
    )
    await vi.advanceTimersByTimeAsync(PIX_POLL_MS * 3)
    expect(fetchStatus).not.toHaveBeenCalled()
    stop()
  })

  it('passes the abort signal to the fetch function', async () => {
    const fetchStatus = vi.fn(async (_id: number | string, context: { signal: AbortSignal }) => {
      expect(context.signal).toBeInstanceOf(AbortSignal)
      return { flgStatus: 'P' }
    })
    const { stop } = observe(pixPaymentStatusQueryOptions({ paymentId: 3, fetchStatus }))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    stop()
  })
})
