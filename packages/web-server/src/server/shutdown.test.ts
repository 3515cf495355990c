import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { rawRequest } from '../testing/http'

const fixture = path.resolve(import.meta.dirname, '../testing/draining-server.ts')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const refused = (url: string) =>
  rawRequest(url).then(
    () => false,
    (error: Error) => /ECONNREFUSED/.test(error.message),
  )

let child: ChildProcess | undefined
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
})

/** Starts the fixture with `serve()` and resolves once it answers. */
async function start(workers: number, drainMs: number) {
  const port = await freePort()
  child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      PORT: String(port),
      WORKERS: String(workers),
      DRAIN_MS: String(drainMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child?.on('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    const up = await rawRequest(`${base}/healthz`).catch(() => null)
    if (up?.status === 200) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base, exited, process: child }
}

describe('graceful shutdown (issue 24 item 3): SIGTERM drains the requests in flight', () => {
  it.each([
    ['one process', 1],
    ['a cluster of two workers (WEB_CONCURRENCY=2)', 2],
  ])(
    '%s: a request still running 3 s after SIGTERM is answered, new connections are refused, and the process exits once it is done',
    async (_name, workers) => {
      const server = await start(workers, 10_000)
      // longer than the 2 s the server used to wait before exiting
      const inFlight = rawRequest(`${server.base}/slow?ms=3500`)
      await new Promise((r) => setTimeout(r, 300))
      const signalled = Date.now()
      server.process.kill('SIGTERM')
      // stops accepting: soon a new connection is refused (a cluster's primary closes the port once its workers have)
      await expect.poll(() => refused(`${server.base}/healthz`), { timeout: 3000 }).toBe(true)

      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(answer.body).toBe('answered after 3500 ms')
      const { code, at } = await server.exited
      expect(code).toBe(0)
      // it waited for the request, not for the whole drain window
      expect(at - signalled).toBeGreaterThan(3000)
      expect(at - signalled).toBeLessThan(9000)
    },
  )

  it('a request still running when the drain window ends is cut, and the process exits', async () => {
    const server = await start(1, 1000)
    const inFlight = rawRequest(`${server.base}/slow?ms=5000`).catch((error: Error) => error)
    await new Promise((r) => setTimeout(r, 300))
    const signalled = Date.now()
    server.process.kill('SIGTERM')
    const { code, at } = await server.exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(3000)
    expect(await inFlight).toBeInstanceOf(Error)
  })
})
