import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { formatMoney, messages, parseMoney } from '@prato/domain'
import { DINER, logIn, logInWithoutScript, SANDBOX, tokenFor, waitForHydration } from './support'

// Issue 22 "The tab": 'Minha Conta', the bill's split and the partial PIX payment (002 §2–§4, §7, §8), against the
// built app and the sandbox, as the demo diner Ana. Her tabs at Bella Napoli (apps/sandbox-api/src/seed):
// 6901 Mesa 05 (four friends: cover, discount, nothing paid), 6902 Mesa 08 (R$ 30,00 paid by PIX), 7002 Mesa 04
// (closed, its points to redeem). The journeys run in this order on one database.

const TENANT = '/bella-napoli'
const DIVIDIR = 6901
const PIX_PARCIAL = 6902
const FECHADA = 7002

test.describe.configure({ timeout: 120_000 })

const tabPath = (id: number) => `${TENANT}/menu/conta/${id}`

async function expectAccessible(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const summary = (page: Page) => page.getByRole('region', { name: messages.resumoConta })

/** A row of the totals block, by its label. */
function totalRow(page: Page, label: string): Locator {
  return summary(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
}

async function expectTotals(page: Page, rows: Array<[string, number | null]>) {
  for (const [label, value] of rows) {
    if (value === null) await expect(totalRow(page, label)).toHaveCount(0)
    else await expect(totalRow(page, label)).toContainText(formatMoney(value))
  }
}

/** The amount of a row of the totals block, in centavos. */
async function totalValue(page: Page, label: string): Promise<number> {
  const text = (await totalRow(page, label).locator('dd').textContent()) ?? ''
  return parseMoney(text) ?? Number.NaN
}

async function pay(request: APIRequestContext, pagamentoId: number) {
  const response = await request.post(`${SANDBOX}/__sandbox/payments/${pagamentoId}/pay`)
  expect(response.status(), await response.text()).toBe(200)
}

const paymentDialog = (page: Page) => page.getByRole('dialog', { name: messages.pagarParte })

/** The charge the dialog shows: its id is in the page's URL once asked for. */
async function chargeId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/[?&]pagamento=\d+/)
  return Number(new URL(page.url()).searchParams.get('pagamento'))
}

/** 'Já efetuei o pagamento' → 'Consultando...', the sandbox approves → 'Pagamento Aprovado' with the receipt. */
async function payCharge(page: Page, request: APIRequestContext, valor: number) {
  const dialog = paymentDialog(page)
  await expect(dialog.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
  const id = await chargeId(page)
  // a link to the consulting state (so it works without JavaScript); with JavaScript it starts polling in place
  const paid = dialog.getByRole('link', { name: messages.jaEfetueiPagamento })
  await waitForHydration(paid)
  await paid.click()
  await expect(dialog.getByText(messages.consultandoPagamento)).toBeVisible()
  await expectAccessible(page, '[role="dialog"]')
  await pay(request, id)
  await expect(dialog.getByText(messages.pagamentoAprovado)).toBeVisible({ timeout: 15_000 })
  await expect(dialog).toContainText(formatMoney(valor))
  await expectAccessible(page, '[role="dialog"]')
}

test('logged out, the tab asks for the login first', async ({ page }) => {
  await page.goto(tabPath(PIX_PARCIAL))
  await expect(page.getByRole('dialog', { name: messages.fazerLoginTitulo })).toBeVisible()
})

test('the tab screen: header, products and payments, the totals by their rules, no cache', async ({
  page,
}) => {
  await logIn(page)
  // an open tab with a cover and a discount and nothing paid: no 'Pago parcialmente', the rest to pay shown
  const response = await page.goto(tabPath(DIVIDIR))
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1, name: messages.minhaConta })).toBeVisible()
  await expect(page.getByText('Mesa 05 - Conta 2468')).toBeVisible()
  await expect(page.getByText(messages.contaNumero(DIVIDIR))).toBeVisible()
  await expect(page.getByText('Renata')).toBeVisible()
  await expect(page.getByRole('link', { name: messages.novoPedido })).toHaveAttribute(
    'href',
    `${TENANT}/menu`,
  )
  await expect(page.getByRole('link', { name: messages.atualizar })).toBeVisible()
  const products = page.getByRole('region', { name: messages.produtos })
  await expect(products.getByRole('row', { name: /Chopp Pilsen 500 ml/ })).toContainText(
    formatMoney(5960),
  )
  await expectTotals(page, [
    [messages.taxaServicoConta, 2745],
    [messages.descontoConta, 450],
    [messages.pagoParcial, null],
    [messages.restanteAPagar, 31745],
    [messages.couvert, 2000],
    [messages.total, 31745],
  ])
  await expectAccessible(page)

  // the toggle is made of links: the payments of the open tab
  await page.getByRole('link', { name: messages.pagamentos }).click()
  await expect(page).toHaveURL(/\?ver=pagamentos$/)
  await expect(page.getByText(messages.semPagamentosConta)).toBeVisible()

  // a closed tab: no toggle, no 'Novo Pedido', partial paid shown, nothing left to pay
  await page.goto(tabPath(FECHADA))
  await expect(page.getByText(messages.contaEncerrada)).toBeVisible()
  await expect(page.getByRole('navigation', { name: messages.verConta })).toHaveCount(0)
  await expect(page.getByRole('link', { name: messages.novoPedido })).toHaveCount(0)
  await expect(page.getByRole('link', { name: messages.pagarParte })).toHaveCount(0)
  await expectTotals(page, [
    [messages.taxaServicoConta, 819],
    [messages.descontoConta, 500],
    [messages.pagoParcial, 8550],
    [messages.restanteAPagar, null],
    [messages.couvert, 0],
    [messages.total, 8509],
  ])
  await expectAccessible(page)

  // another diner's or an unknown tab is no tab
  expect((await page.goto(tabPath(999999)))?.status()).toBe(404)
})

