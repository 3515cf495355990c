// The servers a bench starts (the sandbox, the apps, the bare page) and waits for: one place for both benches
// (scripts/bench.mjs and apps/storefront/scripts/bench.mjs).
import { spawn } from 'node:child_process'

/** Servers started detached in their own process groups, stopped together (workers included) by `stop()`. */
export function processGroup() {
  const children = []
  return {
    /** Starts `command` in `cwd` with production defaults, quiet logs and `env` on top; returns the child. */
    start(command, args, cwd, env = {}) {
      const child = spawn(command, args, {
        cwd,
        stdio: 'ignore',
        detached: true,
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
      })
      children.push(child)
      return child
    },
    stop() {
      for (const child of children.splice(0)) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    },
  }
}

/** Resolves once `url` answers with anything below 500 (the server is up), or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      await res.arrayBuffer()
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** The sandbox API on `port` with a fresh database at `db`, in `group`; resolves with its URL once it answers. */
export async function startSandbox(group, repoDir, port, db) {
  group.start(
    'npm',
    [
      'run',
      'start',
      '-w',
      '@prato/sandbox-api',
      '--',
      '--port',
      String(port),
      '--db',
      db,
      '--reset',
    ],
    repoDir,
  )
  const api = `http://localhost:${port}`
  await waitFor(`${api}/health`)
  return api
}

/** An app's five restaurant API hosts, all on the sandbox at `api`. */
export function sandboxHosts(api) {
  return { API_URL: api, AUTH_URL: api, WEB_API_URL: api, IMAGE_URL: api, MAPS_URL: api }
}
