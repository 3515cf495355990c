import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { processLifecycle } from './shutdown'

/**
 * One thing `/readyz` checks (issue 24 item 6): it resolves when the dependency answers, and throws with a short
 * reason (no URL, no secret: the answer is public) when it does not.
 */
export type ReadinessCheck = { name: string; check: (signal: AbortSignal) => Promise<void> }

/** A dependency that takes longer than this to answer a readiness check is not ready. */
export const READINESS_TIMEOUT_MS = 2_000

const OPERATIONS_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * The operators' routes, answered before anything else (no tenant, no session, no page cache, no log line per
 * call — a load balancer asks every few seconds):
 * - `GET /healthz`: the process is up and serving; no upstream call.
 * - `GET /readyz`: every check passes (the API reachable, the shared store), else 503 with a JSON reason; 503 too
 *   while the process drains (./shutdown.ts).
 * While draining, every answer also closes its connection, so keep-alive clients move to another process.
 */
export function withOperations(
  listener: RequestListener,
  checks: readonly ReadinessCheck[] = [],
  lifecycle: { readonly draining: boolean } = processLifecycle,
): RequestListener {
  return (req, res) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close')
    const path = (req.url ?? '').split('?')[0]
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      (path === '/healthz' || path === '/readyz')
    ) {
      const answer =
        path === '/healthz'
          ? Promise.resolve({ status: 200, body: { status: 'ok' } })
          : readiness(checks, lifecycle)
      void answer.then(({ status, body }) => send(req, res, status, body))
      return
    }
    listener(req, res)
  }
}

type Readiness = { status: 200 | 503; body: Record<string, unknown> }

async function readiness(
  checks: readonly ReadinessCheck[],
  lifecycle: { readonly draining: boolean },
): Promise<Readiness> {
  if (lifecycle.draining) return { status: 503, body: { status: 'draining' } }
  const failed: Record<string, string> = {}
  await Promise.all(
    checks.map(async ({ name, check }) => {
      const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS)
      try {
        // a check that ignores its signal (a store's client queueing commands while it reconnects) times out too
        await Promise.race([check(signal), aborted(signal)])
      } catch (error) {
        failed[name] = reasonOf(error)
      }
    }),
  )
  return Object.keys(failed).length === 0
    ? { status: 200, body: { status: 'ok' } }
    : { status: 503, body: { status: 'unavailable', failed } }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  )
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${READINESS_TIMEOUT_MS} ms`
    const code = (error.cause as { code?: unknown } | undefined)?.code
    return typeof code === 'string' ? code : error.message
  }
  return String(error)
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, { ...OPERATIONS_HEADERS, 'Content-Length': Buffer.byteLength(text) })
  res.end(req.method === 'HEAD' ? undefined : text)
}

/**
 * The API is reachable: its base URL answers at all, with any status below 500 (an API has no health route in the
 * contract; a 404 from it still proves it is up, while a gateway's 502/503/504 says it is not).
 */
export function upstreamReachable(name: string, url: string): ReadinessCheck {
  return {
    name,
    check: async (signal) => {
      const response = await fetch(url, { signal, redirect: 'manual' })
      await response.body?.cancel()
      if (response.status >= 500) throw new Error(`answered ${response.status}`)
    },
  }
}
