import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { chooseAddress } from './checkout-support'
import { logIn, waitForHydration } from './support'

// 001 §4 "Voucher", §5: the cart's voucher and totals, priced by the domain from the server's cart.

const CART = '/bella-napoli/carrinho'

async function cartWithTwoTiramisu(page: Page) {
  await logIn(page)
  await chooseAddress(page, 'Minha casa')
  await page.goto('/bella-napoli/delivery')
  const card = page.getByRole('link', { name: 'Tiramisù', exact: true }).first()
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  await dialog.getByLabel(messages.labelQuantidade).fill('2')
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
  await page.goto(CART)
}

const summary = (page: Page) => page.getByRole('region', { name: messages.resumoPedido })
const line = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })

async function apply(page: Page, code: string) {
  const field = summary(page).getByLabel(messages.labelCupom)
  await waitForHydration(field)
  await field.fill(code)
  await summary(page).getByRole('button', { name: messages.aplicar }).click()
}

test('each voucher refusal with its message, then a fixed and a percent voucher with exact totals', async ({
  page,
}) => {
  await cartWithTwoTiramisu(page)
  // 2 × 24,90, delivered free to Setor Marista
  await expect(line(page, messages.total)).toContainText('R$ 49,80')
  await expect(line(page, messages.taxaEntrega)).toContainText(messages.gratis)

  // an empty code: the 'Aviso' dialog, closed with 'Fechar'
  await apply(page, '')
  const notice = page.getByRole('alertdialog', { name: messages.aviso })
  await expect(notice).toHaveAccessibleDescription(messages.informeCupom)
  const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()
  expect(axe.violations).toEqual([])
  await notice.getByRole('button', { name: messages.fechar }).click()
  await expect(notice).toBeHidden()
  await expect(summary(page).getByRole('alert')).toHaveCount(0)
  await apply(page, 'NAOEXISTE')
  await expect(summary(page).getByRole('alert')).toHaveText(messages.cupomNaoEncontrado)
  await apply(page, 'VELHO')
  await expect(summary(page).getByRole('alert')).toHaveText('Este cupom não está mais ativo.')

  await apply(page, 'desconto10')
  await expect(summary(page).getByRole('button', { name: messages.remover })).toBeVisible()
  await expect(line(page, messages.desconto)).toContainText('R$ 10,00')
  await expect(line(page, messages.total)).toContainText('R$ 39,80')

  await summary(page).getByRole('button', { name: messages.remover }).click()
  await apply(page, 'PROMO15')
  // 15% of 49,80 = 7,47
  await expect(line(page, messages.desconto)).toContainText('R$ 7,47')
  await expect(line(page, messages.total)).toContainText('R$ 42,33')
  // the voucher stays with the cart
  await page.reload()
  await expect(line(page, messages.total)).toContainText('R$ 42,33')
})

test('a delivery point’s fee is on the total; the fixed-fee voucher never raises it', async ({
  page,
}) => {
  await cartWithTwoTiramisu(page)
  await page.goto('/bella-napoli/delivery-ponto-entrega')
  await page.getByRole('radio', { name: 'Portaria do Órion Business' }).check()
  await page.getByRole('button', { name: messages.avancarCardapio }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/delivery$/)
  await page.goto(CART)
  await expect(line(page, messages.taxaEntrega)).toContainText('R$ 3,00')
  await expect(line(page, messages.total)).toContainText('R$ 52,80')
  // type 3: the fee becomes R$ 5,00 at most — here it is already less
  await apply(page, 'FRETE5')
  await expect(summary(page).getByRole('button', { name: messages.remover })).toBeVisible()
  await expect(line(page, messages.total)).toContainText('R$ 52,80')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a voucher is a plain post, and a refusal comes back on the cart', async ({ page }) => {
    await page.goto('/bella-napoli/conta/entrar')
    await page.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
    await page.getByRole('button', { name: messages.entrar, exact: true }).click()
    await page.goto('/bella-napoli/produto?id=14&pdv=3')
    await page.getByRole('button', { name: messages.adicionar }).click()
    await page.goto(CART)
    // the 'Aviso' is in the page
    await summary(page).getByRole('button', { name: messages.aplicar }).click()
    await expect(summary(page).getByRole('alert')).toHaveText(
      `${messages.aviso}: ${messages.informeCupom}`,
    )
    await summary(page).getByLabel(messages.labelCupom).fill('NAOEXISTE')
    await summary(page).getByRole('button', { name: messages.aplicar }).click()
    await expect(summary(page).getByRole('alert')).toHaveText(messages.cupomNaoEncontrado)
    await summary(page).getByLabel(messages.labelCupom).fill('DESCONTO10')
    await summary(page).getByRole('button', { name: messages.aplicar }).click()
    // 6,50 − 10,00 never goes below zero
    await expect(line(page, messages.total)).toContainText('R$ 0,00')
  })
})
