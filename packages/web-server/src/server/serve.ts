import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { createServer, type RequestListener } from 'node:http'
import { DEFAULT_DRAIN_MS, drainOnSignals } from './shutdown'

export type ServeOptions = {
  name: string
  port: number
  /** Processes to run; 1 runs without a primary. Default: one per CPU in production, else 1. */
  workers?: number | undefined
  production: boolean
  /** How long a stopping process lets its requests in flight finish (./shutdown.ts); default DEFAULT_DRAIN_MS. */
  drainMs?: number | undefined
  /** Builds the app in each serving process (never in a cluster's primary, which only forks). */
  createApp: () => RequestListener
}

/**
 * Runs the app. Server rendering is CPU work and a Node process renders on one core, so the primary forks one worker
 * per CPU; they share the port, and every piece of state a request needs is in a shared store, never in a worker.
 */
export function serve(options: ServeOptions): void {
  const workers = options.workers ?? (options.production ? availableParallelism() : 1)
  if (cluster.isPrimary && workers > 1) runPrimary(options, workers)
  else listen(options)
}

function runPrimary(
  { name, port, drainMs = DEFAULT_DRAIN_MS }: ServeOptions,
  workers: number,
): void {
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork()
  for (let i = 0; i < workers; i++) fork()
  cluster.on('listening', () => {
    if (++listening === workers)
      console.info(`${name} listening on http://localhost:${port} (${workers} processes)`)
  })
  cluster.on('exit', (worker, code, signal) => {
    // A worker exits 0 only when it was told to stop (a signal to the whole process group reaches it too).
    if (stopping || (code === 0 && !signal)) {
      stopping = true
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // A worker that dies before it ever listened has a problem a restart will not fix (the port is taken, the
    // build is broken): stop instead of looping. One that dies later is replaced.
    if (listening === 0) {
      console.error(
        `${name} worker ${worker.process.pid} exited (${signal ?? code}) before listening`,
      )
      process.exit(typeof code === 'number' && code !== 0 ? code : 1)
    }
    console.error(
      JSON.stringify({
        level: 'error',
        msg: `${name} worker exited; starting another`,
        pid: worker.process.pid,
        code,
        signal,
      }),
    )
    fork()
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    // each worker drains its requests in flight (./shutdown.ts); the primary exits when the last one has
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => process.exit(0), drainMs + 1000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

function listen({ name, port, createApp, drainMs = DEFAULT_DRAIN_MS }: ServeOptions): void {
  const server = createServer(createApp()).listen(port, () => {
    if (cluster.isPrimary) console.info(`${name} listening on http://localhost:${port}`)
  })
  drainOnSignals(server, { name, drainMs })
}

/** PUBLIC_ORIGIN when configured, else the local address the app listens on. */
export function publicOriginOf(configured: string | undefined, port: number): string {
  return new URL(configured ?? `http://localhost:${port}`).origin
}
