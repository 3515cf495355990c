import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { DEFAULT_BRAND } from '../../../packages/ui/src/theme/createTenantTheme'
import { brandColour, logIn } from './support'

// DESIGN §6 against the seeded tenant 'hostil': CSS injection in corBody, javascript: URLs, HTML in texts.

test('the hostile tenant renders harmlessly', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto('/hostil')
  // "A brand colour reaches CSS only after it matches a strict colour pattern": the default brand
  expect(await brandColour(page)).toBe(DEFAULT_BRAND.toLowerCase())
  await expect(page.locator('body')).toBeVisible()
  // "Text from the API (names, descriptions, messages) is rendered as text."
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hostil <img src=x onerror=alert(1)>' }),
  ).toBeVisible()
  await expect(page.getByText('<script>alert(1)</script><b>x</b>')).toBeVisible()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('main b')).toHaveCount(0)
  // no javascript:, data: or vbscript: URL anywhere
  const bad = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((el) => ['href', 'src', 'action', 'formaction'].map((a) => el.getAttribute(a) ?? ''))
      .filter((v) => /^\s*(javascript|data|vbscript):/i.test(v)),
  )
  expect(bad).toEqual([])
  // the WiFi data is hostile too: rendered as text inside the dialog
  await page.goto('/hostil?dialog=wifi')
  await expect(
    page.getByRole('dialog', { name: messages.botaoWifi }).getByText('<script>alert(1)</script>'),
  ).toBeVisible()
  await page.waitForTimeout(300)
  expect(dialogs).toEqual([])
})

test('every response carries the CSP with a fresh nonce, and every inline script carries it', async ({
  request,
}) => {
  const first = await request.get('/bella-napoli')
  const second = await request.get('/bella-napoli')
  const csp = first.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).toContain(`'strict-dynamic'`)
  expect(csp).toContain(`object-src 'none'`)
  expect(csp).toContain(`base-uri 'none'`)
  expect(csp).toContain(`frame-ancestors 'none'`)
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const html = await first.text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')
  expect(scripts.length).toBeGreaterThan(0)
  for (const attrs of scripts) {
    if (/\bsrc=/.test(attrs) && /type="module"/.test(attrs)) continue
    expect(attrs).toContain(`nonce="${nonce}"`)
  }
})

test('the page runs under the CSP without violations', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/bella-napoli')
  await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toBeVisible()
  // the page hydrated and runs its scripts: the scroll-to-top button (JavaScript only) appears after one viewport
  // height of scrolling (000 §1)
  await expect(async () => {
    await page.mouse.wheel(0, 1500)
    await expect(page.getByRole('button', { name: messages.voltarAoTopo })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 10_000 })
  expect(violations).toEqual([])
})

test('a POST from another origin is refused (DESIGN §6 "Every POST checks that its Origin is the app\'s own")', async ({
  request,
}) => {
  const response = await request.post('/bella-napoli/sair', {
    headers: { Origin: 'http://evil.example' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
})

test('no stack trace reaches a page, even for an error', async ({ request }) => {
  const response = await request.get('/bella-napoli/sair?x=<script>', { maxRedirects: 0 })
  expect([302, 404]).toContain(response.status())
  const page404 = await request.get('/%E0%A4%A')
  expect(await page404.text()).not.toMatch(/\n\s+at /)
})

test('logout: Sair ends the session and says so', async ({ page, context }) => {
  await logIn(page)
  const cookie = (await context.cookies()).find((c) => c.name === 'prato_sid')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.value).not.toContain('ana')
  await page.getByRole('button', { name: messages.saudacao('Ana') }).click()
  await page.getByRole('menuitem', { name: messages.sair }).click()
  await expect(page.getByText(messages.saiuDaConta)).toBeVisible()
  await expect(page.getByRole('link', { name: messages.entrar })).toBeVisible()
  await expect(page.getByText(messages.saudacao('Ana'))).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(messages.saudacao('Ana'))).toHaveCount(0)
})
