import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { formatMoney, messages, TROCO_MAXIMO } from '@prato/domain'
import { addProduct, chooseAddress, ordersOf, type SandboxOrder } from './checkout-support'
import { APP2, clearFaults, injectFault, logIn, REDIS_AVAILABLE, waitForHydration } from './support'

// 001 §4 "Delivery mode", "Payment tabs", "Order lifecycle"; §5 "Checkout, in order", "Cash"; §7 "Placing orders":
// the cart becomes an order the restaurant receives — exact, and never placed twice.

const BELLA = '/bella-napoli'
const CART = `${BELLA}/carrinho`
/** 'Finalizar pedido' posts here (its own route); the cart's page answers it without JavaScript. */
const PLACE_ORDER = `${BELLA}/finalizar-pedido`

const section = (page: Page, name: string) => page.getByRole('region', { name })
const summaryLine = (page: Page, term: string) =>
  section(page, messages.resumoPedido)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })

async function choose(page: Page, label: string | RegExp) {
  const button = page.getByRole('button', { name: label })
  await waitForHydration(button)
  await button.click()
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
}

/** Ana, logged in, with Tiramisù in a Bella Napoli cart delivered to 'Minha casa' (free), on the cart page. */
async function deliveryCart(page: Page, quantidade = 1) {
  await logIn(page)
  await chooseAddress(page, 'Minha casa')
  await addProduct(page, 'bella-napoli', 'Tiramisù', quantidade)
  await page.goto(CART)
}

/** A cash method: the choice opens the cash dialog over the cart. */
async function chooseCash(page: Page) {
  const button = page.getByRole('button', { name: 'Dinheiro' })
  await waitForHydration(button)
  await button.click()
  return page.getByRole('dialog', { name: messages.valorEmDinheiroTitulo })
}

async function finalize(page: Page) {
  const button = page.getByRole('button', { name: messages.finalizarPedido })
  await waitForHydration(button)
  await button.click()
}

async function emptyCart(page: Page, tenant = 'bella-napoli') {
  await page.goto(`/${tenant}/carrinho`)
  const clear = page.getByRole('button', { name: messages.limparCarrinho })
  if (await clear.isVisible()) {
    await clear.click()
    const confirm = page.getByRole('button', { name: messages.confirmar })
    if (await confirm.isVisible().catch(() => false)) await confirm.click()
  }
}

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

test('delivery to the account’s address, paid in cash with change; the cart is cleared', async ({
  page,
  request,
}) => {
  await deliveryCart(page, 2)
  const entrega = section(page, messages.entregaTitulo)
  await expect(entrega).toContainText('Rua 1136, 300 - Apto 502 - Setor Marista')
  // Setor Marista is free at Bella Napoli
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText(messages.gratis)
  await expect(summaryLine(page, messages.total)).toContainText('R$ 49,80')

  // a cash method opens the cash dialog, with the total including the fee
  const cash = await chooseCash(page)
  await expect(cash).toContainText('R$ 49,80')
  const amount = cash.getByLabel(messages.trocoParaQuanto)
  const confirm = cash.getByRole('button', { name: messages.confirmar })
  await waitForHydration(confirm)
  await confirm.click()
  await expect(cash.getByText(messages.informeValor)).toBeVisible()
  await amount.fill('40')
  await confirm.click()
  await expect(cash.getByText(messages.valorPagamentoMenorQueTotal)).toBeVisible()
  await amount.fill('100')
  await expect(cash.getByText(messages.seuTroco('R$ 50,20'))).toBeVisible()
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([])
  await confirm.click()
  await expect(cash).toBeHidden()
  await expect(section(page, messages.formaPagamentoTitulo)).toContainText(
    messages.trocoParaValor('R$ 100,00'),
  )
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([])

  const before = (await ordersOf(request, 'bella-napoli'))[0]?.id ?? 0
  await finalize(page)
  await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
  const id = Number(page.url().split('/').pop())
  const [order] = await ordersOf(request, 'bella-napoli')
  expect(order).toMatchObject({
    id,
    tipo: 'delivery',
    valorProduto: 49.8,
    valorTaxaEntrega: 0,
    valorTotal: 49.8,
    valorTroco: 50.2,
    flgRetirarLocal: false,
  })
  expect(id).toBeGreaterThan(before)
  await page.goto(CART)
  await expect(page.getByText(messages.carrinhoVazio)).toBeVisible()
})

