import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { formatMoney, formatRating, messages } from '@prato/domain'
import { addProduct } from './checkout-support'
import { SANDBOX, logIn, waitForHydration } from './support'

// Issue 21, the order histories: an order placed through the checkout is first in 'Meus Pedidos - Delivery' with
// its badges and total, its detail is what was ordered, and 'Pedir de novo' refills the cart at today's prices
// naming what is no longer available or costs otherwise; the table history 'Pedidos'; the ratings list
// 'Avaliações' from the landing page and the history; all of it without JavaScript too (001 §2, §3, §7).

const TENANT = '/bella-napoli'
const HISTORY = `${TENANT}/historico-pedidos`

test.describe.configure({ timeout: 120_000 })

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The product's id on the delivery menu, from its card's link (`?dialog=produto&id=…`). */
async function productId(page: Page, name: string): Promise<number> {
  await page.goto(`${TENANT}/delivery`)
  const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href')
  const id = Number(new URL(href ?? '', 'http://x').searchParams.get('id'))
  expect(id).toBeGreaterThan(0)
  return id
}

/** The restaurant stops selling a product, or prices it anew (the sandbox's own route). */
async function changeProduct(
  request: APIRequestContext,
  id: number,
  change: { flgDisponivel?: boolean; preco?: number },
) {
  const response = await request.post(`${SANDBOX}/__sandbox/products/${id}`, { data: change })
  expect(response.status(), await response.text()).toBe(200)
}

async function openProduct(page: Page, name: string) {
  await page.goto(`${TENANT}/delivery`)
  const card = page.getByRole('link', { name, exact: true }).first()
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible()
  return dialog
}

async function choose(page: Page, label: string) {
  const button = page.getByRole('button', { name: label })
  await waitForHydration(button)
  await button.click()
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
}

async function emptyCart(page: Page) {
  await page.goto(`${TENANT}/carrinho`)
  const clear = page.getByRole('button', { name: messages.limparCarrinho })
  if (await clear.isVisible()) {
    await waitForHydration(clear)
    await clear.click()
    const confirm = page.getByRole('button', { name: messages.confirmar })
    if (await confirm.isVisible().catch(() => false)) await confirm.click()
    await expect(page.getByText(messages.carrinhoVazio)).toBeVisible()
  }
}

/** The history card of order `id` (its list item, found by its link 'Pedido #id'). */
function card(page: Page, id: number) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: messages.pedidoNumero(id), exact: true }) })
}

