// A server run by `serve()` in a child process, for the shutdown test (src/server/shutdown.test.ts): `/slow?ms=N`
// answers after N ms, as a handler waiting on a slow API would. PORT, WORKERS and DRAIN_MS come from the environment.
import { serve } from '../server/serve'
import { withOperations } from '../server/operations'

serve({
  name: 'draining-server',
  port: Number(process.env.PORT),
  workers: Number(process.env.WORKERS ?? 1),
  production: false,
  drainMs: Number(process.env.DRAIN_MS),
  createApp: () =>
    withOperations((req, res) => {
      const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0)
      setTimeout(() => res.end(`answered after ${ms} ms`), ms)
    }),
})
