import { createMemoryCache, type Transport } from '@prato/api-client'
import { createNodeTransport } from '@prato/api-client/node-transport'
import { ApiShared } from './api.server'
import { getEnv, type Env } from './env.server'
import { logger as rootLogger, type Logger } from './logger.server'
import { createStorefrontSessionStorage, type SessionData } from './session.server'
import type { SessionStorage } from '@remix-run/node'
import { createStore, type KeyValueStore } from './store.server'

/** Everything a storefront process holds once: the validated environment, the store, sessions, shared API state. */
export type Runtime = {
  env: Env
  store: KeyValueStore
  sessionStorage: SessionStorage<SessionData, SessionData>
  apiShared: ApiShared
  logger: Logger
  /** The upstream transport: node:http with keep-alive (docs/decisions/0016, 0017); tests inject a fake. */
  fetch: Transport
}

let runtime: Runtime | undefined

export function createRuntime(env: Env, store?: KeyValueStore, upstreamFetch?: Transport): Runtime {
  const kv = store ?? createStore({ redisUrl: env.REDIS_URL, dir: env.SESSION_DIR })
  return {
    env,
    store: kv,
    sessionStorage: createStorefrontSessionStorage({
      store: kv,
      secret: env.SESSION_SECRET,
      secure: env.secureCookies,
    }),
    apiShared: new ApiShared(kv, createMemoryCache()),
    logger: rootLogger,
    fetch: upstreamFetch ?? createNodeTransport(),
  }
}

export function getRuntime(): Runtime {
  if (!runtime) {
    runtime = createRuntime(getEnv())
    runtime.logger.info('storefront runtime ready', { store: runtime.store.kind })
  }
  return runtime
}

/** Tests swap the process runtime (e.g. an in-memory store and a fake upstream). */
export function setRuntimeForTests(next: Runtime | undefined): void {
  runtime = next
}