test('redeeming the closed tab’s points: the toast, then the processed text', async ({ page }) => {
  await logIn(page)
  await page.goto(tabPath(FECHADA))
  const redeem = page.getByRole('button', { name: /^Resgate \d+ pontos dessa conta\.$/ })
  const pontos = Number(/\d+/.exec((await redeem.textContent()) ?? '')?.[0])
  await redeem.click()
  await expect(page.getByText(messages.pontosResgatadosSucesso)).toBeVisible()
  await expect(page.getByText(messages.pontosResgatadosConta(pontos))).toBeVisible()
  await expect(page.getByRole('button', { name: /^Resgate/ })).toHaveCount(0)
})

test('a partial PIX payment: amount, QR code and copy, consulting, approved; paid and remaining change', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page)
  await page.goto(tabPath(PIX_PARCIAL))
  await expectTotals(page, [
    [messages.pagoParcial, 3000],
    [messages.restanteAPagar, 10288],
    [messages.total, 13288],
  ])
  const open = page.getByRole('link', { name: messages.pagarParte })
  await waitForHydration(open)
  await open.click()
  const dialog = paymentDialog(page)
  const amount = dialog.getByLabel(messages.valorDoPagamento)
  await expect(amount).toHaveValue(/0,00$/)
  await expectAccessible(page, '[role="dialog"]')
  // 0,00 is no payment
  const confirm = dialog.getByRole('button', { name: messages.confirmar })
  await waitForHydration(confirm)
  await confirm.click()
  await expect(dialog.getByText(messages.informeValorValido)).toBeVisible()
  await amount.fill('25,00')
  await confirm.click()

  // the QR code and the copy-and-paste code; 'Copiado!' goes back after 3 s
  await expect(dialog.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
  const code = dialog.getByLabel(messages.codigoPixCopiaECola)
  await expect(code).toHaveValue(/^000201/)
  const copy = dialog.getByRole('button', { name: messages.copiarCodigo })
  await waitForHydration(copy)
  await copy.click()
  await expect(dialog.getByRole('button', { name: messages.copiado })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
  await expect(dialog.getByRole('button', { name: messages.copiarCodigo })).toBeVisible({
    timeout: 5_000,
  })
  await expectAccessible(page, '[role="dialog"]')

  await payCharge(page, request, 2500)
  // the tab behind the dialog was read again
  await dialog.getByRole('link', { name: messages.voltarParaConta }).click()
  await expect(paymentDialog(page)).toHaveCount(0)
  await expectTotals(page, [
    [messages.pagoParcial, 5500],
    [messages.restanteAPagar, 7788],
    [messages.total, 13288],
  ])
  await page.getByRole('link', { name: messages.pagamentos }).click()
  await expect(
    page.getByRole('region', { name: messages.pagamentos }).getByRole('row', { name: /PIX/ }),
  ).toHaveCount(2)
})