test('an address the restaurant does not deliver to: the fee line, then the refusal with its actions', async ({
  page,
}) => {
  await logIn(page)
  // Mercado Central delivers to all of Goiânia: 'Trabalho' (Parque Amazônia) becomes the main address there
  await chooseAddress(page, 'Trabalho', 'mercado-central')
  // …which Bella Napoli does not serve
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  await page.goto(CART)
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText(
    messages.naoEntregaNesteEndereco,
  )
  await expect(
    summaryLine(page, messages.taxaEntrega).getByRole('link', { name: messages.alterarEndereco }),
  ).toBeVisible()
  await choose(page, 'Cartão de Crédito')
  await finalize(page)
  const refusal = page.getByRole('alertdialog')
  await expect(refusal).toContainText(messages.empresaNaoEntregaEndereco)
  await expect(refusal.getByRole('button', { name: messages.voltar })).toBeVisible()
  await refusal.getByRole('button', { name: messages.alterarEndereco }).click()
  await expect(page.getByRole('dialog', { name: messages.enderecoParaEntrega })).toBeVisible()
  await chooseAddress(page, 'Minha casa')
  await emptyCart(page)
})

test('the rules in their order: no payment, then cash without an amount', async ({ page }) => {
  await deliveryCart(page)
  await finalize(page)
  await expect(
    page.getByRole('alert').filter({ hasText: messages.insiraFormaPagamento }),
  ).toBeVisible()
  // the cash method chosen, its dialog closed without an amount
  const cash = await chooseCash(page)
  await cash.getByRole('link', { name: messages.cancelar }).click()
  await finalize(page)
  await expect(
    page.getByRole('alert').filter({ hasText: messages.informeValorDinheiro }),
  ).toBeVisible()
  await emptyCart(page)
})

