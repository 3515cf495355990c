import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { logIn, waitForHydration } from './support'

// Issue 12: the delivery and table menus, the search and the product view (001 §2, §3, §5 "Adding a product").

const TENANT = '/bella-napoli'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)
}

/** Opens a product of the delivery menu as the dialog over it (the first card when it is also a suggestion). */
async function openProduct(page: Page, name: string, menu = `${TENANT}/delivery`) {
  await page.goto(menu)
  const card = page.getByRole('link', { name, exact: true }).first()
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible()
  return dialog
}

test('the delivery menu shows the day suggestions, the groups with their counts and the product states', async ({
  page,
}) => {
  await page.goto(`${TENANT}/delivery`)
  await expect(page.getByRole('heading', { name: messages.cardapio, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sugestões do dia', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Pizzas 8 produtos$/, level: 2 })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /^Pizzas Tradicionais 4 produtos$/, level: 3 }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Bebidas 4 produtos$/, level: 2 })).toBeVisible()
  // out of stock and unavailable are visible on their cards
  const romeu = page.getByRole('article').filter({ hasText: 'Pizza Romeu e Julieta' })
  await expect(romeu.getByText(messages.produtoEmFalta)).toBeVisible()
  // a price struck through when the normal price is higher
  await expect(
    page.getByRole('article').filter({ hasText: 'Risoto de Camarão' }).getByText('R$ 74,90'),
  ).toBeVisible()
  // schema.org Menu, safely serialised
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; hasMenuSection: Array<{ name: string }> }
  expect(jsonLd['@type']).toBe('Menu')
  expect(jsonLd.hasMenuSection.map((s) => s.name)).toEqual([
    'Pizzas',
    'Massas',
    'Bebidas',
    'Sobremesas',
  ])
  expect(await seriousViolations(page)).toEqual([])
})

test('the search finds accented names typed without accents, at once, and says when nothing matches', async ({
  page,
}) => {
  await page.goto(`${TENANT}/delivery`)
  const field = page.getByRole('searchbox', { name: messages.pesquisarProduto })
  await waitForHydration(field)
  await field.fill('camarao')
  await expect(page.getByRole('link', { name: 'Risoto de Camarão', exact: true })).toBeVisible()
  await expect(page.getByText(messages.produtosEncontrados(1))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pizza Margherita', exact: true })).toHaveCount(0)
  // the page did not navigate: the filter ran in the browser
  await expect(page).toHaveURL(new RegExp(`${TENANT}/delivery$`))
  await field.fill('xyz sem nada')
  await expect(page.getByRole('heading', { name: messages.nenhumProdutoEncontrado })).toBeVisible()
  await field.fill('')
  await expect(page.getByRole('heading', { name: 'Sugestões do dia' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the search is a GET form the server answers filtered', async ({ page }) => {
    await page.goto(`${TENANT}/cardapio`)
    await page.getByRole('searchbox', { name: messages.pesquisarProduto }).fill('CAMARAO')
    await page.getByRole('button', { name: messages.buscar }).click()
    await expect(page).toHaveURL(/busca=CAMARAO/)
    await expect(page.getByRole('link', { name: 'Risoto de Camarão', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pizza Margherita', exact: true })).toHaveCount(0)
  })

  test('the table menu’s guide select is a GET form', async ({ page }) => {
    await page.goto(`${TENANT}/menu`)
    await page.getByLabel(messages.guiaCardapio).selectOption({ label: 'Carta de Vinhos' })
    await page.getByRole('button', { name: messages.verGuia }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu\/\d+$/)
    await expect(page.getByLabel(messages.guiaCardapio)).toHaveValue(/\d+/)
  })
})

test('the table menu: guides, the index, the category filter and the search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${TENANT}/menu`)
  const guide = page.getByLabel(messages.guiaCardapio)
  await expect(guide.locator('option').first()).toHaveText(messages.cardapioCompleto)
  await waitForHydration(guide)
  await guide.selectOption({ label: 'Cardápio do Almoço' })
  await expect(page).toHaveURL(/\/bella-napoli\/menu\/\d+$/)
  await expect(page.getByRole('link', { name: 'Monte sua Massa', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tiramisù', exact: true })).toHaveCount(0)
  await guide.selectOption({ label: messages.cardapioCompleto })
  await expect(page).toHaveURL(/\/bella-napoli\/menu$/)

  // the category autocomplete narrows the menu to one category
  const category = page.getByRole('combobox', { name: messages.categoria })
  await waitForHydration(category)
  await category.fill('sobrem')
  await page.getByRole('option', { name: /^Sobremesas/ }).click()
  await expect(page.getByRole('link', { name: 'Tiramisù', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pizza Margherita', exact: true })).toHaveCount(0)

  // the index beside the menu links to each category
  const index = page.getByRole('complementary', { name: messages.indiceCardapio })
  await expect(index.getByRole('link', { name: /^Risotos/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // below 768 px: the group chips, the search toggle and the drawer index
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${TENANT}/menu`)
  await expect(
    page
      .getByRole('navigation', { name: messages.gruposCardapio })
      .getByRole('link', { name: 'Massas' }),
  ).toBeVisible()
  await page.getByText(messages.mostrarBusca).click()
  await page.getByRole('searchbox', { name: messages.pesquisarProduto }).fill('funghi')
  await expect(page.getByRole('link', { name: 'Risoto de Funghi', exact: true })).toBeVisible()
  const drawerButton = page.getByRole('button', { name: messages.indiceCardapio })
  await waitForHydration(drawerButton)
  await drawerButton.click()
  const drawer = page.getByRole('dialog', { name: messages.indiceCardapio })
  await drawer.getByRole('link', { name: /^Risotos/ }).click()
  await expect(drawer).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])
})

test('each message of 001 §5 "Adding a product" next to the part it concerns', async ({ page }) => {
  await logIn(page)
  let dialog = await openProduct(page, 'Pizza Margherita')
  const add = dialog.getByRole('button', { name: messages.adicionar })
  await add.click()
  await expect(dialog.getByRole('group', { name: messages.labelTamanho })).toContainText(
    messages.informeTamanho,
  )

  dialog = await openProduct(page, 'Monte sua Massa')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(dialog.getByRole('group', { name: 'tipo de massa' })).toContainText(
    messages.variacaoAlgum('tipo de massa'),
  )
  await dialog.getByRole('radio', { name: 'Penne' }).check()
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  const molho = dialog.getByRole('group', { name: 'molho' })
  await expect(molho).toContainText(messages.variacaoMinimo(1, 'molho'))
  for (const name of [/^Sugo/, /^Bolonhesa/, /^Pesto/])
    await molho.getByRole('checkbox', { name }).check()
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(molho).toContainText(messages.variacaoMaximo(2, 'molho'))
  await molho.getByRole('checkbox', { name: /^Pesto/ }).uncheck()
  // a zero quantity makes a zero total
  await dialog.getByLabel(messages.labelQuantidade).fill('0')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(dialog.getByRole('alert')).toContainText(messages.produtoTotalZero)
  expect(await seriousViolations(page)).toEqual([])

  dialog = await openProduct(page, 'Pizza Romeu e Julieta')
  await dialog.getByRole('radio', { name: /^Média/ }).check()
  await dialog.getByRole('radio', { name: 'Sem borda' }).check()
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(dialog.getByRole('alert')).toContainText(messages.produtoEmFalta)

  dialog = await openProduct(page, 'Nhoque da Casa')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(dialog.getByRole('alert')).toContainText(messages.produtoIndisponivel)
})

test('a closed restaurant refuses to add', async ({ page }) => {
  await page.goto('/burger-hub/delivery')
  const card = page.getByRole('link', { name: 'Batata Frita Rústica', exact: true })
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(dialog.getByRole('alert')).toContainText(messages.empresaFechada)
})

test('a half-and-half pizza is priced by the rule shown before choosing', async ({ page }) => {
  await logIn(page)
  const dialog = await openProduct(page, 'Pizza Meio a Meio')
  await dialog.getByRole('radio', { name: /^Média/ }).check()
  const sabor = dialog.getByRole('group', { name: 'sabor' })
  await expect(sabor).toContainText(messages.precoMaiorParte)
  await sabor.getByRole('checkbox', { name: /^Margherita — R\$ 49,90/ }).check()
  await sabor.getByRole('checkbox', { name: /^Calabresa — R\$ 52,90/ }).check()
  await dialog.getByRole('radio', { name: /^Borda de catupiry/ }).check()
  // the larger part (52,90) plus the border (8,00)
  await expect(dialog.getByText(`${messages.totalDoItem}:`)).toContainText('R$ 60,90')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
  await page.goto(`${TENANT}/carrinho`)
  await expect(page.getByRole('heading', { name: /^Pizza Meio a Meio/ })).toBeVisible()
  await expect(page.getByText(messages.subtotal, { exact: true }).locator('..')).toContainText(
    'R$ 60,90',
  )
})

test('a visitor is asked to log in, with Continuar sem cadastro where offline orders are on', async ({
  page,
}) => {
  const dialog = await openProduct(page, 'Monte sua Massa')
  await dialog.getByRole('radio', { name: 'Penne' }).check()
  await dialog.getByRole('checkbox', { name: /^Sugo/ }).check()
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  const prompt = dialog.getByRole('alert').filter({ hasText: messages.fazerLoginAntes })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: messages.fazerLogin })).toBeVisible()
  await expect(prompt.getByRole('link', { name: messages.continuarSemCadastro })).toBeVisible()
  await prompt.getByRole('link', { name: messages.fazerLogin }).click()
  await expect(page.getByRole('dialog', { name: messages.fazerLoginTitulo })).toBeVisible()
})
