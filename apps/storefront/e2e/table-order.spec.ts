import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { addFromTableMenu, ordersOf, tableOrderForm } from './checkout-support'
import { DINER, logIn, waitForHydration } from './support'

// Ordering at the table (issue 22, 001 §4–§7 on the premises, 002 §2): the table landing, the table cart sent as a
// tab order (logged out with name, key and code; logged in with the current tab locked), direct consumption with
// the 10 % service charge, 'Acompanhe sua conta', and joining a tab by its key — with and without JavaScript, axe
// clean on each screen and dialog.

const SUCCESS = messages.pedidoSucessoComanda

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

async function logInAs(page: Page, email: string) {
  await page.goto('/bella-napoli/conta/entrar')
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(DINER.senha)
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/conta/entrar'),
    ),
    page.getByRole('button', { name: messages.entrar, exact: true }).click(),
  ])
}

test.describe.configure({ timeout: 120_000 })

test.describe('the table landing (002 §2)', () => {
  test('a table that accepts orders: venue, address, message, the sale identification and Iniciar Pedido', async ({
    page,
  }) => {
    await page.goto('/bella-napoli/menu/mesa/BN02')
    await expect(page.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
    await expect(page.getByText('Avenida Ricardo Paranhos, 799', { exact: false })).toBeVisible()
    await expect(
      page.getByText('Bem-vindo à Bella Napoli! Faça seu pedido pelo celular.'),
    ).toBeVisible()
    await expect(page.getByText(messages.suaMesa('Mesa 02'))).toBeVisible()
    await expect(page.getByRole('button', { name: messages.acessarCardapio })).toHaveCount(0)
    await expectAccessible(page)
    await page.getByRole('button', { name: messages.iniciarPedido }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu$/)
    // the table's key is the tab order's key now
    await addFromTableMenu(page, 'bella-napoli', 'Coca-Cola Lata 350 ml')
    await page.goto('/bella-napoli/carrinho')
    await page.getByRole('button', { name: messages.pedidoNaComanda }).click()
    await expect(tableOrderForm(page).getByLabel(messages.labelChaveComanda)).toHaveValue(
      'MESA-BN02',
    )
  })

  test('a table that does not: its message and Acessar Cardápio', async ({ page }) => {
    await page.goto('/bella-napoli/menu/mesa/BN99')
    await expect(
      page.getByText(
        'Esta mesa está reservada para um evento. Consulte o cardápio e chame o garçom.',
      ),
    ).toBeVisible()
    await expect(page.getByText(messages.suaMesa('Mesa 99'))).toHaveCount(0)
    await expect(page.getByRole('button', { name: messages.iniciarPedido })).toHaveCount(0)
    await expectAccessible(page)
    await page.getByRole('button', { name: messages.acessarCardapio }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu$/)
  })

  test('an unknown table is a 404 page', async ({ page }) => {
    const response = await page.goto('/bella-napoli/menu/mesa/XX00')
    expect(response?.status()).toBe(404)
  })
})

test.describe('a tab order (001 §4, §5 rule 1, §7)', () => {
  test('logged out: rule 1 beside its fields, then name, key and code send it to the tab', async ({
    page,
    request,
  }) => {
    await addFromTableMenu(page, 'sushi-kento', 'Sashimi de Salmão 10 fatias')
    await page.goto('/sushi-kento/carrinho')
    const form = tableOrderForm(page)
    await waitForHydration(form.getByRole('button', { name: messages.finalizarPedido }))
    await form.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(form.getByText(messages.informeNomeCorretamente)).toBeVisible()
    await expect(form.getByText(messages.informeChaveComanda)).toBeVisible()
    await expectAccessible(page)
    await form.getByLabel(messages.labelNome).fill('Pedro')
    await form.getByLabel(messages.labelChaveComanda).fill('SK-5678-2B8E')
    await form.getByLabel(messages.labelCodigoConta).fill('5678')
    await form.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page).toHaveURL(/\/sushi-kento\/menu$/)
    const [order] = await ordersOf(request, 'sushi-kento')
    expect(order).toMatchObject({ tipo: 'comanda', saidaId: 7003, nomeApoio: 'Pedro' })
    expect(order?.valorProduto).toBe(54.9)
  })

  test('logged in with a current tab: key and name filled in and locked, sent to that tab', async ({
    page,
    request,
  }) => {
    await logIn(page)
    await addFromTableMenu(page, 'bella-napoli', 'Coca-Cola Lata 350 ml')
    await page.goto('/bella-napoli/carrinho')
    await expect(page.getByText(messages.contaAtualTravada)).toBeVisible()
    const form = tableOrderForm(page)
    await expect(form.getByLabel(messages.labelNome)).toHaveValue('Ana Souza')
    await expect(form.getByLabel(messages.labelNome)).toHaveAttribute('readonly', '')
    await expect(form.getByLabel(messages.labelChaveComanda)).toHaveValue('BN-1234-7F3A')
    await expect(form.getByLabel(messages.labelChaveComanda)).toHaveAttribute('readonly', '')
    // the current tab is the only way to send it
    await expect(page.getByRole('button', { name: messages.pedidoConsumoDireto })).toHaveCount(0)
    await expectAccessible(page)
    await waitForHydration(form.getByRole('button', { name: messages.finalizarPedido }))
    await form.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu\/conta\/7001$/)
    const [order] = await ordersOf(request, 'bella-napoli')
    expect(order).toMatchObject({ tipo: 'comanda', saidaId: 7001, nomeApoio: 'Ana Souza' })
  })
})

