import { expect, test } from '@playwright/test'
import { DEFAULT_CITY_ID, matchesText, messages } from '@prato/domain'
import {
  cardNames,
  clearFaults,
  expectNoSeriousA11yViolations,
  sandboxRestaurants,
  sandboxSpecialty,
  STOREFRONT,
} from './support'

test.afterEach(async ({ request }) => clearFaults(request))

test('"Filters start with cidadeId 1489 and tipoEmpresa 2 (delivery)": the delivery restaurants with the type-2 line', async ({
  page,
  request,
}) => {
  const expected = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  expect(expected.length).toBeGreaterThan(0)
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: messages.encontreSeuRestaurante }),
  ).toBeVisible()
  await expect(page.getByLabel(messages.cidade)).toHaveValue(String(DEFAULT_CITY_ID))
  await expect(page.getByRole('radio', { name: messages.delivery })).toBeChecked()
  await expect(page.getByText(messages.descricaoTipoDelivery, { exact: true })).toBeVisible()
  await expect.poll(() => cardNames(page)).toEqual(expected.map((r) => r.nome))
  await expectNoSeriousA11yViolations(page)
})

test('switching to Menu shows the type-1 line and the menu restaurants', async ({
  page,
  request,
}) => {
  const expected = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 1 })
  await page.goto('/', { waitUntil: 'networkidle' }) // the filters submit on change once hydrated
  await page.getByRole('radio', { name: messages.menu }).check()
  await expect(page).toHaveURL(/tipoEmpresa=1/)
  await expect(page.getByRole('radio', { name: messages.menu })).toBeChecked()
  await expect(page.getByText(messages.descricaoTipoMenu, { exact: true })).toBeVisible()
  await expect.poll(() => cardNames(page)).toEqual(expected.map((r) => r.nome))
})

test('a specialty narrows the list, and no city empties it', async ({ page, request }) => {
  const acai = await sandboxSpecialty(request, 'Açaí')
  const all = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  const expected = await sandboxRestaurants(request, {
    cidadeId: DEFAULT_CITY_ID,
    tipoEmpresa: 2,
    especialidadeId: acai,
  })
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThan(all.length)
  await page.goto('/', { waitUntil: 'networkidle' }) // the filters submit on change once hydrated
  await page.getByLabel(messages.especialidade).selectOption({ label: 'Açaí' })
  await expect(page).toHaveURL(new RegExp(`especialidadeId=${acai}`))
  await expect.poll(() => cardNames(page)).toEqual(expected.map((r) => r.nome))

  // "If there is no city, the list is emptied."
  await page.getByLabel(messages.cidade).selectOption('')
  await expect(page.getByText(messages.nenhumRestaurante)).toBeVisible()
  await expect(page.getByRole('list', { name: messages.restaurantes })).toHaveCount(0)
})

test('"The name filter is applied locally, ignoring case and accents": acai finds Açaí', async ({
  page,
  request,
}) => {
  const all = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  const expected = all.filter((r) => matchesText(r.nome, 'acai')).map((r) => r.nome)
  expect(expected.some((n) => n.includes('Açaí'))).toBe(true)
  await page.goto('/', { waitUntil: 'networkidle' }) // the filters submit on change once hydrated
  await expect.poll(() => cardNames(page)).toEqual(all.map((r) => r.nome))

  let listCalls = 0
  page.on('request', (req) => {
    if (req.url().includes('.data')) listCalls += 1
  })
  const search = page.getByRole('searchbox', { name: messages.busquePorNome })
  await search.fill('acai')
  await expect.poll(() => cardNames(page)).toEqual(expected)
  await expect(page).toHaveURL(/nome=acai/)
  await search.fill('AÇAÍ')
  await expect.poll(() => cardNames(page)).toEqual(expected)
  // Local: typing never refetched the list.
  expect(listCalls).toBe(0)

  // The URL can be shared: opening it shows the same filtered list.
  await page.goto('/?nome=ACAI')
  await expect.poll(() => cardNames(page)).toEqual(expected)
})

test('a card opens the restaurant on the storefront', async ({ page, request }) => {
  const [first] = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  if (!first) throw new Error('no restaurant')
  const href = `${STOREFRONT}/${first.permaLink}`
  // The storefront is not running in this suite: answer its navigation here and record it.
  await page.route(`${STOREFRONT}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' }),
  )
  await page.goto('/')
  const link = page.getByRole('link', { name: first.nome, exact: true })
  await expect(link).toHaveAttribute('href', href)
  const navigation = page.waitForRequest(href)
  await link.click()
  expect((await navigation).url()).toBe(href)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`no layout shift while the home page loads and hydrates (${viewport.width}px): CLS < 0.02`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) w.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    // Hydrated: the 'Filtrar' button has given way to instant filtering.
    await expect(page.getByRole('button', { name: messages.filtrar })).toHaveCount(0)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(500)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls).toBeLessThan(0.02)
  })
}

test('the JSON-LD lists the restaurants shown, with < escaped', async ({ page, request }) => {
  const all = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  await page.goto('/')
  const raw = await page.locator('script[type="application/ld+json"]').textContent()
  expect(raw).not.toContain('<')
  const data = JSON.parse(raw ?? '{}') as {
    '@type': string
    itemListElement: Array<{ item: { name: string; url: string } }>
  }
  expect(data['@type']).toBe('ItemList')
  expect(data.itemListElement.map((e) => e.item.name)).toEqual(all.map((r) => r.nome))
  expect(data.itemListElement[0]?.item.url).toBe(`${STOREFRONT}/${all[0]?.permaLink}`)
})

test('the header home link clears a typed name filter', async ({ page, request }) => {
  const all = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  await page.goto('/', { waitUntil: 'networkidle' }) // the filters submit on change once hydrated
  const search = page.getByRole('searchbox', { name: messages.busquePorNome })
  // Fast typing: the URL updates that trail the keystrokes never undo one.
  await search.pressSequentially('acai')
  await expect(search).toHaveValue('acai')
  await expect(page).toHaveURL(/nome=acai/)
  await page.getByRole('link', { name: messages.encontraSeuRestaurante }).click()
  await expect(page).not.toHaveURL(/nome=/)
  await expect(search).toHaveValue('')
  await expect.poll(() => cardNames(page)).toEqual(all.map((r) => r.nome))
})
