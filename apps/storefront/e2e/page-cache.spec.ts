import { expect, request as playwrightRequest, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { APP2, DINER, logIn, REDIS_AVAILABLE } from './support'

// DESIGN §7 "(cache what is shared per tenant)": the second storefront instance runs with the production cache
// settings, so its landing page is kept a few seconds for visitors without cookies (app/lib/page-cache.server.ts,
// docs/decisions/0010). What must hold: each answer carries its own nonce everywhere, and nobody with a cookie
// ever gets the shared page.

const scriptNonces = (html: string) =>
  [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1])
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test.beforeEach(() => {
  expect(REDIS_AVAILABLE, 'redis-server is not installed: run scripts/ensure-system-deps.sh').toBe(
    true,
  )
})

test('visitors without cookies are answered from the shared page, each with its own fresh nonce in the CSP and every script', async () => {
  const anonymous = await playwrightRequest.newContext({ baseURL: APP2 })
  const seen = new Set<string>()
  const sources: string[] = []
  // a few requests: the instance has one process per CPU, each with its own cache, each missing once first
  for (let i = 0; i < 6; i++) {
    const response = await anonymous.get('/bella-napoli')
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie']).toBeUndefined()
    sources.push(response.headers()['x-page-cache'] ?? '')
    const html = await response.text()
    const nonce = cspNonce(response.headers()['content-security-policy'])
    expect(nonce).toBeTruthy()
    const nonces = scriptNonces(html)
    expect(nonces.length).toBeGreaterThan(0)
    expect(new Set(nonces)).toEqual(new Set([nonce]))
    expect(html).toContain('Bella Napoli')
    seen.add(nonce as string)
  }
  expect(seen.size).toBe(6)
  expect(sources).toContain('HIT')
  expect(sources.every((s) => s === 'HIT' || s === 'MISS')).toBe(true)
  await anonymous.dispose()
})

test('the shared landing hydrates and runs under its CSP', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  // until an answer comes from the cache (each process of the instance misses once)
  await expect(async () => {
    await page.context().clearCookies()
    const response = await page.goto(`${APP2}/bella-napoli`)
    expect(response?.headers()['x-page-cache']).toBe('HIT')
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
  await expect(async () => {
    await page.mouse.wheel(0, 1500)
    await expect(page.getByRole('button', { name: messages.voltarAoTopo })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 10_000 })
  expect(violations).toEqual([])
})

test('a logged-in diner never gets the shared page: the greeting is there right after anonymous visits', async ({
  page,
  request,
}) => {
  for (let i = 0; i < 4; i++) expect((await request.get(`${APP2}/bella-napoli`)).status()).toBe(200)
  await logIn(page)
  const response = await page.goto(`${APP2}/bella-napoli`)
  expect(response?.headers()['x-page-cache']).toBeUndefined()
  await expect(page.getByText(messages.saudacao(DINER.primeiroNome))).toBeVisible()
  await expect(page.getByRole('link', { name: messages.entrar })).toHaveCount(0)
})
