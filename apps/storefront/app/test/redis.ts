import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'

/** Starts a throwaway redis-server (no persistence) when the binary exists; null otherwise. */
export async function startRedis(
  port: number,
): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) return null
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const url = `redis://127.0.0.1:${port}`
  for (let i = 0; i < 50; i++) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    probe.on('error', () => undefined)
    try {
      await probe.connect()
      await probe.ping()
      await probe.flushall()
      probe.disconnect()
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM')
          await new Promise((r) => setTimeout(r, 50))
        },
      }
    } catch {
      probe.disconnect()
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  child.kill('SIGTERM')
  throw new Error(`redis-server did not start on port ${port}`)
}
