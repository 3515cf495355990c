import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { journeysConfig } from '../../tooling/playwright'

// Each port can be moved with an environment variable for a local run next to other servers.
const SANDBOX_PORT = Number(process.env.E2E_API_PORT ?? 4210)
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3110)
// The built storefront, where a shopping centre's stores lead (their /{permalink}/qrcode pages)
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3010)
const SANDBOX = `http://localhost:${SANDBOX_PORT}`
const APP = `http://localhost:${APP_PORT}`
const STOREFRONT = `http://localhost:${STOREFRONT_PORT}`
/** A fresh database per run: the sandbox reseeds it (--reset), so journeys never see another run's data. */
const DB = path.join(tmpdir(), `prato-directory-e2e-${SANDBOX_PORT}.db`)
/** Both apps run built, as production serves them, on the sandbox. */
const production = {
  NODE_ENV: 'production',
  API_URL: SANDBOX,
  AUTH_URL: SANDBOX,
  WEB_API_URL: SANDBOX,
  IMAGE_URL: SANDBOX,
  // Faults injected in the sandbox must reach the page, not a cached answer.
  API_CACHE_TTL_MS: '0',
}

export default defineConfig({
  ...journeysConfig(APP),
  retries: process.env.CI ? 1 : 0,
  webServer: [
    {
      command: `npm run start -w @prato/sandbox-api -- --port ${SANDBOX_PORT} --db ${DB} --reset`,
      cwd: path.resolve(import.meta.dirname, '../..'),
      url: `${SANDBOX}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built app (turbo runs `build` before `e2e`), as production serves it.
      command: 'node server.js',
      cwd: import.meta.dirname,
      url: `http://localhost:${APP_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...production,
        PORT: String(APP_PORT),
        STOREFRONT_URL: STOREFRONT,
        // The journeys send the contact form a few times from one address.
        CONTACT_RATE_LIMIT_MAX: '50',
      },
    },
    {
      // The built storefront on the same sandbox (turbo builds it before this suite), so a link from the
      // directory lands on a real page; its site origin is this directory.
      command: 'node server.js',
      cwd: path.resolve(import.meta.dirname, '../storefront'),
      url: `${STOREFRONT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...production,
        PORT: String(STOREFRONT_PORT),
        MAPS_URL: SANDBOX,
        SITE_ORIGIN: APP,
        SESSION_DIR: path.join(tmpdir(), `prato-directory-e2e-storefront-${STOREFRONT_PORT}`),
        SESSION_SECRET: 'e2e-session-secret-of-the-directory-suite',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
})
