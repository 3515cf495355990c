import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { logIn } from './support'

test('tmp: hydration on the landing and the tracking of an order', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console ${m.text()}`)
  })
  const started = Date.now()
  await logIn(page)
  const profile = page.getByRole('button', { name: messages.saudacao('Ana') })
  await expect
    .poll(
      () => profile.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
      { timeout: 60_000 },
    )
    .toBe(true)
  console.log('hydrated after', Date.now() - started, 'ms', errors)
  await page.goto('/bella-napoli/eventos/carrinho')
  await page.waitForTimeout(3000)
  await page.goto('/bella-napoli/pesquisa')
  await page.waitForTimeout(3000)
  console.log('errors', errors)
})
