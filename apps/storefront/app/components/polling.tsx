import { pixPaymentStatusQueryOptions } from '@prato/api-client/query'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/**
 * Polling of the screens that poll (DESIGN §2, §7): TanStack Query only there, with the option factories of
 * `@prato/api-client/query` (interval, stop at a final status, pause while the tab is hidden) fetching the app's
 * own resource routes — never the API, so no token reaches the browser. A failed poll is logged and the page keeps
 * what it shows; the next interval tries again. Shared by the delivery PIX page, order tracking and the tab's
 * partial payment.
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
    console.warn(`status poll failed: ${response.status} ${url}`)
    throw new Error(`status ${response.status}`)
  }
  return (await response.json()) as T
}

export type PixPhase = 'waiting' | 'consulting' | 'approved' | 'cancelled'

/** 002 §4: F or P approved, C cancelled; 'consulting' while polling runs, 'waiting' before it is asked for. */
export function pixPhaseOf(status: string | undefined, polling: boolean): PixPhase {
  if (status === 'F' || status === 'P') return 'approved'
  if (status === 'C') return 'cancelled'
  return polling ? 'consulting' : 'waiting'
}

/**
 * A PIX charge's status read from the app's status route `statusPath`, every 4 s until F, P or C (002 §4), once
 * `enabled`. Answers the phase and the route's last answer (which may carry more than the status, e.g. a receipt).
 */
export function usePixStatus<T extends { flgStatus: string }>(
  scope: string,
  paymentId: number,
  statusPath: string,
  enabled: boolean,
) {
  const query = useQuery(
    pixPaymentStatusQueryOptions({
      paymentId,
      scope,
      enabled,
      fetchStatus: (_id, { signal }) => getStatusJson<T>(statusPath, signal),
    }),
  )
  return { phase: pixPhaseOf(query.data?.flgStatus, enabled), answer: query.data ?? null }
}
