import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { waitForHydration } from './support'

// 001 §2 /{tenant}/delivery-ponto-entrega: search, the points with their details, 'Avançar - Cardápio', the
// point kept beside the cart until 'Mudar para delivery'.

const PAGE = '/bella-napoli/delivery-ponto-entrega'

test('a diner finds a point, chooses it, and changes back to delivery from the cart', async ({
  page,
}) => {
  await page.goto('/bella-napoli')
  await page.getByRole('link', { name: messages.botaoPedidoPontoEntrega }).first().click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expect(page.getByRole('heading', { name: messages.pontoDeEntrega, level: 1 })).toBeVisible()
  const points = page.getByRole('group', { name: messages.pontoDeEntrega })
  await expect(points.getByRole('radio')).toHaveCount(2)
  await expect(points).toContainText(messages.pedidosAte('11:30'))
  await expect(points).toContainText(`${messages.taxaEntrega}: ${messages.gratis}`)
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([])

  const field = page.getByRole('searchbox', { name: messages.pesquisePontoEntrega })
  await waitForHydration(field)
  await field.fill('jardim america')
  await expect(points.getByRole('radio')).toHaveCount(1)
  await field.fill('nada por aqui')
  await expect(page.getByRole('heading', { name: messages.nenhumPontoEntrega })).toBeVisible()
  await field.fill('hospital')
  await points.getByRole('radio', { name: 'Recepção do Hospital Jardim América' }).check()
  await page.getByRole('button', { name: messages.avancarCardapio }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/delivery$/)

  await page.goto('/bella-napoli/carrinho')
  const chosen = page.getByRole('region', { name: messages.pontoDeEntrega })
  await expect(chosen).toContainText('Recepção do Hospital Jardim América')
  await chosen.getByRole('button', { name: messages.mudarParaDelivery }).click()
  await expect(page).toHaveURL(/\/bella-napoli\/carrinho$/)
  await expect(page.getByRole('region', { name: messages.pontoDeEntrega })).toHaveCount(0)
})

test('a point that is not one of the restaurant’s active points is refused with a 400', async ({
  page,
}) => {
  await page.goto(PAGE)
  const origin = new URL(page.url()).origin
  const forged: Array<Record<string, string>> = [
    { intent: 'escolher', pontoEntregaId: '99999' },
    { intent: 'escolher', pontoEntregaId: 'abc' },
    { intent: 'outra' },
  ]
  for (const form of forged) {
    const response = await page.request.post(PAGE, {
      form,
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(response.status(), JSON.stringify(form)).toBe(400)
  }
})

test('a restaurant without delivery points has no such page', async ({ request }) => {
  expect((await request.get('/burger-hub/delivery-ponto-entrega')).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the search is a GET form and the choice a plain post', async ({ page }) => {
    await page.goto(PAGE)
    await page.getByRole('searchbox', { name: messages.pesquisePontoEntrega }).fill('ORION')
    await page.getByRole('button', { name: messages.pesquisePontoEntrega }).click()
    await expect(page).toHaveURL(/busca=ORION/)
    await page.getByRole('radio', { name: 'Portaria do Órion Business' }).check()
    await page.getByRole('button', { name: messages.avancarCardapio }).click()
    await expect(page).toHaveURL(/\/bella-napoli\/delivery$/)
  })
})
