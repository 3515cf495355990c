import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import {
  clearFaults,
  DINER,
  expectAccessible,
  injectFault,
  logIn,
  logInWithoutScript,
  SANDBOX,
  tokenFor,
  waitForHydration,
} from './support'

// Issue 13 "After the order": the PIX page, tracking, cancel and rating (001 §2, §4, §5, §8; 002 §4), against the
// built app and the sandbox. Orders are placed in setup straight on the sandbox, as the demo diner.

const TENANT = '/bella-napoli'
const EMPRESA = { empresaId: '1', 'tacto-grupo-empresarial': 'grupo-bella-napoli' }

test.describe.configure({ timeout: 120_000 })

/** POST /v3/wg-pedido as the demo diner: a Lasanha à Bolonhesa (R$ 45,90) to pick up, by PIX or cash. */
async function placeOrder(
  request: APIRequestContext,
  { pix }: { pix: boolean },
): Promise<{ id: number; pagamentoId: number | null }> {
  const token = await tokenFor(request, DINER.email, DINER.senha)
  const response = await request.post(`${SANDBOX}/v3/wg-pedido`, {
    headers: { authorization: `Bearer ${token}`, ...EMPRESA },
    data: {
      voucherId: null,
      empresaId: 1,
      empresaGlobalId: 5001,
      dataHoraPedido: '2026-01-01T12:00:00',
      modalidadeCaixaApiId: pix ? 101 : 1,
      pagamentoOnline: pix,
      flgRetirarLocal: true,
      valorDesconto: 0,
      valorProduto: 45.9,
      valorTotal: 45.9,
      valorTroco: 0,
      valorTxEntrega: 0,
      situacaoId: 1,
      observacao: null,
      origemWGId: 4,
      wgPedidoItem: [
        {
          itemId: 10,
          valorUnitario: 45.9,
          qtde: 1,
          valorNormal: 45.9,
          valorTotal: 45.9,
          observacao: null,
          tamanhoId: null,
          wgPedidoItemVariacao: [],
        },
      ],
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  const body = (await response.json()) as {
    data: { id: number; pix: { pagamentoId?: number | null } | null }
  }
  return { id: body.data.id, pagamentoId: body.data.pix?.pagamentoId ?? null }
}

async function setStatus(request: APIRequestContext, id: number, situacaoId: number) {
  const response = await request.post(`${SANDBOX}/__sandbox/orders/${id}/status`, {
    data: { situacaoId },
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function pay(request: APIRequestContext, pagamentoId: number) {
  const response = await request.post(`${SANDBOX}/__sandbox/payments/${pagamentoId}/pay`)
  expect(response.status(), await response.text()).toBe(200)
}

async function dialog(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await waitForHydration(found.getByRole('heading', { name: title }))
  return found
}

const statusBadge = (page: Page) =>
  page.getByRole('region', { name: messages.statusDoPedido }).getByRole('status')

test('PIX page: QR code, copy-and-paste code, copied label, then tracking by itself once paid', async ({
  page,
  context,
  request,
}) => {
  const order = await placeOrder(request, { pix: true })
  expect(order.pagamentoId).not.toBeNull()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page)
  const polls: number[] = []
  page.on('response', (r) => {
    if (r.url().includes(`/pagamento-pix/${order.id}/status`)) polls.push(r.status())
  })
  const response = await page.goto(`${TENANT}/pagamento-pix/${order.id}`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { name: messages.pagamentoPixTitulo })).toBeVisible()
  await expect(page.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
  const code = page.getByLabel(messages.codigoPixCopiaECola)
  await expect(code).toHaveValue(/^000201/)
  await expect(page.getByText(messages.consultandoPagamento)).toBeVisible()
  const copy = page.getByRole('button', { name: messages.copiarCodigo })
  await copy.click()
  await expect(page.getByRole('button', { name: messages.copiado })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
  await expect(page.getByRole('button', { name: messages.copiarCodigo })).toBeVisible({
    timeout: 5_000,
  })
  await expectAccessible(page)

  await pay(request, order.pagamentoId ?? 0)
  await page.waitForURL(`**${TENANT}/acompanhamento/${order.id}`, { timeout: 15_000 })
  await expect(statusBadge(page)).toHaveText(messages.statusEmAberto)
  expect(polls.length).toBeGreaterThan(0)
  expect(polls.every((s) => s === 200)).toBe(true)
  // a paid order's PIX page sends the diner to tracking
  await page.goto(`${TENANT}/pagamento-pix/${order.id}`)
  await expect(page).toHaveURL(new RegExp(`/acompanhamento/${order.id}$`))
})

test('tracking: summary, badge and history; a status change shows up by polling; the phone line after production starts', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { pix: false })
  await logIn(page)
  const response = await page.goto(`${TENANT}/acompanhamento/${order.id}`)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(
    page.getByRole('heading', { name: messages.pedidoNumeroAcompanhamento(order.id) }),
  ).toBeVisible()
  await expect(statusBadge(page)).toHaveText(messages.statusEmAberto)
  await expect(page.getByText('1x Lasanha à Bolonhesa')).toBeVisible()
  await expect(page.getByText(messages.retirarNoLocalPedido).first()).toBeVisible()
  await expect(page.getByRole('link', { name: messages.botaoCancelarPedido })).toBeVisible()
  // no cart bar on this page (001 §2)
  await expect(page.getByRole('navigation', { name: messages.navegacaoInferior })).toHaveCount(0)
  await expectAccessible(page)

  await setStatus(request, order.id, 3)
  await expect(statusBadge(page)).toHaveText(messages.statusEmProducao, { timeout: 15_000 })
  await expect(page.getByRole('link', { name: messages.botaoCancelarPedido })).toHaveCount(0)
  await expect(page.getByText(messages.cancelamentoPorTelefone)).toBeVisible()
  await expect(page.getByRole('link', { name: /Telefone do restaurante/ })).toHaveAttribute(
    'href',
    /^tel:/,
  )
})

test('cancel: the missing-reason message, then cancelled with a reason', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { pix: false })
  await logIn(page)
  await page.goto(`${TENANT}/acompanhamento/${order.id}`)
  await page.getByRole('link', { name: messages.botaoCancelarPedido }).click()
  const cancel = await dialog(page, messages.cancelarPedidoTitulo)
  for (const reason of [
    messages.motivoPedidoErrado,
    messages.motivoEnderecoErrado,
    messages.motivoDesisti,
    messages.motivoOutros,
  ])
    await expect(cancel.getByRole('radio', { name: reason })).toBeVisible()
  await cancel.getByRole('button', { name: messages.confirmarCancelamento }).click()
  await expect(cancel.getByText(messages.informeMotivoCancelamento)).toBeVisible()
  await expectAccessible(page)
  await cancel.getByRole('radio', { name: messages.motivoDesisti }).check()
  await cancel.getByRole('button', { name: messages.confirmarCancelamento }).click()
  await expect(page.getByText(messages.cancelarSucesso)).toBeVisible()
  await expect(statusBadge(page)).toHaveText(messages.statusCancelado)
  await expect(page.getByRole('link', { name: messages.botaoCancelarPedido })).toHaveCount(0)
})

test('rating: the missing-stars message, then rated', async ({ page, request }) => {
  const order = await placeOrder(request, { pix: false })
  await setStatus(request, order.id, 5)
  await logIn(page)
  await page.goto(`${TENANT}/acompanhamento/${order.id}`)
  await expect(statusBadge(page)).toHaveText(messages.statusFinalizado)
  await page.getByRole('link', { name: messages.botaoAvaliar }).click()
  const rating = await dialog(page, messages.suaAvaliacaoTitulo)
  await rating.getByRole('button', { name: messages.enviarAvaliacao }).click()
  await expect(rating.getByText(messages.informeAvaliacao)).toBeVisible()
  await expectAccessible(page)
  await rating.getByRole('radio', { name: messages.estrelas(4) }).check({ force: true })
  await rating.getByLabel(messages.mensagemAvaliacao).fill('Chegou quentinha.')
  await rating.getByRole('button', { name: messages.enviarAvaliacao }).click()
  await expect(page.getByText(messages.operacaoSucesso)).toBeVisible()
  await expect(page.getByRole('link', { name: messages.botaoAvaliar })).toHaveCount(0)
})

test('another diner, an unknown id and forged posts: 404 or 400, never 500', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrder(request, { pix: true })
  await logIn(page)
  for (const path of [
    `acompanhamento/999999`,
    `pagamento-pix/999999`,
    `acompanhamento/abc`,
    `acompanhamento/999999/status`,
    `cancelar-pedido?id=999999`,
  ]) {
    const response = await page.goto(`${TENANT}/${path}`)
    expect(response?.status(), path).toBe(404)
  }
  // an unknown reason id
  const origin = { origin: baseURL ?? '' }
  const unknownReason = await page.request.post(`${TENANT}/cancelar-pedido`, {
    headers: origin,
    form: { id: String(order.id), motivoCancelamentoId: '99' },
  })
  expect(unknownReason.status()).toBe(400)

  // Carla, another diner
  await page.context().clearCookies()
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill('carla@prato.dev')
  await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/conta/entrar'),
    ),
    page.getByRole('button', { name: messages.entrar, exact: true }).click(),
  ])
  for (const path of [
    `acompanhamento/${order.id}`,
    `pagamento-pix/${order.id}`,
    `acompanhamento/${order.id}/status`,
    `pagamento-pix/${order.id}/status`,
  ]) {
    const response = await page.goto(`${TENANT}/${path}`)
    expect(response?.status(), path).toBe(404)
  }
  for (const [path, form] of [
    ['cancelar-pedido', { id: String(order.id), motivoCancelamentoId: '6' }],
    ['avaliar-pedido', { pedidoId: String(order.id), avaliacao: '5' }],
  ] as const) {
    const forged = await page.request.post(`${TENANT}/${path}`, { headers: origin, form })
    expect(forged.status(), path).toBe(404)
  }
})

