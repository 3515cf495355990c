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

const httpUrl = z.url({ protocol: /^https?$/ })
/** A store link: unset gives the default; set to empty, the badge is hidden rather than the boot failing. */
function storeUrl(defaultUrl: string) {
  return z
    .union([z.literal(''), httpUrl])
    .default(defaultUrl)
    .transform((v) => v || undefined)
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  API_URL: httpUrl.default(LOCAL_SANDBOX),
  AUTH_URL: httpUrl.default(LOCAL_SANDBOX),
  WEB_API_URL: httpUrl.default(LOCAL_SANDBOX),
  IMAGE_URL: httpUrl.default(LOCAL_SANDBOX),
  CLIENT_ID: z.string().min(1).default('prato-directory'),
  CLIENT_SECRET: z.string().min(1).default(SANDBOX_CLIENT_SECRET),
  STOREFRONT_URL: httpUrl.default('http://localhost:3000'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'PRODUCT_SLUG must be a lowercase slug')
    .default('prato'),
  API_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(8000),
  /** How long a stopping server (SIGTERM) lets the requests in flight finish; at least API_TIMEOUT_MS + 2 s. */
  SHUTDOWN_DRAIN_MS: shutdownDrainMs,
  /** How long the directory's GETs (cities, specialties, lists, FAQ, shopping) are cached; 0 turns it off. */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  PLAY_STORE_URL: storeUrl('https://play.google.com/store/apps/details?id=dev.prato.app'),
  APP_STORE_URL: storeUrl('https://apps.apple.com/br/app/prato/id1574000000'),
  /** The layout data's layout; an unknown one falls back to the default layout (002 §2). */
  DIRECTORY_LAYOUT: z.string().min(1).default('diretorio'),
  /** This app's own public origin (request URLs, the Origin check, the sitemap); default http://localhost:PORT. */
  PUBLIC_ORIGIN: httpUrl.optional(),
  /** The largest form body the server reads. */
  FORM_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(64 * 1024),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** Served over https (behind a TLS proxy): turns on HSTS. */
  HTTPS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
})

/** Every variable the schema reads: `.env.example` documents each (a test checks). */
export const envVariableNames = Object.keys(envSchema.shape)

const apiUrlKeys = ['API_URL', 'AUTH_URL', 'WEB_API_URL', 'IMAGE_URL'] as const

/**
 * The defaults make the demo start with no configuration. A real deployment (production over https) that still
 * has them would list the sandbox's demo restaurants or sign in with its published secret: the boot stops, naming
 * the variable, instead of falling back silently.
 */
const productionEnvSchema = envSchema.superRefine((env, ctx) => {
  drainCoversApiTimeout(env, ctx)
  sandboxDefaultsInProduction(env, ctx, {
    urlKeys: apiUrlKeys,
    example: 'apps/directory/.env.example',
  })
})

export type Env = z.infer<typeof envSchema>

export { EnvError }

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseEnvWith(productionEnvSchema, source)
}

let cached: Env | undefined

/** Parsed once; the server build imports this at boot, so a bad variable stops the process before it listens. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** The hostnames whose `http:` URLs are acceptable (the local sandbox and the configured hosts); others need https. */
export function httpAllowedHosts(env: Env): string[] {
  return [env.API_URL, env.IMAGE_URL, env.WEB_API_URL, env.STOREFRONT_URL].map(
    (u) => new URL(u).hostname,
  )
}
