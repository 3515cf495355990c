import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { ordersOf } from './checkout-support'
import { waitForHydration } from './support'

// 001 §3 "Offline person", §5 "Offline basic form": at a restaurant that takes orders without an account
// (Bella Napoli: wgPedidoDeliveryOFF), 'Continuar sem cadastro' opens the basic information; once given, the
// visitor adds to the cart, and finds the data again to change it.

const TENANT = '/bella-napoli'

async function askToAdd(page: Page) {
  await page.goto(`${TENANT}/delivery`)
  const card = page.getByRole('link', { name: 'Coca-Cola Lata 350 ml', exact: true })
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  return dialog
}

test('a visitor continues without an account, gives their data by CEP, adds to the cart and orders', async ({
  page,
  request,
}) => {
  const product = await askToAdd(page)
  await product.getByRole('link', { name: messages.continuarSemCadastro }).click()
  const form = page.getByRole('dialog', { name: messages.informacoesBasicas })
  await expect(form.getByLabel(messages.labelNome)).toBeVisible()

  // nothing filled: the schema's messages, in the browser
  const save = form.getByRole('button', { name: messages.salvar })
  await waitForHydration(save)
  await save.click()
  await expect(form.getByText(messages.informeNome)).toBeVisible()
  await expect(form.getByText(messages.informeTelefone)).toBeVisible()

  await form.getByLabel(messages.labelNome).fill('Joana Visitante')
  await form.getByLabel(messages.labelTelefone).fill('62999887766')
  // an unknown CEP says so and leaves the address empty
  await form.getByLabel(messages.labelCep).fill('99999999')
  await form.getByRole('button', { name: messages.buscarCep }).click()
  await expect(form.getByText(messages.cepInexistente)).toBeVisible()
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('')
  // a known one fills the street, the neighbourhood, the city and the state; the name and phone stay
  await form.getByLabel(messages.labelCep).fill('74015010')
  await form.getByRole('button', { name: messages.buscarCep }).click()
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('Avenida Goiás')
  await expect(form.getByLabel(messages.labelBairro)).not.toHaveValue('')
  await expect(form.getByLabel(messages.labelNome)).toHaveValue('Joana Visitante')
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([])
  await form.getByLabel(messages.labelNumero).fill('120')
  await form.getByRole('button', { name: messages.salvar }).click()

  // back to the product, which now adds
  const again = page.getByRole('dialog', { name: messages.detalhesProduto })
  await expect(page.getByText(messages.operacaoSucesso)).toBeVisible()
  await again.getByRole('button', { name: messages.adicionar }).click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
  await page.goto(`${TENANT}/carrinho`)
  await expect(page.getByRole('heading', { name: 'Coca-Cola Lata 350 ml' })).toBeVisible()

  // the data is there to change
  await page.goto(`${TENANT}/informacoes-basicas`)
  await expect(page.getByLabel(messages.labelNome)).toHaveValue('Joana Visitante')
  await expect(page.getByLabel(messages.labelRua)).toHaveValue('Avenida Goiás')
  await expect(page.getByLabel(messages.labelNumero)).toHaveValue('120')

  // and orders: to their own address, with its fee, paying on delivery (no online payment offline)
  await page.goto(`${TENANT}/carrinho`)
  await expect(page.getByRole('region', { name: messages.entregaTitulo })).toContainText(
    'Avenida Goiás, 120',
  )
  const summary = page.getByRole('region', { name: messages.resumoPedido })
  // 6,50 + the fee of the neighbourhood (6,00)
  await expect(summary).toContainText('R$ 6,00')
  await expect(summary).toContainText('R$ 12,50')
  await expect(page.getByRole('tab', { name: messages.pagamentoOnline })).toHaveCount(0)
  const card = page.getByRole('button', { name: 'Cartão de Crédito' })
  await waitForHydration(card)
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: messages.finalizarPedido }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/acompanhamento\/\d+$/)
  const [order] = await ordersOf(request, 'bella-napoli')
  expect(order).toMatchObject({ tipo: 'off', valorTaxaEntrega: 6, valorTotal: 12.5 })
  expect(order!.pessoaOffId).not.toBeNull()
})

test('a restaurant without offline orders has no such screen', async ({ request }) => {
  expect((await request.get('/burger-hub/informacoes-basicas')).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the CEP lookup and the save are plain posts', async ({ page }) => {
    await page.goto(`${TENANT}/informacoes-basicas`)
    await page.getByLabel(messages.labelNome).fill('Pedro Sem Script')
    await page.getByLabel(messages.labelTelefone).fill('(62) 9 9988-7766')
    await page.getByLabel(messages.labelCep).fill('74015-010')
    await page.getByRole('button', { name: messages.buscarCep }).click()
    await expect(page.getByLabel(messages.labelRua)).toHaveValue('Avenida Goiás')
    await expect(page.getByLabel(messages.labelNome)).toHaveValue('Pedro Sem Script')
    await page.getByLabel(messages.labelNumero).fill('9')
    await page.getByRole('button', { name: messages.salvar }).click()
    await expect(page).toHaveURL(new RegExp(`${TENANT}$`))
    await page.goto(`${TENANT}/informacoes-basicas`)
    await expect(page.getByLabel(messages.labelNumero)).toHaveValue('9')
  })
})