test('a failing status poll is only logged: the page stays and polling goes on', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { pix: false })
  await logIn(page)
  await page.goto(`${TENANT}/acompanhamento/${order.id}`)
  await expect(statusBadge(page)).toHaveText(messages.statusEmAberto)
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await injectFault(request, {
    pathPattern: `/v1/wg-pedido/${order.id}/acompanhamento`,
    method: 'GET',
    status: 500,
    times: 1,
  })
  try {
    const failed = await page.waitForResponse(
      (r) => r.url().includes(`/acompanhamento/${order.id}/status`),
      { timeout: 15_000 },
    )
    expect(failed.status()).toBe(502)
    await expect(statusBadge(page)).toHaveText(messages.statusEmAberto)
    await expect(page.getByRole('heading', { name: messages.erroTitulo })).toHaveCount(0)
    expect(warnings.some((w) => w.includes('status poll failed'))).toBe(true)
    await setStatus(request, order.id, 4)
    await expect(statusBadge(page)).toHaveText(messages.statusSaiuParaEntrega, {
      timeout: 15_000,
    })
  } finally {
    await clearFaults(request)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tracking and PIX pages refresh themselves while the order is not final', async ({
    page,
    request,
  }) => {
    const pixOrder = await placeOrder(request, { pix: true })
    await logInWithoutScript(page)

    await page.goto(`${TENANT}/pagamento-pix/${pixOrder.id}`)
    await expect(page.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '4')
    await pay(request, pixOrder.pagamentoId ?? 0)
    await page.waitForURL(`**${TENANT}/acompanhamento/${pixOrder.id}`, { timeout: 15_000 })
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '10')

    await setStatus(request, pixOrder.id, 3)
    await expect(page.getByText(messages.statusEmProducao).first()).toBeVisible({
      timeout: 20_000,
    })
    // the cancel dialog as a page of its own, posted as a plain form
    await setStatus(request, pixOrder.id, 2)
    await page.reload()
    await expect(page.getByText(messages.statusCancelado).first()).toBeVisible()
    // final: no more refreshing
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
  })

  test('cancel without JavaScript: the dialog by URL posts a plain form', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { pix: false })
    await logInWithoutScript(page)
    await page.goto(`${TENANT}/acompanhamento/${order.id}`)
    await page.getByRole('link', { name: messages.botaoCancelarPedido }).click()
    await page.getByRole('button', { name: messages.confirmarCancelamento }).click()
    await expect(page.getByText(messages.informeMotivoCancelamento)).toBeVisible()
    await page.getByRole('radio', { name: messages.motivoOutros }).check()
    await page.getByRole('button', { name: messages.confirmarCancelamento }).click()
    await expect(page).toHaveURL(new RegExp(`/acompanhamento/${order.id}$`))
    await expect(page.getByText(messages.statusCancelado).first()).toBeVisible()
  })
})
