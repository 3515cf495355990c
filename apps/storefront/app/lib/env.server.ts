import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import {
  drainCoversApiTimeout,
  EnvError,
  LOCAL_SANDBOX,
  parseEnvWith,
  SANDBOX_CLIENT_SECRET,
  sandboxDefaultsInProduction,
  shutdownDrainMs,
} from '@prato/web-server/server'
import { z } from 'zod'
import { DEFAULT_TENANT, HTTP_CACHE_MS } from '@prato/domain'

const url = z.url({ protocol: /^https?$/ })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: url.default(LOCAL_SANDBOX),
  AUTH_URL: url.default(LOCAL_SANDBOX),
  WEB_API_URL: url.default(LOCAL_SANDBOX),
  IMAGE_URL: url.default(LOCAL_SANDBOX),
  MAPS_URL: url.default(LOCAL_SANDBOX),
  CLIENT_ID: z.string().min(1).default('prato-storefront'),
  CLIENT_SECRET: z.string().min(1).default(SANDBOX_CLIENT_SECRET),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must have at least 16 characters').optional(),
  SESSION_DIR: z.string().min(1).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DEFAULT_TENANT: z.string().min(1).default(DEFAULT_TENANT),
  SITE_ORIGIN: url.default('http://localhost:3100'),
  /** This app's own public origin (request URLs, the Origin check, og:url); default http://localhost:PORT. */
  PUBLIC_ORIGIN: url.optional(),
  /** The largest form body the server reads (the profile photo's route has its own limit). */
  FORM_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(64 * 1024),
  MAP_STYLE_URL: url.optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(8000),
  /** How long a stopping server (SIGTERM) lets the requests in flight finish; at least API_TIMEOUT_MS + 2 s. */
  SHUTDOWN_DRAIN_MS: shutdownDrainMs,
  /** 000 §7 "Some GET calls are cached for 60 seconds"; 0 turns the shared cache off (the fault tests do). */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(HTTP_CACHE_MS),
  /**
   * Set when the API honours the order calls' `Idempotency-Key` (the same key answers the same order): a checkout
   * whose order call was lost is then simply sent again with its key, without looking for the order among the
   * diner's (docs/decisions/0013). Unset, the storefront assumes it does not, which is always safe.
   */
  API_IDEMPOTENCY_KEYS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Server processes (server.js forks one per CPU by default: Node renders on one core per process). Sessions,
   * the client-token cache and rate limits live in the shared store, so any process can serve any request.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Set when the app is served over https (behind a TLS proxy): turns on `__Host-` cookies, Secure and HSTS. */
  HTTPS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
})

/** Every variable the schema reads: `.env.example` documents each (a test checks). */
export const envVariableNames = Object.keys(envSchema.shape)

const apiUrlKeys = ['API_URL', 'AUTH_URL', 'WEB_API_URL', 'IMAGE_URL', 'MAPS_URL'] as const

/**
 * The defaults make the demo start with no configuration. A real deployment (production over https) that still
 * has them would serve the sandbox's demo data, sign in with its published secret, or give each instance sharing
 * Redis a session secret of its own: the boot stops, naming the variable, instead of falling back silently.
 */
const productionEnvSchema = envSchema.superRefine((env, ctx) => {
  drainCoversApiTimeout(env, ctx)
  sandboxDefaultsInProduction(env, ctx, {
    urlKeys: apiUrlKeys,
    example: 'apps/storefront/.env.example',
  })
  if (env.NODE_ENV === 'production' && env.HTTPS && env.REDIS_URL && !env.SESSION_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message:
        'is required in production with REDIS_URL: every instance sharing the store must sign sessions with the same secret',
    })
  }
})

export type Env = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET' | 'SESSION_DIR'> & {
  SESSION_SECRET: string
  SESSION_DIR: string
  /** Hostnames whose images and links may be used as `http:` (the local sandbox and configured hosts). */
  httpAllowedHosts: string[]
  secureCookies: boolean
}

/** What the browser may see: no secrets, no internal hosts beyond the image host. */
export type PublicEnv = {
  DEFAULT_TENANT: string
  MAP_STYLE_URL: string | null
  SITE_ORIGIN: string
}

export { EnvError }

/**
 * The app's own folder (the nearest one with a package.json): the server build runs from a chunk somewhere under
 * `build/server/`, and a path taken relative to that chunk would land inside the build output — which turbo
 * archives into its cache, bearer tokens included (issue 11 §10).
 */
export function appRootFrom(start: string): string {
  let dir = path.resolve(start)
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(start)
    dir = parent
  }
}

const APP_DIR = appRootFrom(import.meta.dirname ?? process.cwd())

/**
 * Where the disk session store and the generated session secret live unless SESSION_DIR says otherwise: a data
 * folder of the app, outside every build output (`build/**`, turbo's outputs) and ignored by git.
 */
export const DEFAULT_SESSION_DIR = '.data/sessions'

/**
 * The demo must start with `npm start` and no configuration, in production mode too. Without SESSION_SECRET a
 * random secret is generated once and kept in the session directory, so sessions survive restarts; a real
 * deployment sets SESSION_SECRET (the same on every instance sharing Redis).
 */
function persistedSecret(dir: string): string {
  const file = path.join(dir, '.session-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // first start
  }
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, secret, { mode: 0o600 })
  renameSync(tmp, file)
  return secret
}

export function parseEnv(source: Record<string, string | undefined>, appDir = APP_DIR): Env {
  const raw = parseEnvWith(productionEnvSchema, source)
  const sessionDir = path.resolve(appDir, raw.SESSION_DIR ?? DEFAULT_SESSION_DIR)
  const secret =
    raw.SESSION_SECRET ??
    (raw.NODE_ENV === 'production'
      ? persistedSecret(sessionDir)
      : 'prato-development-session-secret')
  const httpAllowedHosts = [
    ...new Set([
      'localhost',
      '127.0.0.1',
      ...[raw.API_URL, raw.IMAGE_URL, raw.WEB_API_URL]
        .map((u) => new URL(u))
        .filter((u) => u.protocol === 'http:')
        .map((u) => u.hostname),
    ]),
  ]
  return {
    ...raw,
    SESSION_SECRET: secret,
    SESSION_DIR: sessionDir,
    httpAllowedHosts,
    secureCookies: raw.NODE_ENV === 'production' && raw.HTTPS,
  }
}

let cached: Env | undefined

/** The validated environment, parsed once per process (at boot: server.js imports the build, which calls this). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export function publicEnv(env: Env): PublicEnv {
  return {
    DEFAULT_TENANT: env.DEFAULT_TENANT,
    MAP_STYLE_URL: env.MAP_STYLE_URL ?? null,
    SITE_ORIGIN: env.SITE_ORIGIN,
  }
}