test('direct consumption at Bella Napoli: the Mesa dialog, the payment and the exact 10 % service charge', async ({
  page,
  request,
}) => {
  await logInAs(page, 'carla@prato.dev')
  await addFromTableMenu(page, 'bella-napoli', 'Coca-Cola Lata 350 ml', { quantidade: 2 })
  await page.goto('/bella-napoli/carrinho')
  // no tab: direct consumption first (001 §6)
  await expect(page.getByRole('button', { name: messages.pedidoConsumoDireto })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const summary = page.getByRole('region', { name: messages.resumoPedido })
  await expect(summary.getByText(messages.taxaServico)).toBeVisible()
  await expect(summary.getByText('R$ 1,30')).toBeVisible()
  await expect(summary.getByText('R$ 14,30')).toBeVisible()
  const choose = page.getByRole('link', { name: messages.escolherMesa })
  await waitForHydration(choose)
  await choose.click()
  const dialog = page.getByRole('dialog', { name: messages.mesa })
  await expect(dialog.getByRole('button', { name: 'Varanda' })).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Varanda' }).click()
  await expect(page.getByText(messages.mesaEscolhida('Varanda'))).toBeVisible()
  // no payment yet: the rule the API's payload needs
  const form = tableOrderForm(page)
  await form.getByRole('button', { name: messages.finalizarPedido }).click()
  await expect(page.getByText(messages.insiraFormaPagamento)).toBeVisible()
  await page.getByRole('button', { name: 'Cartão de Débito' }).click()
  await expect(page.getByRole('button', { name: 'Cartão de Débito' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectAccessible(page)
  await waitForHydration(form.getByRole('button', { name: messages.finalizarPedido }))
  await form.getByRole('button', { name: messages.finalizarPedido }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/historico-pedidos-menu\/\d+$/)
  const [order] = await ordersOf(request, 'bella-napoli')
  expect(order).toMatchObject({
    tipo: 'consumo',
    valorProduto: 13,
    valorComissao: 1.3,
    valorTotal: 14.3,
    localizacaoId: 2,
    flgRetirarLocal: false,
  })
})

test.describe("'Acompanhe sua conta' (002 §2, §4)", () => {
  test('a good code opens the tab; a bad one says so; the button waits for a code', async ({
    page,
  }) => {
    await page.goto('/bella-napoli/menu')
    const box = page.getByRole('region', { name: messages.acompanheSuaConta })
    const button = box.getByRole('button', { name: messages.acessarConta })
    await waitForHydration(button)
    await expect(button).toBeDisabled()
    await box.getByLabel(messages.labelCodigoConta).fill('0000')
    await expect(button).toBeEnabled()
    await button.click()
    await expect(box.getByText(messages.contaNaoEncontrada)).toBeVisible()
    await expectAccessible(page)
    await box.getByLabel(messages.labelCodigoConta).fill(' 1234')
    await box.getByRole('button', { name: messages.acessarConta }).click()
    // the tab is a diner's page (002 §2 'Minha Conta', login required): a visitor logs in first, and comes back to it
    await expect(page).toHaveURL(/redirectTo=%2Fbella-napoli%2Fmenu%2Fconta%2F7001/)
  })

  test('in the drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/bella-napoli/menu')
    const open = page.getByRole('button', { name: messages.indiceCardapio })
    await waitForHydration(open)
    await open.click()
    const drawer = page.getByRole('dialog', { name: messages.indiceCardapio })
    await expect(drawer.getByRole('heading', { name: messages.acompanheSuaConta })).toBeVisible()
    await expect(drawer.getByRole('button', { name: messages.acessarConta })).toBeDisabled()
    await expectAccessible(page)
    await drawer.getByLabel(messages.labelCodigoConta).fill('9999')
    await drawer.getByRole('button', { name: messages.acessarConta }).click()
    await expect(drawer.getByText(messages.contaNaoEncontrada)).toBeVisible()
  })
})

test.describe('joining a tab by its key (002 §2)', () => {
  test('logged out: the Aviso, and Acessar o Cardápio Diretamente keeps the key', async ({
    page,
  }) => {
    await page.goto('/sushi-kento/menu/conta/7003/chave-cns/SK-5678-2B8E')
    const dialog = page.getByRole('alertdialog', { name: messages.aviso })
    await expect(dialog.getByText(messages.avisoEfetueLogin)).toBeVisible()
    await expect(dialog.getByRole('button', { name: messages.fazerLoginMaiusculo })).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: messages.acessarCardapioDiretamente }).click()
    await expect(page).toHaveURL(/\/sushi-kento\/menu$/)
    await addFromTableMenu(page, 'sushi-kento', 'Sashimi de Salmão 10 fatias')
    await page.goto('/sushi-kento/carrinho')
    await expect(tableOrderForm(page).getByLabel(messages.labelChaveComanda)).toHaveValue(
      'SK-5678-2B8E',
    )
  })

  test('logged in: Consultando..., then the tab', async ({ page }) => {
    await logIn(page)
    await page.goto('/bella-napoli/menu/conta/7001/chave-cns/BN-1234-7F3A')
    await expect(page).toHaveURL(/\/bella-napoli\/menu\/conta\/7001$/)
  })
})

