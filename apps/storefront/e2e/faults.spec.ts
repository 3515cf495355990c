import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { clearFaults, expectSiteOriginRedirect, injectFault } from './support'

// DESIGN §6: "Upstream failures (down, slow, 5xx, malformed JSON, 401 storms) become the specified Portuguese
// messages or an error boundary with a real status". For the tenant configuration the specified behaviour is
// 000 §2 "If the tenant configuration cannot be loaded, the app redirects to the site origin."
// The test server runs with API_TIMEOUT_MS=1500 and the shared GET cache off.

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

test('a 500 on the permalink lookup redirects to the site origin', async ({ request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresa-wg-config/cafe-girassol/perma-link', status: 500 })
  const response = await request.get('/cafe-girassol', { maxRedirects: 0 })
  expectSiteOriginRedirect(response)
})

test('a 500 on the company information redirects to the site origin', async ({ request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas/informacao-completa', status: 500 })
  const response = await request.get('/cafe-girassol', { maxRedirects: 0 })
  expectSiteOriginRedirect(response)
})

test('a malformed company information answer redirects to the site origin', async ({ request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas/informacao-completa', malformedBody: true })
  const response = await request.get('/cafe-girassol', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
})

test('a 401 storm: one 401 on the company information leads to one retry and a working page (000 §4)', async ({ page, request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas/informacao-completa', unauthorized: true, times: 1 })
  const response = await page.goto('/cafe-girassol')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Café Girassol' })).toBeVisible()
})

test('a 401 that does not stop after the retry is not retried forever: the page redirects', async ({ request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas/informacao-completa', unauthorized: true })
  const started = Date.now()
  const response = await request.get('/cafe-girassol', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(Date.now() - started).toBeLessThan(5000)
})

test('a slow upstream times out into the redirect instead of hanging', async ({ request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresa-wg-config/cafe-girassol/perma-link', latencyMs: 6000 })
  const started = Date.now()
  const response = await request.get('/cafe-girassol', { maxRedirects: 0, timeout: 10_000 })
  const elapsed = Date.now() - started
  expectSiteOriginRedirect(response)
  expect(elapsed).toBeGreaterThanOrEqual(1400)
  expect(elapsed).toBeLessThan(4000)
})

test('the weekly highlights failing never fails the page: the carousel is hidden', async ({ page, request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas-info-semanal/', status: 500 })
  const response = await page.goto('/bella-napoli')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
  await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toHaveCount(0)
})

test('a slow weekly list does not hold the page: it streams in or disappears', async ({ page, request }) => {
  await injectFault(request, { pathPattern: '/v1/api/empresas-info-semanal/', latencyMs: 5000 })
  const started = Date.now()
  await page.goto('/bella-napoli', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
  expect(Date.now() - started).toBeLessThan(1400)
})
