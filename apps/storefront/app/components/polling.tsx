import { useEffect, useState } from 'react'

/**
 * Polling of the screens that poll (DESIGN §2, §7): TanStack Query only there, with the option factories of
 * `@prato/api-client/query` (interval, stop at a final status, pause while the tab is hidden) fetching the app's
 * own resource routes — never the API, so no token reaches the browser. The engine (`polling-engine.ts`) is
 * imported when a poll starts, after the page is awake: a page's first load carries no polling library. A failed
 * poll is logged and the page keeps what it shows; the next interval tries again. Shared by the delivery PIX page,
 * order tracking and the tab's partial payment.
 */
export const pollingEngine = () => import('./polling-engine')

/**
 * Runs `start` (which subscribes to the engine and answers the unsubscribe) while `enabled`, again whenever `key`
 * changes; stops it when the page leaves or the key changes.
 */
export function usePoll(
  key: string,
  enabled: boolean,
  start: (engine: Awaited<ReturnType<typeof pollingEngine>>) => () => void,
) {
  useEffect(() => {
    if (!enabled) return
    let stop: (() => void) | undefined
    let left = false
    void pollingEngine().then((engine) => {
      if (!left) stop = start(engine)
    })
    return () => {
      left = true
      stop?.()
    }
    // `start` is made anew by every render; `key` says what it polls
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled])
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
  const key = `${scope} ${paymentId} ${statusPath}`
  const [last, setLast] = useState<{ key: string; answer: T } | null>(null)
  usePoll(key, enabled, (engine) =>
    engine.pollPixStatus<T>(
      { paymentId, scope, fetchStatus: (_id, { signal }) => getStatusJson<T>(statusPath, signal) },
      (answer) => setLast({ key, answer }),
    ),
  )
  const answer = last?.key === key ? last.answer : null
  return { phase: pixPhaseOf(answer?.flgStatus, enabled), answer }
}
