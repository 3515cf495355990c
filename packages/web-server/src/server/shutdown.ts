import type { Server } from 'node:http'

/**
 * Whether this process is stopping (issue 24 item 3): `/readyz` answers 503 from then on, and every answer closes
 * its connection, so a load balancer stops sending here while the requests already taken are finished.
 */
export const processLifecycle = { draining: false }

/**
 * How long a stopping process lets its in-flight requests finish (SHUTDOWN_DRAIN_MS): a checkout's action makes up
 * to a few upstream calls of API_TIMEOUT_MS (8 s) each, and a deploy that cuts the order call is how orders were
 * duplicated (issue 24). Under the 30 s most orchestrators wait after SIGTERM before they kill.
 */
export const DEFAULT_DRAIN_MS = 25_000

/** How often a draining server closes the keep-alive connections that have gone idle (their request answered). */
const IDLE_SWEEP_MS = 200

/**
 * On SIGTERM (a deploy, `docker stop`, an orchestrator) or SIGINT (Ctrl-C): stop accepting connections, answer
 * `/readyz` 503, let the requests in flight finish, and exit as soon as the last one is answered, or after `drainMs`
 * whatever is left. Before this, the server exited 2 s after SIGTERM, inside the 8 s of an order call.
 */
export function drainOnSignals(
  server: Server,
  { name, drainMs }: { name: string; drainMs: number },
) {
  const stop = (signal: NodeJS.Signals) => {
    if (processLifecycle.draining) return
    processLifecycle.draining = true
    console.info(
      JSON.stringify({
        level: 'info',
        msg: `${name} stopping: finishing the requests in flight`,
        signal,
        drainMs,
      }),
    )
    server.close(() => process.exit(0))
    // close() closes the connections idle now; one whose request is still running becomes idle when it is answered
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref()
    setTimeout(() => {
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: `${name}: requests still running after ${drainMs} ms, exiting`,
        }),
      )
      process.exit(0)
    }, drainMs).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