// (axe needs script: these screens are checked in the journeys above)
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the table landing stores the table and goes to the menu', async ({ page }) => {
    await page.goto('/bella-napoli/menu/mesa/BN03')
    await expect(page.getByText(messages.suaMesa('Mesa 03'))).toBeVisible()
    await page.getByRole('button', { name: messages.iniciarPedido }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/menu$/)
  })

  test('a logged-out tab order: rule 1, then sent', async ({ page, request }) => {
    await addFromTableMenu(page, 'sushi-kento', 'Sashimi de Salmão 10 fatias', { scripted: false })
    await page.goto('/sushi-kento/carrinho')
    const form = tableOrderForm(page)
    await form.getByLabel(messages.labelNome).fill('Rita')
    await form.getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page.getByText(messages.informeChaveComanda)).toBeVisible()
    await tableOrderForm(page).getByLabel(messages.labelNome).fill('Rita')
    await tableOrderForm(page).getByLabel(messages.labelChaveComanda).fill('SK-5678-2B8E')
    await tableOrderForm(page).getByLabel(messages.labelCodigoConta).fill('5678')
    await tableOrderForm(page).getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page).toHaveURL(/\/sushi-kento\/menu$/)
    const [order] = await ordersOf(request, 'sushi-kento')
    expect(order).toMatchObject({ tipo: 'comanda', nomeApoio: 'Rita' })
  })
})
