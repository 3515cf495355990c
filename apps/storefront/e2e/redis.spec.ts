import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { APP2, DINER, logIn, REDIS_AVAILABLE } from './support'

// DESIGN §2: "REDIS_URL switches it to Redis so that any number of storefront instances can serve the same
// diners behind a load balancer." Two storefront processes (3010 and 3011) share one Redis; the session cookie
// (host-only, so shared by both ports of localhost) is read by either.

test('two storefront processes sharing Redis serve the same logged-in diner', async ({ page }) => {
  expect(
    REDIS_AVAILABLE,
    'redis-server is not installed: run scripts/ensure-system-deps.sh (Debian: apt-get install redis-server)',
  ).toBe(true)
  await logIn(page)
  await page.goto(`${APP2}/bella-napoli`)
  await expect(page.getByText(messages.saudacao(DINER.primeiroNome))).toBeVisible()
  // logging out on the second instance logs out on the first as well (the menu button: once its code is there)
  await page.getByRole('button', { name: messages.saudacao(DINER.primeiroNome) }).click()
  await page.getByRole('menuitem', { name: messages.sair }).click()
  await expect(page.getByRole('link', { name: messages.entrar })).toBeVisible()
  await page.goto('/bella-napoli')
  await expect(page.getByText(messages.saudacao(DINER.primeiroNome))).toHaveCount(0)
})
