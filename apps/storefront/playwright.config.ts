import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { journeysConfig } from '../../tooling/playwright'

/**
 * Journeys against the BUILT storefront (turbo runs `build` before `e2e`) and a sandbox API with a fresh
 * database. Ports are the storefront's own (4110 sandbox, 3010/3011 app, 6390 Redis); each can be moved with an
 * environment variable for a local run next to other servers.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 4110)
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3010)
const APP2_PORT = Number(process.env.E2E_APP2_PORT ?? 3011)
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6390)
const SITE_ORIGIN = process.env.E2E_SITE_ORIGIN ?? 'http://localhost:3110'

// Evaluated again in every worker: the first evaluation (the runner) fixes the values for all of them.
process.env.PRATO_E2E_TMP ??= mkdtempSync(path.join(tmpdir(), 'prato-storefront-e2e-'))
process.env.SANDBOX_URL ??= `http://localhost:${API_PORT}`
process.env.E2E_SITE_ORIGIN ??= SITE_ORIGIN
process.env.E2E_APP2_URL ??= `http://localhost:${APP2_PORT}`
process.env.E2E_REDIS ??=
  spawnSync('sh', ['-c', 'command -v redis-server']).status === 0 ? '1' : '0'

const tmp = process.env.PRATO_E2E_TMP
const redis = process.env.E2E_REDIS === '1'
const appDir = import.meta.dirname
const api = `http://localhost:${API_PORT}`

function storefront(port: number, extra: Record<string, string>) {
  return {
    command: 'node server.js',
    cwd: appDir,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: api,
      AUTH_URL: api,
      WEB_API_URL: api,
      IMAGE_URL: api,
      MAPS_URL: api,
      SITE_ORIGIN,
      // a slow upstream must time out quickly in the fault journeys; the 60 s cache would hide injected faults
      API_TIMEOUT_MS: '1500',
      API_CACHE_TTL_MS: '0',
      SESSION_SECRET: 'e2e-session-secret-shared-by-both-instances',
      LOG_LEVEL: 'warn',
      ...extra,
    },
  }
}

const redisEnv: Record<string, string> = redis
  ? { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` }
  : {}

export default defineConfig({
  ...journeysConfig(`http://localhost:${APP_PORT}`),
  globalSetup: './e2e/global-setup.ts',
  retries: 0,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npm run start -w @prato/sandbox-api -- --port ${API_PORT} --db ${path.join(tmp, 'sandbox.db')} --reset`,
      cwd: path.resolve(appDir, '../..'),
      url: `${api}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(redis
      ? [
          {
            command: `redis-server --port ${REDIS_PORT} --save '' --appendonly no`,
            port: REDIS_PORT,
            reuseExistingServer: false,
            timeout: 20_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    storefront(APP_PORT, { SESSION_DIR: path.join(tmp, 'sessions'), ...redisEnv }),
    // the second instance keeps the production cache settings (e2e/page-cache.spec.ts); the fault journeys use the first
    ...(redis
      ? [
          storefront(APP2_PORT, {
            SESSION_DIR: path.join(tmp, 'sessions-2'),
            API_CACHE_TTL_MS: '60000',
            ...redisEnv,
          }),
        ]
      : []),
  ],
})
