// @prato/sandbox-api: a local implementation of the restaurant API contract on SQLite, seeded with demo
// restaurants. `createSandbox()` gives an in-process app (use `fetch`) or a listening server (`listen`).
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AppEnv } from './app'
import { criarApp } from './app'
import type { SandboxMode } from './context'
import { criarContexto } from './context'
import type { Db } from './db/index'
import { openDatabase, reseed } from './db/index'
import { Faults } from './lib/faults'
import { Idempotencia } from './lib/idempotencia'

export type { SandboxMode } from './context'
export { DEMO_SENHA, SMS_CARLA, TAB_CODES, USUARIOS_DEMO } from './seed/index'
export { brCode, brCodeValido, crc16ccitt, parseBrCode } from './lib/pix'

export const DEFAULT_DB_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'data',
  'sandbox.db',
)
export const DEFAULT_PORT = 4010

export interface SandboxOptions {
  /** SQLite file; ':memory:' for tests. Default apps/sandbox-api/data/sandbox.db. */
  dbPath?: string
  /** 'development' | 'test' expose /__sandbox/*; 'production' does not. Default env SANDBOX_MODE, else 'development'. */
  mode?: SandboxMode
  /** Empty the database and seed the demo data again on start. */
  reset?: boolean
  /** When set, PIX charges pay themselves after this many milliseconds. */
  pixAutoPayMs?: number
  /** HS256 secret for the tokens; a random one per process by default. */
  jwtSecret?: string | Uint8Array
  /**
   * Whether the order calls honour `Idempotency-Key` (same key, same order). Default on; env SANDBOX_IDEMPOTENCY=off
   * turns it off, as on an API without the feature (the checkout bench proves the storefront safe either way).
   */
  idempotency?: boolean
}

export interface SandboxServer {
  url: string
  port: number
  close(): Promise<void>
}

export interface Sandbox {
  app: Hono<AppEnv>
  db: Db
  mode: SandboxMode
  fetch: (request: Request) => Response | Promise<Response>
  listen(port?: number, hostname?: string): Promise<SandboxServer>
  /** Reseeds the database and clears faults and caches. */
  reset(): void
  /** Stops timers and closes the database (servers started by `listen` are closed too). */
  close(): Promise<void>
}

function modoPadrao(): SandboxMode {
  const m = process.env.SANDBOX_MODE
  return m === 'test' || m === 'production' ? m : 'development'
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const mode = options.mode ?? modoPadrao()
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH, { reset: options.reset ?? false })
  const segredo =
    typeof options.jwtSecret === 'string'
      ? new TextEncoder().encode(options.jwtSecret)
      : (options.jwtSecret ?? new Uint8Array(randomBytes(32)))
  const ctx = criarContexto(db, {
    mode,
    segredo,
    pixAutoPayMs: options.pixAutoPayMs,
    faults: new Faults(),
    idempotencia: new Idempotencia(
      options.idempotency ?? process.env.SANDBOX_IDEMPOTENCY !== 'off',
    ),
  })
  const reset = () => {
    for (const t of ctx.timers) clearTimeout(t)
    ctx.timers.clear()
    reseed(db)
    ctx.menuCache.clear()
    ctx.faults.clear()
    ctx.idempotencia.limpar()
  }
  const app = criarApp(ctx, reset)
  const servidores = new Set<SandboxServer>()

  return {
    app,
    db,
    mode,
    fetch: (request) => app.fetch(request),
    reset,
    listen(port = 0, hostname = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
          const s: SandboxServer = {
            url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`,
            port: info.port,
            close: () =>
              new Promise<void>((res) => {
                servidores.delete(s)
                server.close(() => res())
              }),
          }
          servidores.add(s)
          resolve(s)
        })
        server.on('error', reject)
      })
    },
    async close() {
      for (const t of ctx.timers) clearTimeout(t)
      ctx.timers.clear()
      await Promise.all([...servidores].map((s) => s.close()))
      if (db.open) db.close()
    },
  }
}
