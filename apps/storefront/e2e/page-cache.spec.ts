import { expect, request as playwrightRequest, test } from '@playwright/test'
import { messages } from '@prato/domain'
import {
  APP2,
  expectAccessible,
  logIn,
  REDIS_AVAILABLE,
  SANDBOX,
  waitForHydration,
} from './support'

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

test('logged-in diners get the shared page too, each with only their own name and cart; a visitor gets Entrar (decision 0039)', async ({
  browser,
}) => {
  const contexts = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ])
  const [ana, ze, visitor] = await Promise.all(contexts.map((c) => c.newPage()))
  const errors: string[] = []
  for (const page of [ana!, ze!])
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })

  await logIn(ana!, APP2)
  // a second diner whose name needs escaping in the HTML and in the loader data
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const zeEmail = `ze.${stamp}@prato.dev`
  const created = await ze!.request.post(`${SANDBOX}/api/usuarios`, {
    data: {
      nome: "Zé D'Ávila & Filhos",
      telefone: `559${stamp.slice(-10)}`,
      email: zeEmail,
      senha: 'segredo123',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await logIn(ze!, APP2, { email: zeEmail, senha: 'segredo123', primeiroNome: 'Zé' })
  // Zé puts two Tiramisù in his cart; Ana's stays empty
  await ze!.goto(`${APP2}/bella-napoli/delivery`)
  const card = ze!.getByRole('link', { name: 'Tiramisù', exact: true }).first()
  await waitForHydration(card)
  await card.click()
  const dialog = ze!.getByRole('dialog', { name: messages.detalhesProduto })
  await dialog.getByLabel(messages.labelQuantidade).fill('2')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(ze!.getByText(messages.produtoAdicionado)).toBeVisible()

  for (const path of ['/bella-napoli', '/bella-napoli/delivery']) {
    for (const [page, own, other, count] of [
      [ana!, 'Ana', 'Zé', 0],
      [ze!, 'Zé', 'Ana', 2],
    ] as const) {
      // until the answer comes from the shared page (each process of the instance renders it once first)
      await expect(async () => {
        const response = await page.goto(`${APP2}${path}`)
        expect(response?.headers()['x-page-cache']).toBe('HIT')
      }).toPass({ timeout: 15_000 })
      await expect(page.getByText(messages.saudacao(own))).toBeVisible()
      await expect(page.getByText(messages.saudacao(other))).toHaveCount(0)
      await expect(
        page
          .getByRole('link', { name: `${messages.carrinho}, ${count} ${messages.itens}` })
          .first(),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: messages.entrar })).toHaveCount(0)
      // the profile menu opens from the hydrated header: the loader data had the same name as the HTML
      const menu = page.getByRole('button', { name: messages.saudacao(own) })
      await waitForHydration(menu)
      await menu.click()
      await expect(page.getByRole('menuitem').first()).toBeVisible()
      await page.keyboard.press('Escape')
      await expectAccessible(page)
    }
    const html = await ze!.request.get(`${APP2}${path}`).then((r) => r.text())
    expect(html).not.toContain('Ana')
    expect(html).toContain('Olá, Zé')
    // the full name is in the page's loader data, escaped as Remix writes it there
    expect(html).toContain("Zé D'Ávila \\u0026 Filhos")
  }

  // Zé's own change (the profile's name) is on his next page, the shared one included
  await ze!.goto(`${APP2}/bella-napoli?dialog=perfil`)
  const perfil = ze!.getByRole('dialog', { name: messages.perfil })
  await perfil.getByLabel(messages.labelNome).fill("Zeca D'Ávila")
  await perfil.getByRole('button', { name: messages.salvar }).click()
  await expect(perfil).toBeHidden()
  await expect(async () => {
    const next = await ze!.goto(`${APP2}/bella-napoli`)
    expect(next?.headers()['x-page-cache']).toBe('HIT')
  }).toPass({ timeout: 15_000 })
  await expect(ze!.getByText(messages.saudacao('Zeca'))).toBeVisible()
  await expect(ze!.getByText(messages.saudacao('Zé'))).toHaveCount(0)

  const response = await visitor!.goto(`${APP2}/bella-napoli`)
  expect(response?.status()).toBe(200)
  await expect(visitor!.getByRole('link', { name: messages.entrar })).toBeVisible()
  await expect(visitor!.getByText(/Olá,/)).toHaveCount(0)
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([])
  await Promise.all(contexts.map((c) => c.close()))
})
