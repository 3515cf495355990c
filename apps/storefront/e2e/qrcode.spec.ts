import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { messages, tableQrLink } from '@prato/domain'
import { APP2, clearFaults, expectAccessible, injectFault, SANDBOX } from './support'

// The QR entry page, /{tenant}/qrcode (issue 21, docs/decisions/0029): what a scanned code or a shopping-centre
// store opens, and the restaurant's print view of its codes (one per table, by the table's code: decision 0034).
// The expectations come from the sandbox itself (the restaurant's flags, its tables and its template), not from a
// copy of them.

const BELLA = { slug: 'bella-napoli', empresaId: '1', grupo: 'grupo-bella-napoli' }

type Tenant = typeof BELLA

async function clientToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SANDBOX}/connect/token`, {
    form: {
      grant_type: 'client_credentials',
      client_id: 'prato-storefront',
      client_secret: 'prato-sandbox-secret',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** What the restaurant's API says: its tables (mesas-cliente) and its `templateLinkQrCode`. */
async function restaurantOf(request: APIRequestContext, tenant: Tenant) {
  const headers = {
    authorization: `Bearer ${await clientToken(request)}`,
    empresaId: tenant.empresaId,
    'tacto-grupo-empresarial': tenant.grupo,
  }
  const tables = (await (
    await request.get(`${SANDBOX}/v3/listagem-basica/mesas-cliente`, { headers })
  ).json()) as Array<{ codigo: string; identificacaoVenda: string; flgAceitaPedido: boolean }>
  const info = (await (
    await request.get(
      `${SANDBOX}/v1/api/empresas/informacao-completa?empresaId=${tenant.empresaId}&pdvId=1`,
      { headers },
    )
  ).json()) as { nome: string; templateLinkQrCode: string | null }
  return { tables, template: info.templateLinkQrCode, nome: info.nome }
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem')

test.afterEach(async ({ request }) => clearFaults(request))

test("a scanned code opens the restaurant: logo, name, open now, and 'Ver cardápio' and 'Pedir delivery' by its flags", async ({
  page,
}) => {
  await page.goto('/bella-napoli/qrcode')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
  // the logo beside the name it shows: decorative (alt=""), so found by its element
  await expect(main.locator('img')).toHaveAttribute('src', /\/v1\/empresas\/1\/imagem/)
  await expect(main.getByText(messages.aberto, { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: messages.verCardapio })).toHaveAttribute(
    'href',
    '/bella-napoli/menu',
  )
  await expect(main.getByRole('link', { name: messages.pedirDelivery })).toHaveAttribute(
    'href',
    '/bella-napoli/delivery',
  )
  await expectAccessible(page)
  await main.getByRole('link', { name: messages.pedirDelivery }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/delivery$/)

  // Sushi Kento shows its menu but does no delivery
  await page.goto('/sushi-kento/qrcode')
  await expect(page.getByRole('heading', { level: 1, name: 'Sushi Kento' })).toBeVisible()
  await expect(page.getByRole('link', { name: messages.verCardapio })).toBeVisible()
  await expect(page.getByRole('link', { name: messages.pedirDelivery })).toHaveCount(0)

  // Burger Hub is closed now, delivers, and has no menu on show
  await page.goto('/burger-hub/qrcode')
  const burger = page.getByRole('main')
  await expect(burger.getByText(messages.fechado, { exact: true })).toBeVisible()
  await expect(burger.getByRole('link', { name: messages.verCardapio })).toHaveCount(0)
  await expect(burger.getByRole('link', { name: messages.pedirDelivery })).toBeVisible()
  await expectAccessible(page)
})

test('the entry page is public: shared with every visitor without cookies, like the landing', async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: APP2 })
  await expect(async () => {
    const response = await anonymous.get('/bella-napoli/qrcode')
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie']).toBeUndefined()
    expect(response.headers()['x-page-cache']).toBe('HIT')
  }).toPass({ timeout: 10_000 })
  await anonymous.dispose()
})

test("the print view draws this page's code and one labelled code per table, on A4, and a printed table code opens that table", async ({
  page,
  request,
  baseURL,
}) => {
  const bella = await restaurantOf(request, BELLA)
  expect(bella.template).toBeTruthy()
  expect(bella.tables.length).toBeGreaterThan(1)

  await page.goto('/bella-napoli/qrcode')
  await page.getByRole('link', { name: messages.imprimirQrCodes }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/qrcode\?imprimir$/)
  await expect(
    page.getByRole('heading', { level: 1, name: messages.qrCodesParaImprimir }),
  ).toBeVisible()

  // one card for the page, one per table, each a drawn code with its name and the link it opens
  await expect(cards(page)).toHaveCount(bella.tables.length + 1)
  const pageCard = cards(page).first()
  await expect(pageCard.getByRole('heading', { level: 2, name: bella.nome })).toBeVisible()
  await expect(pageCard.getByRole('img', { name: messages.qrCodeDestaPagina })).toBeVisible()
  await expect(pageCard.getByText(`${baseURL}/bella-napoli/qrcode`, { exact: true })).toBeVisible()
  for (const [index, table] of bella.tables.entries()) {
    const card = cards(page).nth(index + 1)
    await expect(
      card.getByRole('heading', { level: 2, name: table.identificacaoVenda }),
    ).toBeVisible()
    const code = card.getByRole('img', { name: messages.qrCodeDaMesa(table.identificacaoVenda) })
    await expect(code).toBeVisible()
    await expect(code.locator('path')).toHaveAttribute('d', /^M\d/)
    const link = tableQrLink(bella.template, table)
    expect(link).toContain(`/bella-napoli/menu/mesa/${table.codigo}`)
    await expect(card.getByText(link ?? '', { exact: true })).toBeVisible()
  }
  // every code is a different drawing (a different link)
  const paths = await page
    .getByRole('main')
    .locator('svg[role="img"] path')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('d')))
  expect(new Set(paths).size).toBe(bella.tables.length + 1)
  await expectAccessible(page)

  // on paper: the cards only (no header, no toolbar), on A4 pages
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(
    page.getByRole('heading', { level: 1, name: messages.qrCodesParaImprimir }),
  ).toBeHidden()
  await expect(cards(page)).toHaveCount(bella.tables.length + 1)
  await expect(cards(page).last()).toBeVisible()
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? []
  // A4 is 210 × 297 mm: 595 × 842 points
  expect(Math.round(Number(width))).toBe(595)
  expect(Math.round(Number(height))).toBe(842)
  await page.emulateMedia({ media: 'screen' })

  // a diner scans a printed table code: the link under the code opens that table's landing. The seed's template
  // names the dev app's origin (localhost:3000) and this journey's app runs on another port, so the printed link
  // is followed on the app under test by its path.
  const taking = bella.tables.find((table) => table.flgAceitaPedido)
  const notTaking = bella.tables.find((table) => !table.flgAceitaPedido)
  if (!taking || !notTaking)
    throw new Error('the seed has a table that takes orders and one that does not')
  for (const table of [taking, notTaking]) {
    await page.goto('/bella-napoli/qrcode?imprimir')
    const card = cards(page).filter({
      has: page.getByRole('heading', { level: 2, name: table.identificacaoVenda }),
    })
    const printed = new URL((await card.getByText(/\/menu\/mesa\//).textContent()) ?? '')
    expect(printed.origin).toBe(new URL(bella.template ?? '').origin)
    await page.goto(`${printed.pathname}${printed.search}`)
    await expect(page).toHaveURL(new RegExp(`/bella-napoli/menu/mesa/${table.codigo}$`))
    const landing = page.getByRole('main')
    await expect(landing.getByRole('heading', { level: 1, name: bella.nome })).toBeVisible()
    if (table.flgAceitaPedido) {
      await expect(landing.getByText(messages.suaMesa(table.identificacaoVenda))).toBeVisible()
      await expect(landing.getByRole('button', { name: messages.iniciarPedido })).toBeVisible()
    } else {
      await expect(landing.getByRole('button', { name: messages.acessarCardapio })).toBeVisible()
    }
    await expectAccessible(page)
  }
})

test('a restaurant without templateLinkQrCode prints only the code of its page', async ({
  page,
  request,
}) => {
  const sushi = await restaurantOf(request, {
    slug: 'sushi-kento',
    empresaId: '2',
    grupo: 'grupo-sushi-kento',
  })
  expect(sushi.template).toBeNull()
  expect(sushi.tables.length).toBeGreaterThan(0)
  await page.goto('/sushi-kento/qrcode?imprimir')
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByRole('img', { name: messages.qrCodeDestaPagina })).toBeVisible()
})

test('a failing table list still prints the page code, and says the tables are missing', async ({
  page,
  request,
}) => {
  await injectFault(request, {
    pathPattern: '/v3/listagem-basica/mesas-cliente',
    status: 500,
  })
  await page.goto('/bella-napoli/qrcode?imprimir')
  await expect(
    page.getByRole('alert').filter({ hasText: messages.mesasIndisponiveis }),
  ).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByRole('img', { name: messages.qrCodeDestaPagina })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the entry page links on and the print view draws every code', async ({ page, request }) => {
    const bella = await restaurantOf(request, BELLA)
    await page.goto('/bella-napoli/qrcode')
    await page.getByRole('link', { name: messages.verCardapio }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu$/)
    await page.goto('/bella-napoli/qrcode')
    await page.getByRole('link', { name: messages.imprimirQrCodes }).click()
    await expect(cards(page)).toHaveCount(bella.tables.length + 1)
    await expect(page.getByText(messages.dicaImpressao)).toBeVisible()
    // printing is the browser's own without JavaScript: no button that would do nothing
    await expect(page.getByRole('button', { name: messages.imprimir })).toHaveCount(0)
    // (axe runs in the page: the same HTML was checked with JavaScript on above)
  })
})
