import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import {
  addFault,
  clearFaults,
  expectNoSeriousA11yViolations,
  APP,
  SANDBOX,
  STOREFRONT,
} from './support'

test.afterEach(async ({ request }) => clearFaults(request))

test('the header links the three sections under the product', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: messages.comoFunciona }).click()
  await expect(page).toHaveURL(/\/prato\/como-funciona$/)
  await expect(page.getByRole('heading', { level: 1, name: messages.comoFunciona })).toBeVisible()
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(6)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: messages.sejaNossoParceiro }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: messages.sejaNossoParceiro }),
  ).toBeVisible()
  await page.getByRole('link', { name: messages.encontraSeuRestaurante }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: messages.encontreSeuRestaurante }),
  ).toBeVisible()
})

test('the privacy policy, effective August 2021, is linked from the footer', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: messages.politicaPrivacidade })
    .click()
  await expect(page).toHaveURL(/\/prato\/politica-privacidade$/)
  await expect(page.getByText(/agosto de 2021/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /Facebook ou Google/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test.describe('as a browser (not a crawler, which gets the whole page at once)', () => {
  // Headless Chromium's user agent reads as a bot, and bots get the document without streaming.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  })

  test('the shopping centre lists its stores, each linking to its QR page', async ({
    page,
    request,
  }) => {
    const centre = (await (
      await request.get(`${SANDBOX}/v3/api/empresas/shopping/shopping-aurora`)
    ).json()) as {
      nome: string
      empresas: Array<{ nome: string; permaLink: string }>
    }
    expect(centre.empresas.length).toBeGreaterThan(0)
    // A slow answer shows 'Carregando...' first.
    await addFault(request, {
      pathPattern: '/v3/api/empresas/shopping/**',
      latencyMs: 1200,
      times: 1,
    })
    await page.goto('/shopping/shopping-aurora', { waitUntil: 'commit' })
    await expect(page.getByText(messages.carregando)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: centre.nome })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: messages.lojas })).toBeVisible()
    for (const store of centre.empresas) {
      await expect(page.getByRole('link', { name: store.nome, exact: true })).toHaveAttribute(
        'href',
        `${STOREFRONT}/${store.permaLink}/qrcode`,
      )
    }
    await expectNoSeriousA11yViolations(page)

    // Following a store lands on its QR entry page in the storefront: its name, open or closed, the ways in.
    const [store] = centre.empresas
    if (!store) throw new Error('no store')
    await page.getByRole('link', { name: store.nome, exact: true }).click()
    await expect(page).toHaveURL(`${STOREFRONT}/${store.permaLink}/qrcode`)
    const entry = page.getByRole('main')
    await expect(entry.getByRole('heading', { level: 1, name: store.nome })).toBeVisible()
    await expect(
      entry.getByText(new RegExp(`^(${messages.aberto}|${messages.fechado})$`)),
    ).toBeVisible()
    await expect(entry.getByRole('link', { name: messages.imprimirQrCodes })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test('a failing shopping centre is only logged: the page renders without stores', async ({
  page,
  request,
}) => {
  await addFault(request, { pathPattern: '/v3/api/empresas/shopping/**', status: 500 })
  await page.goto('/shopping/shopping-aurora')
  await expect(page.getByRole('heading', { level: 2, name: messages.lojas })).toBeVisible()
  await expect(page.getByRole('link', { name: /qrcode/ })).toHaveCount(0)
})

test('an unknown address is a real 404 with the Portuguese page', async ({ page }) => {
  const res = await page.goto('/nao-existe/em-lugar-nenhum')
  expect(res?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: messages.paginaNaoEncontradaTitulo }),
  ).toBeVisible()
  const other = await page.goto('/outro-produto/como-funciona')
  expect(other?.status()).toBe(404)
  await expectNoSeriousA11yViolations(page)
})

test('responses carry the CSP with a per-request nonce and the security headers', async ({
  request,
}) => {
  const a = await request.get('/')
  const b = await request.get('/')
  const csp = a.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toBe(b.headers()['content-security-policy'])
  expect(a.headers()['x-content-type-options']).toBe('nosniff')
  expect(a.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const nonce = /nonce-([^']+)/.exec(csp)?.[1]
  expect(await a.text()).toContain(`nonce="${nonce}"`)
})

test('a cross-site POST is refused before it reaches the action', async ({ request }) => {
  const res = await request.post('/prato/seja-nosso-parceiro', {
    headers: { Origin: 'https://evil.example' },
    form: { nome: 'x', email: 'x@x.com', telefone: '62987654321', mensagem: 'x' },
  })
  expect(res.status()).toBe(403)
})

test('robots.txt and sitemap.xml list the static pages and the cities with restaurants', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${APP}/sitemap.xml`)
  const cities = (await (
    await request.get(`${SANDBOX}/v1/api/empresas/cidades-ativas`)
  ).json()) as Array<{ id: number }>
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  for (const path of [
    '/prato/como-funciona',
    '/prato/seja-nosso-parceiro',
    '/prato/politica-privacidade',
  ]) {
    expect(xml).toContain(`<loc>${APP}${path}</loc>`)
  }
  for (const c of cities) expect(xml).toContain(`<loc>${APP}/?cidadeId=${c.id}</loc>`)
})

test('a service worker left by the earlier site is unregistered on start-up', async ({
  page,
  context,
}) => {
  // The earlier site's page and worker on this origin (served by routes of the test: the app's own answers
  // carry a CSP that lets no script register a worker), then the app is loaded.
  await context.route('**/pagina-antiga', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>antigo</title>',
    }),
  )
  await page.goto('/pagina-antiga')
  await context.route('**/old-sw.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'self.addEventListener("fetch", () => {})',
    }),
  )
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/old-sw.js')
  })
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(1)
  await page.goto('/')
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(0)
})

test('pages hydrate cleanly: no console errors, nothing blocked by the CSP', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  for (const path of [
    '/',
    '/prato/como-funciona',
    '/prato/seja-nosso-parceiro',
    '/prato/politica-privacidade',
    '/shopping/shopping-aurora',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' })
  }
  // Client-side navigation works too (the router, not a reload).
  await page.getByRole('link', { name: messages.encontraSeuRestaurante }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: messages.encontreSeuRestaurante }),
  ).toBeVisible()
  expect(errors).toEqual([])
})

test('back-to-top appears after one screen height; navigation starts at the top of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/')
  const backToTop = page.getByRole('button', { name: messages.voltarAoTopo })
  await expect(backToTop).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2))
  await expect(backToTop).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 50))
  await expect(backToTop).toBeVisible()
  await backToTop.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: messages.politicaPrivacidade })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: messages.politicaPrivacidade }),
  ).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('an error page has a Portuguese title and is not indexed', async ({ page }) => {
  await page.goto('/nao-existe')
  await expect(page).toHaveTitle(new RegExp(messages.paginaNaoEncontradaTitulo))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('the directory links its favicon, apple-touch icon and manifest, and /favicon.ico answers', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = (rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute('href')
  const manifest = await request.get((await href('manifest'))!)
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  const body = await manifest.json()
  expect(body).toMatchObject({ name: 'Prato', start_url: '/', lang: 'pt-BR' })
  expect(body.theme_color).toBe(
    await page.locator('meta[name="theme-color"]').getAttribute('content'),
  )
  const icons = [
    await href('icon'),
    await href('apple-touch-icon'),
    '/favicon.ico',
    ...(body.icons as Array<{ src: string }>).map((icon) => icon.src),
  ]
  for (const url of icons) {
    const icon = await request.get(url!)
    expect(icon.status(), url!).toBe(200)
    expect(icon.headers()['content-type'], url!).toMatch(/^image\/(png|svg\+xml)$/)
  }
})