test('splitting the bill: my items with their part of the extras, and a share among 3 paid by PIX', async ({
  page,
  request,
}) => {
  await logIn(page)
  await page.goto(tabPath(DIVIDIR))
  const split = page.getByRole('region', { name: messages.dividirConta })
  await split.getByText(messages.dividirConta).click()
  // Petit Gâteau R$ 28,30 + its part of the service, cover and discount (R$ 42,95 on R$ 274,50 of items)
  const mine = split.getByRole('group', { name: messages.meusItens })
  const petit = mine.getByRole('checkbox', { name: /Petit Gâteau/ })
  await waitForHydration(petit)
  await petit.check()
  await expect(split.getByText(messages.suaParte(formatMoney(3272)))).toBeVisible()

  // among 3: R$ 317,45 → R$ 105,81, R$ 105,81 and the last R$ 105,83
  const equal = split.locator('form').filter({
    has: page.getByRole('group', { name: messages.dividirIgualmente }),
  })
  await equal.getByLabel(messages.numeroPessoas).selectOption('3')
  await expect(equal.getByText(messages.suaParte(formatMoney(10581)))).toBeVisible()
  await equal.getByRole('button', { name: messages.pagarMinhaParte }).click()
  const dialog = paymentDialog(page)
  // the share is the amount, and the diner may still change it
  await expect(dialog.getByLabel(messages.valorDoPagamento)).toHaveValue(/105,81$/)
  await expectAccessible(page, '[role="dialog"]')
  const confirm = dialog.getByRole('button', { name: messages.confirmar })
  await waitForHydration(confirm)
  await confirm.click()
  await payCharge(page, request, 10581)
  await dialog.getByRole('link', { name: messages.voltarParaConta }).click()
  await expectTotals(page, [
    [messages.pagoParcial, 10581],
    [messages.restanteAPagar, 31745 - 10581],
  ])
})

test('the open tab reads itself again: a payment made on another phone shows without reloading', async ({
  page,
  request,
}) => {
  await logIn(page)
  await page.goto(tabPath(PIX_PARCIAL))
  await expect(page.getByRole('heading', { level: 1, name: messages.minhaConta })).toBeVisible()
  const pago = await totalValue(page, messages.pagoParcial)
  let loads = 0
  page.on('load', () => (loads += 1))
  // R$ 5,00 asked for and paid elsewhere (the same tab on another diner's phone)
  const token = await tokenFor(request, DINER.email, DINER.senha)
  const charge = await request.post(`${SANDBOX}/v1/pagamentos/saidas/${PIX_PARCIAL}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { saidaId: PIX_PARCIAL, modalidadeCaixaApiId: 101, valorPago: 5 },
  })
  expect(charge.status(), await charge.text()).toBe(200)
  await pay(request, ((await charge.json()) as { id: number }).id)
  // within the 15 s of the refresh (and a margin for a loaded machine)
  await expect(totalRow(page, messages.pagoParcial)).toContainText(formatMoney(pago + 500), {
    timeout: 25_000,
  })
  expect(loads).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the tab reads, toggles, splits and takes a partial PIX payment by plain forms', async ({
    page,
    request,
  }) => {
    await logInWithoutScript(page)

    await page.goto(tabPath(PIX_PARCIAL))
    await expect(page.getByRole('heading', { level: 1, name: messages.minhaConta })).toBeVisible()
    await expect(totalRow(page, messages.total)).toContainText(formatMoney(13288))
    // (the journey with JavaScript may have paid part of it already)
    const pago = await totalValue(page, messages.pagoParcial)
    const restante = await totalValue(page, messages.restanteAPagar)
    expect(pago + restante).toBe(13288)
    await page.getByRole('link', { name: messages.pagamentos }).click()
    await expect(page.getByRole('region', { name: messages.pagamentos })).toContainText(
      formatMoney(3000),
    )
    await page.getByRole('link', { name: messages.produtos }).click()
    await expect(page.getByRole('region', { name: messages.produtos })).toContainText(
      'Risoto de Funghi',
    )

    // the split posts; the dialog opens with the share worked out by the server
    await page.getByText(messages.dividirConta).click()
    const equal = page.locator('form').filter({
      has: page.getByRole('group', { name: messages.dividirIgualmente }),
    })
    await equal.getByLabel(messages.numeroPessoas).selectOption('2')
    await equal.getByRole('button', { name: messages.pagarMinhaParte }).click()
    const dialog = paymentDialog(page)
    // R$ 132,88 among 2 is R$ 66,44 (what is left is more than that and its crumbs)
    await expect(dialog.getByLabel(messages.valorDoPagamento)).toHaveValue(/66,44$/)
    await dialog.getByLabel(messages.valorDoPagamento).fill('10,00')
    await dialog.getByRole('button', { name: messages.confirmar }).click()
    await expect(dialog.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
    const id = await chargeId(page)
    await dialog.getByRole('link', { name: messages.jaEfetueiPagamento }).click()
    await expect(dialog.getByText(messages.consultandoPagamento)).toBeVisible()
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '4')
    await pay(request, id)
    await expect(dialog.getByText(messages.pagamentoAprovado)).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
    await expectTotals(page, [
      [messages.pagoParcial, pago + 1000],
      [messages.restanteAPagar, restante - 1000],
    ])
    // (axe runs in the page's script: the same screens are checked in the journeys with JavaScript)
  })
})
