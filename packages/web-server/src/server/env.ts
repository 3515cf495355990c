import { z } from 'zod'
import { DEFAULT_DRAIN_MS } from './shutdown'

/** Where the demo's sandbox API listens: every API URL of both apps defaults to it. */
export const LOCAL_SANDBOX = 'http://localhost:4010'
/** The sandbox's published client secret: the default, so the demo signs in with no configuration. */
export const SANDBOX_CLIENT_SECRET = 'prato-sandbox-secret'

export class EnvError extends Error {
  override name = 'EnvError'
}

type SandboxDefaults = {
  NODE_ENV: string
  HTTPS: boolean
  CLIENT_SECRET: string
}

/**
 * The defaults make the demo start with no configuration. A real deployment (production over https) that still
 * has them would serve the sandbox's demo data or sign in with its published secret: each such variable is an
 * issue that stops the boot and names it, instead of a silent fallback.
 */
export function sandboxDefaultsInProduction<Env extends SandboxDefaults>(
  env: Env,
  ctx: z.RefinementCtx,
  options: { urlKeys: ReadonlyArray<keyof Env & string>; example: string },
): void {
  if (env.NODE_ENV !== 'production' || !env.HTTPS) return
  for (const key of options.urlKeys) {
    const value = env[key]
    if (typeof value !== 'string' || new URL(value).origin !== new URL(LOCAL_SANDBOX).origin)
      continue
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `is the local sandbox (${LOCAL_SANDBOX}) in production: set it to the real API's URL (${options.example})`,
    })
  }
  if (env.CLIENT_SECRET === SANDBOX_CLIENT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLIENT_SECRET'],
      message:
        "is the sandbox's public secret in production: set the client secret the real API issued for this app",
    })
  }
}

/** Parses the environment with an app's schema; a bad variable throws an EnvError that names each one. */
export function parseEnvWith<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(source)
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new EnvError(`Invalid environment: ${details}`)
  }
  return result.data
}

/** SHUTDOWN_DRAIN_MS, in both apps' schemas: how long a stopping server finishes its requests (./shutdown.ts). */
export const shutdownDrainMs = z.coerce
  .number()
  .int()
  .min(1000)
  .max(600_000)
  .default(DEFAULT_DRAIN_MS)

/** A request in flight waits on the API for up to API_TIMEOUT_MS: a drain shorter than that plus a margin cuts it. */
export const DRAIN_MARGIN_MS = 2_000

export function drainCoversApiTimeout(
  env: { SHUTDOWN_DRAIN_MS: number; API_TIMEOUT_MS: number },
  ctx: z.RefinementCtx,
): void {
  if (env.SHUTDOWN_DRAIN_MS >= env.API_TIMEOUT_MS + DRAIN_MARGIN_MS) return
  ctx.addIssue({
    code: 'custom',
    path: ['SHUTDOWN_DRAIN_MS'],
    message: `must be at least API_TIMEOUT_MS + ${DRAIN_MARGIN_MS} (${env.API_TIMEOUT_MS + DRAIN_MARGIN_MS}): a shorter drain cuts the upstream calls in flight when the server stops`,
  })
}
