import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { addFromTableMenu, ordersOf, tableOrderForm } from './checkout-support'
import { expectAccessible, logIn, logInNewDiner, waitForHydration } from './support'

// The table orders beside the tab (issue 22, 001 §4–§7 on the premises): the simple order at the venue that takes
// only simple orders (Pamonharia Goiana, seed/pedido-simples.ts), paid in cash with the change dialog, from a
// visitor and from a logged-in diner, each where 001 §4 "After order" sends it; and direct consumption at Bella
// Napoli picked up, which pays no service charge (001 §6: only "menu orders not for pickup"). What the restaurant
// received is read from the sandbox's own records. Every journey starts from a fresh browser (its own cart) and
// sends its orders as a diner of its own or a visitor, so Ana's data is not touched.

const SIMPLES = 'pamonharia-goiana'
const SUCCESS = messages.pedidoSucessoComanda

function summary(page: Page) {
  return page.getByRole('region', { name: messages.resumoPedido })
}

async function finalize(page: Page) {
  const button = tableOrderForm(page).getByRole('button', { name: messages.finalizarPedido })
  await waitForHydration(button)
  await button.click()
}

/** A pay-at-the-table method that opens no dialog, chosen and shown as chosen. */
async function payAtTheTable(page: Page, method: string) {
  const button = page.getByRole('button', { name: method })
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

test.describe.configure({ timeout: 120_000 })

test('the simple-orders venue: a visitor at table PG01 orders by name, eats in the Salão and pays in cash with change', async ({
  page,
  request,
}) => {
  // the table's QR code: the venue takes orders at this table
  await page.goto(`/${SIMPLES}/menu/mesa/PG01`)
  await expect(page.getByText(messages.suaMesa('Mesa 01'))).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: messages.iniciarPedido }).click()
  await expect(page).toHaveURL(new RegExp(`/${SIMPLES}/menu$`))
  // a visitor may fill the cart: the venue takes simple orders from anyone (001 §5 "Not logged in")
  await addFromTableMenu(page, SIMPLES, 'Pastel de Carne', { quantidade: 2 })
  await page.goto(`/${SIMPLES}/carrinho`)

  // the simple order is the only kind offered: no tab, no direct consumption, no choice to make
  await expect(page.getByRole('heading', { name: messages.pedidoMesaTitulo })).toBeVisible()
  await expect(page.getByRole('button', { name: messages.pedidoSimplesOpcao })).toHaveCount(0)
  await expect(page.getByRole('button', { name: messages.pedidoNaComanda })).toHaveCount(0)
  await expect(page.getByRole('button', { name: messages.pedidoConsumoDireto })).toHaveCount(0)
  await expect(tableOrderForm(page).getByLabel(messages.labelChaveComanda)).toHaveCount(0)
  // not commissioned: no service charge
  await expect(summary(page).getByText(messages.taxaServico)).toHaveCount(0)
  await expect(summary(page).getByText('R$ 21,80')).toBeVisible()
  await expectAccessible(page)

  // where it is eaten: the 'Mesa' dialog lists the venue's places
  const choose = page.getByRole('link', { name: messages.escolherMesa })
  await waitForHydration(choose)
  await choose.click()
  const mesa = page.getByRole('dialog', { name: messages.mesa })
  await expect(mesa.getByRole('button', { name: 'Quiosque' })).toBeVisible()
  await expectAccessible(page)
  await mesa.getByRole('button', { name: 'Salão' }).click()
  await expect(page.getByText(messages.mesaEscolhida('Salão'))).toBeVisible()

  // rule 1 of a simple order: the name the counter calls out
  await finalize(page)
  await expect(tableOrderForm(page).getByText(messages.informeNomeCorretamente)).toBeVisible()

  // cash: the change dialog opens with the total, refuses too little, shows the change
  const dinheiro = page.getByRole('button', { name: 'Dinheiro' })
  await waitForHydration(dinheiro)
  await dinheiro.click()
  const cash = page.getByRole('dialog', { name: messages.valorEmDinheiroTitulo })
  await expect(cash).toContainText('R$ 21,80')
  const amount = cash.getByLabel(messages.trocoParaQuanto)
  const confirm = cash.getByRole('button', { name: messages.confirmar })
  await waitForHydration(confirm)
  await amount.fill('20')
  await confirm.click()
  await expect(cash.getByText(messages.valorPagamentoMenorQueTotal)).toBeVisible()
  await amount.fill('50')
  await expect(cash.getByText(messages.seuTroco('R$ 28,20'))).toBeVisible()
  await expectAccessible(page)
  await confirm.click()
  await expect(cash).toBeHidden()
  await expect(page.getByText(messages.trocoParaValor('R$ 50,00'))).toBeVisible()

  await tableOrderForm(page).getByLabel(messages.labelNome).fill('Pedro')
  await finalize(page)
  // a visitor can open no order page: back to the menu (001 §4 "After order", decision 0030)
  await expect(page.getByText(SUCCESS)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/${SIMPLES}/menu$`))
  await expectAccessible(page)
  const [order] = await ordersOf(request, SIMPLES)
  expect(order).toMatchObject({
    tipo: 'simples',
    usuarioId: null,
    nomeApoio: 'Pedro',
    localizacaoId: 8,
    flgRetirarLocal: false,
    valorProduto: 21.8,
    valorComissao: 0,
    valorTotal: 21.8,
    valorTroco: 28.2,
    saidaId: null,
  })
  // the cart was sent: it is empty now
  await page.goto(`/${SIMPLES}/carrinho`)
  await expect(page.getByText(messages.carrinhoVazio)).toBeVisible()
})

test('the simple-orders venue: a logged-in diner picks the order up, paid by card, and lands on that order', async ({
  page,
  request,
}) => {
  await logInNewDiner(page, 'Rafaela Prado')
  await addFromTableMenu(page, SIMPLES, 'Feijoada Individual')
  await page.goto(`/${SIMPLES}/carrinho`)
  const pickup = page.getByRole('button', { name: messages.retirarNoLocal })
  await waitForHydration(pickup)
  await pickup.click()
  await expect(pickup).toHaveAttribute('aria-pressed', 'true')
  // picked up: no 'Mesa' to choose
  await expect(page.getByRole('link', { name: messages.escolherMesa })).toHaveCount(0)
  // the diner's own name is filled in
  await expect(tableOrderForm(page).getByLabel(messages.labelNome)).toHaveValue('Rafaela Prado')
  await payAtTheTable(page, 'Cartão de Crédito')
  await expectAccessible(page)
  await finalize(page)
  // 001 §4 "After order": a direct or simple order of a logged-in diner goes to historico-pedidos-menu/{id}
  await expect(page).toHaveURL(new RegExp(`/${SIMPLES}/historico-pedidos-menu/\\d+$`))
  await expect(page.getByText(SUCCESS)).toBeVisible()
  await expect(page.getByText('Feijoada Individual')).toBeVisible()
  await expectAccessible(page)
  const id = Number(page.url().split('/').pop())
  const [order] = await ordersOf(request, SIMPLES)
  expect(order).toMatchObject({
    id,
    tipo: 'simples',
    nomeApoio: 'Rafaela Prado',
    flgRetirarLocal: true,
    localizacaoId: null,
    valorProduto: 39.9,
    valorComissao: 0,
    valorTotal: 39.9,
    valorTroco: 0,
  })
  expect(order?.usuarioId).not.toBeNull()
})

test('direct consumption at Bella Napoli picked up: no 10 % service charge, on screen and in what the restaurant received', async ({
  page,
  request,
}) => {
  // Carla has no tab at Bella Napoli: direct consumption is offered (001 §6)
  await logIn(page, '', { email: 'carla@prato.dev', senha: 'prato123', primeiroNome: 'Carla' })
  await addFromTableMenu(page, 'bella-napoli', 'Coca-Cola Lata 350 ml', { quantidade: 2 })
  await page.goto('/bella-napoli/carrinho')
  await expect(page.getByRole('button', { name: messages.pedidoConsumoDireto })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // at the table first: the commissioned menu's 10 %
  await expect(summary(page).getByText(messages.taxaServico)).toBeVisible()
  await expect(summary(page).getByText('R$ 14,30')).toBeVisible()
  const pickup = page.getByRole('button', { name: messages.retirarNoLocal })
  await waitForHydration(pickup)
  await pickup.click()
  await expect(pickup).toHaveAttribute('aria-pressed', 'true')
  // picked up: the charge is gone, the total is the products'
  await expect(summary(page).getByText(messages.taxaServico)).toHaveCount(0)
  await expect(summary(page).getByText('R$ 13,00')).toBeVisible()
  await expect(page.getByRole('link', { name: messages.escolherMesa })).toHaveCount(0)
  await payAtTheTable(page, 'Cartão de Débito')
  await expectAccessible(page)
  await finalize(page)
  await expect(page).toHaveURL(/\/bella-napoli\/historico-pedidos-menu\/\d+$/)
  await expect(page.getByText(SUCCESS)).toBeVisible()
  const id = Number(page.url().split('/').pop())
  const [order] = await ordersOf(request, 'bella-napoli')
  expect(order).toMatchObject({
    id,
    tipo: 'consumo',
    flgRetirarLocal: true,
    localizacaoId: null,
    valorProduto: 13,
    valorComissao: 0,
    valorTotal: 13,
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor’s simple order paid in cash: the cash dialog is its own page, and the change is sent', async ({
    page,
    request,
  }) => {
    await addFromTableMenu(page, SIMPLES, 'Prato Feito', { scripted: false })
    await page.goto(`/${SIMPLES}/carrinho`)
    await page.getByRole('button', { name: messages.retirarNoLocal }).click()
    await expect(page.getByRole('button', { name: messages.retirarNoLocal })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: 'Dinheiro' }).click()
    await page.getByLabel(messages.trocoParaQuanto).fill('30')
    await page.getByRole('button', { name: messages.confirmar }).click()
    await expect(page.getByText(messages.trocoParaValor('R$ 30,00'))).toBeVisible()
    await tableOrderForm(page).getByLabel(messages.labelNome).fill('Lia')
    await tableOrderForm(page).getByRole('button', { name: messages.finalizarPedido }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${SIMPLES}/menu$`))
    const [order] = await ordersOf(request, SIMPLES)
    expect(order).toMatchObject({
      tipo: 'simples',
      nomeApoio: 'Lia',
      flgRetirarLocal: true,
      valorTotal: 24.9,
      valorTroco: 5.1,
    })
  })
})