test('a diner without a phone gets the phone dialog at checkout', async ({ page }) => {
  await page.goto(`${BELLA}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill('bruno@prato.dev')
  await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  // 000 §4: the phone dialog opens by itself; dismissed, it stays closed for the visit (moving within the app)
  const phone = page.getByRole('dialog', { name: messages.informeTelefoneTitulo })
  await expect(phone).toBeVisible()
  await waitForHydration(phone)
  await page.keyboard.press('Escape')
  await expect(phone).toBeHidden()
  await page.getByRole('link', { name: 'Delivery' }).first().click()
  const card = page.getByRole('link', { name: 'Tiramisù', exact: true }).first()
  await waitForHydration(card)
  await card.click()
  await page
    .getByRole('dialog', { name: messages.detalhesProduto })
    .getByRole('button', { name: messages.adicionar })
    .click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
  await page
    .getByRole('link', { name: /^Carrinho/ })
    .first()
    .click()
  await choose(page, messages.retirarNoLocal)
  await choose(page, 'Cartão de Crédito')
  await finalize(page)
  // rule 2 of 001 §5: no phone, the phone dialog
  await expect(page).toHaveURL(/dialog=informe-telefone/)
  await expect(phone).toBeVisible()
})

test('pickup: no address, no fee; the order is for the counter', async ({ page, request }) => {
  await logIn(page)
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  await page.goto(CART)
  await choose(page, messages.retirarNoLocal)
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText(messages.retirarNoLocal)
  await choose(page, 'Cartão de Débito')
  await finalize(page)
  await expect(page).toHaveURL(/\/acompanhamento\/\d+$/)
  const [order] = await ordersOf(request, 'bella-napoli')
  expect(order).toMatchObject({ flgRetirarLocal: true, valorTaxaEntrega: 0, valorTotal: 24.9 })
})

test('a delivery point at Bella Napoli, then ‘Mudar para delivery’; a points-only restaurant insists on one', async ({
  page,
  request,
}) => {
  await logIn(page)
  await chooseAddress(page, 'Minha casa')
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  await page.goto(`${BELLA}/delivery-ponto-entrega`)
  await page.getByRole('radio', { name: 'Portaria do Órion Business' }).check()
  await page.getByRole('button', { name: messages.avancarCardapio }).click()
  await expect(page).toHaveURL(/\/delivery$/)
  await page.goto(CART)
  await expect(page.getByRole('region', { name: messages.pontoDeEntrega })).toContainText(
    'Portaria do Órion Business',
  )
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText('R$ 3,00')
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: messages.mudarParaDelivery }).click(),
  ])
  await page.goto(CART)
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText(messages.gratis)
  await emptyCart(page)

  // Café Girassol serves delivery points only
  await addProduct(page, 'cafe-girassol', 'Pão de Queijo (6 unidades)', 2)
  await page.goto('/cafe-girassol/carrinho')
  await expect(section(page, messages.entregaTitulo)).toContainText(messages.somentePontoEntrega)
  const cash = await chooseCash(page)
  await cash.getByLabel(messages.trocoParaQuanto).fill('50')
  await cash.getByRole('button', { name: messages.confirmar }).click()
  await expect(cash).toBeHidden()
  await finalize(page)
  await expect(
    section(page, messages.finalizarPedido)
      .getByRole('alert')
      .filter({ hasText: messages.somentePontoEntrega }),
  ).toBeVisible()
  await section(page, messages.entregaTitulo)
    .getByRole('link', { name: messages.escolherPontoEntrega })
    .click()
  await page.getByRole('radio', { name: 'Estação Fradique Coutinho' }).check()
  await page.getByRole('button', { name: messages.avancarCardapio }).click()
  await expect(page).toHaveURL(/\/delivery$/)
  await page.goto('/cafe-girassol/carrinho')
  // 2 × 15,90 + 2,50
  await expect(summaryLine(page, messages.total)).toContainText('R$ 34,30')
  await finalize(page)
  await expect(page).toHaveURL(/\/cafe-girassol\/acompanhamento\/\d+$/)
  const [order] = await ordersOf(request, 'cafe-girassol')
  expect(order).toMatchObject({
    tipo: 'ponto',
    valorTaxaEntrega: 2.5,
    valorTotal: 34.3,
    valorTroco: 15.7,
  })
})

test('each voucher type reaches the restaurant with the exact totals', async ({
  page,
  request,
}) => {
  await logIn(page)
  await chooseAddress(page, 'Minha casa')
  const apply = async (code: string) => {
    const field = section(page, messages.resumoPedido).getByLabel(messages.labelCupom)
    await waitForHydration(field)
    await field.fill(code)
    await section(page, messages.resumoPedido)
      .getByRole('button', { name: messages.aplicar })
      .click()
    await expect(
      section(page, messages.resumoPedido).getByRole('button', { name: messages.remover }),
    ).toBeVisible()
  }
  const cases: Array<{
    code: string
    point?: string
    total: string
    expected: Partial<SandboxOrder>
  }> = [
    // type 1: R$ 10,00 off 2 × 24,90
    { code: 'DESCONTO10', total: 'R$ 39,80', expected: { valorDesconto: 10, valorTotal: 39.8 } },
    // type 2: 15% of 49,80 = 7,47
    { code: 'PROMO15', total: 'R$ 42,33', expected: { valorDesconto: 7.47, valorTotal: 42.33 } },
    // type 3 at a point whose fee (3,00) is below the voucher's 5,00: nothing changes, never a raise
    {
      code: 'FRETE5',
      point: 'Portaria do Órion Business',
      total: 'R$ 52,80',
      expected: { valorDesconto: 0, valorTaxaEntrega: 3, valorTotal: 52.8 },
    },
  ]
  for (const c of cases) {
    await addProduct(page, 'bella-napoli', 'Tiramisù', 2)
    if (c.point) {
      await page.goto(`${BELLA}/delivery-ponto-entrega`)
      await page.getByRole('radio', { name: c.point }).check()
      await page.getByRole('button', { name: messages.avancarCardapio }).click()
      await expect(page).toHaveURL(/\/delivery$/)
    }
    await page.goto(CART)
    await apply(c.code)
    await expect(summaryLine(page, messages.total)).toContainText(c.total)
    await choose(page, 'Cartão de Crédito')
    await finalize(page)
    await expect(page).toHaveURL(/\/acompanhamento\/\d+$/)
    const [order] = await ordersOf(request, 'bella-napoli')
    expect(order).toMatchObject({ valorProduto: 49.8, ...c.expected })
  }
})

test('paying online: PIX leads to the PIX page, a saved card to tracking', async ({
  page,
  request,
}) => {
  await deliveryCart(page)
  const tab = page.getByRole('tab', { name: messages.pagamentoOnline })
  await waitForHydration(tab)
  await tab.click()
  await choose(page, messages.pagarComPix)
  await finalize(page)
  await expect(page).toHaveURL(/\/bella-napoli\/pagamento-pix\/\d+$/)
  expect((await ordersOf(request, 'bella-napoli'))[0]).toMatchObject({
    modalidadeCaixaApiId: 101,
    situacaoId: 7,
  })

  await addProduct(page, 'bella-napoli', 'Tiramisù')
  await page.goto(CART)
  await waitForHydration(tab)
  await tab.click()
  await page.getByRole('radio', { name: /\*\*\*\* 5454/ }).check()
  await page.getByRole('button', { name: messages.usarCartao }).click()
  await expect(section(page, messages.formaPagamentoTitulo)).toContainText(
    `${messages.pagamentoEscolhido}: ${messages.cartaoCarteira} **** 5454`,
  )
  await finalize(page)
  await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
  expect((await ordersOf(request, 'bella-napoli'))[0]).toMatchObject({ modalidadeCaixaApiId: 99 })
})

test('a new card added from the online tab comes back chosen, and pays the order', async ({
  page,
  request,
}) => {
  await deliveryCart(page)
  const tab = page.getByRole('tab', { name: messages.pagamentoOnline })
  await waitForHydration(tab)
  await tab.click()
  await page.getByRole('link', { name: messages.adicionarCartao }).click()
  const dialog = page.getByRole('dialog', { name: messages.novoCartaoTitulo })
  await waitForHydration(dialog.getByRole('heading', { name: messages.novoCartaoTitulo }))
  const fields: Array<[string, string]> = [
    [messages.labelNomePortador, 'ANA SOUZA'],
    [messages.labelNumeroCartao, '4012 8888 8888 1881'],
    [messages.labelValidade, '11/31'],
    [messages.labelCodigoSeguranca, '321'],
    [messages.labelCpfCnpj, '529.982.247-25'],
  ]
  for (const [label, value] of fields) await dialog.getByLabel(label, { exact: true }).fill(value)
  await dialog.getByRole('button', { name: messages.salvarCartao }).click()
  await expect(page).toHaveURL(/\/carrinho\?cartao=\d+$/)
  // back on the cart: the online tab is open and the new card is the one checked
  await expect(page.getByRole('tab', { name: messages.pagamentoOnline })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('radio', { name: /\*\*\*\* 1881/ })).toBeChecked()
  await page.getByRole('button', { name: messages.usarCartao }).click()
  await expect(section(page, messages.formaPagamentoTitulo)).toContainText(
    `${messages.pagamentoEscolhido}: ${messages.cartaoCarteira} **** 1881`,
  )
  await finalize(page)
  await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
  expect((await ordersOf(request, 'bella-napoli'))[0]).toMatchObject({ modalidadeCaixaApiId: 99 })
})

test.describe('idempotent placing', () => {
  /** A cart ready to order (paid by card on delivery): its checkout key, and how many orders there were. */
  async function readyCheckout(page: Page, request: APIRequestContext) {
    await deliveryCart(page)
    await choose(page, 'Cartão de Crédito')
    return {
      chave: await page.locator('input[name="chave"]').inputValue(),
      before: (await ordersOf(request, 'bella-napoli')).length,
    }
  }

  /** 'Finalizar pedido' posted with the checkout's key to one storefront process (its own origin). */
  const finalizeAt = (page: Page, origin: string, chave: string) =>
    page.request.post(`${origin}${PLACE_ORDER}`, {
      form: { chave },
      headers: { Origin: origin },
      maxRedirects: 0,
    })

  /** Every answer leads to the same order, and the restaurant received exactly one more. */
  async function expectOneOrder(
    request: APIRequestContext,
    answers: APIResponse[],
    before: number,
  ) {
    const locations = new Set(
      answers.map((r) => {
        expect(r.status(), r.statusText()).toBe(302)
        return r.headers().location
      }),
    )
    expect(locations.size).toBe(1)
    const orders = await ordersOf(request, 'bella-napoli')
    expect(orders.length).toBe(before + 1)
    expect([...locations][0]).toBe(`/bella-napoli/acompanhamento/${orders[0]!.id}`)
  }

  test('the same checkout posted 20 times at once, then twice more, is one order', async ({
    page,
    request,
  }) => {
    const { chave, before } = await readyCheckout(page, request)
    const origin = new URL(page.url()).origin
    const post = () => finalizeAt(page, origin, chave)
    const answers = await Promise.all(Array.from({ length: 20 }, post))
    await expectOneOrder(request, [...answers, await post(), await post()], before)
  })

  test('two storefront processes on one Redis: 20 posts split between them are one order', async ({
    page,
    request,
  }) => {
    expect(REDIS_AVAILABLE, 'redis-server is needed: run scripts/ensure-system-deps.sh').toBe(true)
    const { chave, before } = await readyCheckout(page, request)
    const first = new URL(page.url()).origin
    // the session cookie is host-only: both ports of localhost send it
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => finalizeAt(page, i % 2 ? APP2 : first, chave)),
    )
    await expectOneOrder(request, answers, before)
  })
})

/**
 * A Bella cart paid by card whose next order call meets `fault`; finalised. Returns how many orders the restaurant
 * had before, a poll of how many it has now, and when 'Finalizar pedido' was clicked.
 */
async function finalizeThroughFault(
  page: Page,
  request: APIRequestContext,
  fault: { status?: number; malformedBody?: boolean; latencyMs?: number },
) {
  await deliveryCart(page)
  await choose(page, 'Cartão de Crédito')
  const before = (await ordersOf(request, 'bella-napoli')).length
  await injectFault(request, {
    pathPattern: '/^\\/v3\\/wg-pedido$/',
    method: 'POST',
    times: 1,
    ...fault,
  })
  const started = Date.now()
  await finalize(page)
  const orderCount = () =>
    expect.poll(async () => (await ordersOf(request, 'bella-napoli')).length, { timeout: 10_000 })
  return { before, orderCount, started }
}

test.describe('faults of the order call', () => {
  const cases = [
    {
      name: 'a 500 with details shows the server’s first details errors',
      fault: { status: 500 },
      // the sandbox's fault body carries details
      message: 'Falha simulada pelo sandbox (500).',
    },
    { name: 'a malformed answer', fault: { malformedBody: true }, message: messages.pedidoFalhou },
    { name: 'a timeout', fault: { latencyMs: 4000 }, message: messages.pedidoFalhou },
  ]
  for (const c of cases) {
    test(`${c.name}: the specified message, no order, the cart intact`, async ({
      page,
      request,
    }) => {
      const { before, orderCount, started } = await finalizeThroughFault(page, request, c.fault)
      const alert = page.getByRole('alert').filter({ hasText: c.message })
      await expect(alert).toBeVisible()
      expect(Date.now() - started).toBeLessThan(6000)
      await expect(page.getByText(/Error|at .*\.js/)).toHaveCount(0)
      await clearFaults(request)
      // a slow API still creates the order after the storefront gave up: wait for it, so that it does not land in
      // the next journey's counts (the journey below shows the retry finding it)
      await orderCount().toBe(c.fault.latencyMs ? before + 1 : before)
      // the cart is as it was, and the order goes through once the API is back
      await page.goto(CART)
      await expect(
        page.getByRole('button', { name: messages.removerItem('Tiramisù') }),
      ).toBeVisible()
      await emptyCart(page)
    })
  }
})

test('a timed-out order call the API completed later: the retry leads to that order, never a second one', async ({
  page,
  request,
}) => {
  // the API answers after the storefront's deadline (1.5 s here), but creates the order
  const { before, orderCount } = await finalizeThroughFault(page, request, { latencyMs: 3000 })
  await expect(page.getByRole('alert').filter({ hasText: messages.pedidoFalhou })).toBeVisible()
  await orderCount().toBe(before + 1)
  const [created] = await ordersOf(request, 'bella-napoli')
  // the diner tries again: the order the API created is recognised and shown
  await page.goto(CART)
  await finalize(page)
  await expect(page).toHaveURL(new RegExp(`/bella-napoli/acompanhamento/${created!.id}$`))
  expect((await ordersOf(request, 'bella-napoli')).length).toBe(before + 1)
  await page.goto(CART)
  await expect(page.getByText(messages.carrinhoVazio)).toBeVisible()
})

test('the page after a timed-out order, posted without JavaScript, has its own deadline: the address and its fee', async ({
  page,
  request,
}) => {
  // issue 24 §5: Remix renders the page after the action in the same request; its loaders must not run on the
  // deadline the order call used up ('Não foi possível calcular a taxa de entrega agora' and no address)
  await deliveryCart(page)
  await choose(page, 'Cartão de Crédito')
  const chave = await page.locator('input[name="chave"]').inputValue()
  const before = (await ordersOf(request, 'bella-napoli')).length
  await injectFault(request, {
    pathPattern: '/^\\/v3\\/wg-pedido$/',
    method: 'POST',
    times: 1,
    latencyMs: 3000,
  })
  const answer = await page.request.post(PLACE_ORDER, {
    form: { chave },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  const html = await answer.text()
  expect(html).toContain(messages.pedidoFalhou)
  expect(html).toContain('Rua 1136, 300')
  expect(html).not.toContain(messages.taxaIndisponivel)
  // the API creates the order late: wait for it, so that it does not land in the next journey's counts
  await expect
    .poll(async () => (await ordersOf(request, 'bella-napoli')).length, { timeout: 10_000 })
    .toBe(before + 1)
})

test('forged finalise posts get a 4xx and never an order', async ({ page, request }) => {
  await deliveryCart(page)
  const origin = new URL(page.url()).origin
  const chave = await page.locator('input[name="chave"]').inputValue()
  const before = (await ordersOf(request, 'bella-napoli')).length
  const post = (url: string, form: Record<string, string>) =>
    page.request.post(url, { form, headers: { Origin: origin }, maxRedirects: 0 })
  // a payment the restaurant does not have, a card that is not the diner's
  expect((await post(CART, { intent: 'pagamento', pagamento: 'm:99999' })).status()).toBe(400)
  expect((await post(CART, { intent: 'pagamento', pagamento: 'cartao:99999' })).status()).toBe(400)
  expect((await post(CART, { intent: 'pagamento', pagamento: 'm:1; DROP' })).status()).toBe(400)
  // the cash dialog: a method that is not cash, not the restaurant's, or not a number; an amount that is not money
  const cash = `${BELLA}/pagamento-dinheiro`
  expect((await post(cash, { modalidade: '2', valorPagamento: '100' })).status()).toBe(400)
  expect((await post(cash, { modalidade: '99999', valorPagamento: '100' })).status()).toBe(400)
  expect((await post(cash, { modalidade: 'x', valorPagamento: '100' })).status()).toBe(400)
  // (the form posts to its page's URL, which names the method)
  const cashPage = `${cash}?modalidade=1`
  expect((await post(cashPage, { modalidade: '1', valorPagamento: 'abc' })).status()).toBe(400)
  expect((await post(cashPage, { modalidade: '1', valorPagamento: '-5' })).status()).toBe(400)
  // a malformed key; this cart's key at another restaurant (whose cart is empty)
  expect((await post(PLACE_ORDER, { chave: '../../x' })).status()).toBe(400)
  const elsewhere = await post('/cafe-girassol/finalizar-pedido', { chave })
  expect(elsewhere.status()).toBe(409)
  // totals sent by the browser are not read: the order would be priced by the server anyway
  await post(CART, { intent: 'pagamento', pagamento: 'm:2' })
  const forged = await post(PLACE_ORDER, {
    chave,
    valorTotal: '0.01',
    taxaEntrega: '0',
  })
  expect(forged.status()).toBe(302)
  const orders = await ordersOf(request, 'bella-napoli')
  expect(orders.length).toBe(before + 1)
  expect(orders[0]!.valorTotal).toBe(24.9)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('cash on pickup, with change', async ({ page, request }) => {
    await page.goto(`${BELLA}/conta/entrar`)
    await page.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
    await page.getByRole('button', { name: messages.entrar, exact: true }).click()
    await page.goto(`${BELLA}/delivery`)
    await page.getByRole('link', { name: 'Tiramisù', exact: true }).first().click()
    await page.getByRole('button', { name: messages.adicionar }).click()
    await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
    await page.goto(CART)
    await page.getByRole('button', { name: messages.retirarNoLocal }).click()
    await expect(page.getByRole('button', { name: messages.retirarNoLocal })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // 'Finalizar pedido' before a payment is chosen: the place-order route answers with the cart's page and
    // the refusal, and the cart's forms work from there
    await page.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: messages.insiraFormaPagamento }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: messages.seuCarrinho, level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Dinheiro' }).click()
    // the cash dialog is its own page before JavaScript; a refused amount answers it again, with the message
    await page.getByLabel(messages.trocoParaQuanto).fill('10')
    await page.getByRole('button', { name: messages.confirmar }).click()
    await expect(page.getByText(messages.valorPagamentoMenorQueTotal)).toBeVisible()
    // issue 24 §4: change of R$ 99.999.999,99 on a R$ 24,90 order is refused by the action itself
    await page.getByLabel(messages.trocoParaQuanto).fill('99.999.999,99')
    await page.getByRole('button', { name: messages.confirmar }).click()
    await expect(
      page.getByText(messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO))),
    ).toBeVisible()
    await page.getByLabel(messages.trocoParaQuanto).fill('30')
    await page.getByRole('button', { name: messages.confirmar }).click()
    await expect(page).toHaveURL(new RegExp(`${CART}`))
    await expect(page.getByText(messages.trocoParaValor('R$ 30,00'))).toBeVisible()
    await page.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page).toHaveURL(/\/acompanhamento\/\d+$/)
    const [order] = await ordersOf(request, 'bella-napoli')
    expect(order).toMatchObject({ flgRetirarLocal: true, valorTotal: 24.9, valorTroco: 5.1 })
  })
})