test.describe('the delivery history and Pedir de novo', () => {
  let lasanha = 0
  let tiramisu = 0

  test.afterEach(async ({ request }) => {
    // the other journeys price the same products: put them back as they were
    if (lasanha) await changeProduct(request, lasanha, { flgDisponivel: true })
    if (tiramisu) await changeProduct(request, tiramisu, { preco: 24.9 })
  })

  test('an order placed through the checkout is first, with its badges and total; its detail is what was ordered; Pedir de novo refills the cart and names the unavailable item', async ({
    page,
    request,
  }) => {
    await logIn(page)
    await emptyCart(page)
    lasanha = await productId(page, 'Lasanha à Bolonhesa')
    tiramisu = await productId(page, 'Tiramisù')

    // a sized pizza with a crust and a note, a lasagne, two tiramisù: to pick up, by debit card
    const dialog = await openProduct(page, 'Pizza Margherita')
    await dialog.getByRole('radio', { name: /^Média/ }).check()
    await dialog.getByRole('radio', { name: /^Borda de catupiry/ }).check()
    await dialog.getByLabel(messages.labelObservacao).fill('Sem manjericão')
    await dialog.getByRole('button', { name: messages.adicionar }).click()
    await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
    await addProduct(page, 'bella-napoli', 'Lasanha à Bolonhesa')
    await addProduct(page, 'bella-napoli', 'Tiramisù', 2)
    await page.goto(`${TENANT}/carrinho`)
    await choose(page, messages.retirarNoLocal)
    await choose(page, 'Cartão de Débito')
    const finalize = page.getByRole('button', { name: messages.finalizarPedido })
    await waitForHydration(finalize)
    await finalize.click()
    await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
    const id = Number(page.url().split('/').pop())

    // the tracking page links the history; the new order is its first card
    await page.getByRole('link', { name: messages.verHistoricoPedidos }).click()
    await expect(page).toHaveURL(new RegExp(`${HISTORY}$`))
    await expect(
      page.getByRole('heading', { name: messages.historicoDeliveryTitulo, level: 1 }),
    ).toBeVisible()
    const first = page.getByRole('main').getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText(messages.pedidoNumero(id))
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      `Bella Napoli ${messages.retirarNoLocalNota}`,
    )
    await expect(first).toContainText(messages.statusEmAberto)
    // 57,90 + 45,90 + 2 × 24,90, no fee for a pickup
    await expect(first).toContainText('R$ 153,60')
    await expect(first).not.toContainText(messages.pontoDeEntrega)
    await expect(first).not.toContainText(messages.avalieEstePedido)
    // the seeded cards show the other badges: a delivery point on its way, to rate; a cancelled order
    await expect(card(page, 9302)).toContainText(messages.pontoDeEntrega)
    await expect(card(page, 9302)).toContainText(messages.avalieEstePedido)
    await expect(card(page, 9002)).toContainText(messages.statusCancelado)
    expect(await seriousViolations(page)).toEqual([])

    // the detail: items with their variations and note, the totals, pickup, the payment, the history, cancelling
    await first.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${HISTORY}/${id}$`))
    await expect(
      page.getByRole('heading', { name: messages.pedidoNumero(id), level: 1 }),
    ).toBeVisible()
    const items = page.getByRole('region', { name: messages.itensDoPedido })
    await expect(items.getByRole('listitem')).toHaveText([
      /^1x Pizza Margherita \(Média\)Borda de catupirySem manjericãoR\$\s57,90$/,
      /^1x Lasanha à BolonhesaR\$\s45,90$/,
      /^2x TiramisùR\$\s49,80$/,
    ])
    await expect(items).toContainText(`${messages.total}R$ 153,60`)
    await expect(items).toContainText(messages.retirarNoLocal)
    await expect(items).toContainText('Cartão de Débito')
    const status = page.getByRole('region', { name: messages.statusDoPedido })
    await expect(status.getByRole('listitem')).toHaveText([
      new RegExp(`^${messages.statusEmAberto}`),
    ])
    await expect(page.getByRole('link', { name: messages.cancelarPedido })).toBeVisible()
    await expect(page.getByRole('link', { name: messages.acompanharEstePedido })).toHaveAttribute(
      'href',
      `${TENANT}/acompanhamento/${id}`,
    )
    expect(await seriousViolations(page)).toEqual([])

    // today the lasagne is off the menu and the tiramisù costs R$ 26,90
    await changeProduct(request, lasanha, { flgDisponivel: false })
    await changeProduct(request, tiramisu, { preco: 26.9 })
    const again = page.getByRole('button', { name: messages.pedirDeNovo })
    await waitForHydration(again)
    await again.click()
    const answer = page.getByRole('alert').filter({ hasText: messages.pedirDeNovoAdicionado })
    await expect(answer).toBeVisible()
    await expect(answer.getByRole('listitem')).toHaveText([
      messages.pedirDeNovoIndisponivel('Lasanha à Bolonhesa'),
      messages.pedirDeNovoPrecoMudou('Tiramisù', formatMoney(2490), formatMoney(2690)),
    ])
    expect(await seriousViolations(page)).toEqual([])
    // the header's cart counts the three units put back
    await page.getByRole('link', { name: messages.verCarrinho }).click()
    await expect(page).toHaveURL(new RegExp(`${TENANT}/carrinho$`))
    await expect(page.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible()
    await expect(page.getByText('Borda de catupiry')).toBeVisible()
    await expect(page.getByText('Sem manjericão')).toBeVisible()
    await expect(page.getByLabel(messages.quantidadeDe('Tiramisù'))).toHaveValue('2')
    await expect(page.getByRole('heading', { name: 'Lasanha à Bolonhesa' })).toHaveCount(0)
    // 57,90 + 2 × 26,90: today's prices
    await expect(page.getByText(messages.subtotal, { exact: true }).locator('..')).toContainText(
      'R$ 111,70',
    )
    await emptyCart(page)
  })

  test('an empty history says so and links the menu', async ({ page }) => {
    // Carla has no order at Bella Napoli
    await logIn(page, '', { email: 'carla@prato.dev', senha: 'prato123', primeiroNome: 'Carla' })
    await page.goto(HISTORY)
    await expect(page.getByRole('heading', { name: messages.nenhumPedidoDelivery })).toBeVisible()
    await expect(page.getByRole('link', { name: messages.verCardapio })).toHaveAttribute(
      'href',
      `${TENANT}/delivery`,
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a visitor logs in first and comes back; another diner’s order is not found; never cached', async ({
    page,
    request,
  }) => {
    const refused = await request.get(HISTORY, { maxRedirects: 0 })
    expect(refused.status()).toBe(302)
    expect(refused.headers()['cache-control']).toContain('no-store')
    await page.goto(HISTORY)
    await expect(page.getByRole('dialog', { name: messages.fazerLoginTitulo })).toBeVisible()
    await logIn(page)
    const detail = await page.goto(`${HISTORY}/9301`)
    expect(detail?.headers()['cache-control']).toContain('no-store')
    // an order of no diner of this session (and a table order on the delivery path): 404
    expect((await page.goto(`${HISTORY}/424242`))?.status()).toBe(404)
    expect((await page.goto(`${HISTORY}/9311`))?.status()).toBe(404)
  })

  test('the profile menu links both histories', async ({ page }) => {
    await logIn(page)
    const profile = page.getByRole('button', { name: messages.saudacao('Ana') })
    await waitForHydration(profile)
    await profile.click()
    await expect(
      page.getByRole('menuitem', { name: messages.menuMeusPedidosDelivery }),
    ).toHaveAttribute('href', HISTORY)
    await expect(
      page.getByRole('menuitem', { name: messages.menuMeusPedidosMenu }),
    ).toHaveAttribute('href', `${TENANT}/historico-pedidos-menu`)
  })
})

test('an offline customer finds the orders placed from this browser', async ({ page }) => {
  // Bella Napoli takes orders without an account (wgPedidoDeliveryOFF): 'Continuar sem cadastro'
  await page.goto(`${TENANT}/delivery`)
  const product = page.getByRole('link', { name: 'Coca-Cola Lata 350 ml', exact: true })
  await waitForHydration(product)
  await product.click()
  await page
    .getByRole('dialog', { name: messages.detalhesProduto })
    .getByRole('button', { name: messages.adicionar })
    .click()
  await page.getByRole('link', { name: messages.continuarSemCadastro }).click()
  const form = page.getByRole('dialog', { name: messages.informacoesBasicas })
  const save = form.getByRole('button', { name: messages.salvar })
  await waitForHydration(save)
  await form.getByLabel(messages.labelNome).fill('Joana Visitante')
  await form.getByLabel(messages.labelTelefone).fill('62999887766')
  await form.getByLabel(messages.labelCep).fill('74015010')
  await form.getByRole('button', { name: messages.buscarCep }).click()
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('Avenida Goiás')
  await form.getByLabel(messages.labelNumero).fill('120')
  await save.click()
  await page
    .getByRole('dialog', { name: messages.detalhesProduto })
    .getByRole('button', { name: messages.adicionar })
    .click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
  await page.goto(`${TENANT}/carrinho`)
  await choose(page, 'Cartão de Crédito')
  await page.getByRole('button', { name: messages.finalizarPedido }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
  const id = Number(page.url().split('/').pop())

  await page.getByRole('link', { name: messages.verHistoricoPedidos }).click()
  const placed = card(page, id)
  // 6,50 + the neighbourhood's fee (6,00)
  await expect(placed).toContainText('R$ 12,50')
  await expect(placed).toContainText(messages.statusEmAberto)
  await placed.getByRole('link').click()
  await expect(page.getByRole('region', { name: messages.itensDoPedido })).toContainText(
    '1x Coca-Cola Lata 350 ml',
  )
  // cancelling and rating are a logged-in diner's (001 §4)
  await expect(page.getByRole('link', { name: messages.cancelarPedido })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})

test('the table history lists a table order, and opens it', async ({ page }) => {
  await logIn(page)
  await page.goto(`${TENANT}/historico-pedidos-menu`)
  await expect(page.getByRole('heading', { name: messages.pedidos, level: 1 })).toBeVisible()
  const served = card(page, 9311)
  await expect(served).toContainText(`${messages.mesa}: Salão Principal`)
  await expect(served).toContainText(messages.statusFinalizado)
  expect(await seriousViolations(page)).toEqual([])
  await served.getByRole('link').click()
  await expect(
    page.getByRole('heading', { name: messages.pedidoNumero(9311), level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: messages.itensDoPedido })).toContainText(
    '1x Pizza Margherita (Grande)',
  )
  await expect(page.getByText(`${messages.mesa}: Salão Principal`)).toBeVisible()
  // neither cancelled nor rated from here
  await expect(page.getByRole('link', { name: messages.cancelarPedido })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})

test('Avaliações: from the landing page and the history, each rating with its answer', async ({
  page,
}) => {
  await page.goto(TENANT)
  const open = page.getByRole('link', { name: messages.avaliacoes, exact: true })
  await waitForHydration(open)
  await open.click()
  const dialog = page.getByRole('dialog', { name: messages.avaliacoes })
  await expect(dialog).toBeVisible()
  const luciana = dialog.getByRole('listitem').filter({ hasText: 'Luciana M.' })
  await expect(
    luciana.getByRole('img', { name: messages.notaDeMaximo(formatRating(5), 5) }),
  ).toBeVisible()
  await expect(luciana).toContainText('Pedimos pelo ponto de entrega do escritório')
  await expect(luciana).toContainText(messages.respostaDoRestaurante)
  await expect(luciana).toContainText('O ponto do Órion sai às 11h30')
  await expect(luciana).toContainText(/Respondido em \d{2}\/\d{2}\/\d{4}/)
  const gustavo = dialog.getByRole('listitem').filter({ hasText: 'Gustavo R.' })
  await expect(gustavo).toContainText(/Avaliado em \d{2}\/\d{2}\/\d{4}/)
  await expect(gustavo).not.toContainText(messages.respostaDoRestaurante)
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await logIn(page)
  await page.goto(HISTORY)
  const fromHistory = page.getByRole('link', { name: messages.verAvaliacoes })
  await waitForHydration(fromHistory)
  await fromHistory.click()
  await expect(page.getByRole('dialog', { name: messages.avaliacoes })).toContainText('Luciana M.')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the history, an order, Pedir de novo and the ratings work as plain pages and posts', async ({
    page,
  }) => {
    await logIn(page)
    await page.goto(HISTORY)
    await card(page, 9301).getByRole('link').click()
    await expect(
      page.getByRole('heading', { name: messages.pedidoNumero(9301), level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: messages.itensDoPedido })).toContainText(
      '1x Pizza Margherita (Média)',
    )
    await page.getByRole('button', { name: messages.pedirDeNovo }).click()
    // every line is still sold at its price: a success, said as a status
    await expect(
      page.getByRole('status').filter({ hasText: messages.pedirDeNovoAdicionado }),
    ).toBeVisible()
    await page.getByRole('link', { name: messages.verCarrinho }).click()
    await expect(page.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible()
    await expect(page.getByLabel(messages.quantidadeDe('Coca-Cola Lata 350 ml'))).toHaveValue('2')
    await page.getByRole('button', { name: messages.limparCarrinho }).click()

    await page.goto(`${HISTORY}?dialog=avaliacoes`)
    await expect(page.getByRole('dialog', { name: messages.avaliacoes })).toContainText(
      'Luciana M.',
    )
    await page.goto(`${TENANT}/historico-pedidos-menu`)
    await card(page, 9312).getByRole('link').click()
    await expect(
      page.getByRole('heading', { name: messages.pedidoNumero(9312), level: 1 }),
    ).toBeVisible()
  })
})
