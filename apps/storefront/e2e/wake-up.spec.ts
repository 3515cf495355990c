import { expect, test, type Page } from '@playwright/test'
import { formatPhone, messages } from '@prato/domain'
import { addProduct, chooseAddress } from './checkout-support'
import { holdWakeUp, logIn, waitForHydration } from './support'

// DESIGN §7: what a diner does before the page wakes up (a slow phone: the page is drawn, its scripts still on the
// way) is kept and honoured after — text typed, an option chosen, a button pressed. Each journey holds the client
// entry's script, acts on the server's HTML, lets the page wake up and checks what the diner sees.

const TENANT = '/bella-napoli'
const CART = `${TENANT}/carrinho`

const cartLine = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
const summaryLine = (page: Page, term: string) =>
  page
    .getByRole('region', { name: messages.resumoPedido })
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })

test('a search typed before the delivery menu wakes up is kept, and filters once it has', async ({
  page,
}) => {
  const wake = await holdWakeUp(page)
  await page.goto(`${TENANT}/delivery`, { waitUntil: 'domcontentloaded' })
  const search = page.getByRole('searchbox', { name: messages.pesquisarProduto })
  await search.fill('camarao')
  wake()
  await expect(page.getByRole('heading', { name: 'Lasanha à Bolonhesa' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Risoto de Camarão' }).first()).toBeVisible()
  await expect(search).toHaveValue('camarao')
})

test('a quantity typed and a ‘+’ pressed in the cart before it wakes up both count', async ({
  page,
}) => {
  await logIn(page)
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  let wake = await holdWakeUp(page)
  await page.goto(CART, { waitUntil: 'domcontentloaded' })
  const quantity = cartLine(page, 'Tiramisù').getByRole('spinbutton')
  await quantity.fill('3')
  wake()
  // the total follows, and the server has it: the cart after a reload
  await expect(summaryLine(page, messages.total)).toContainText('R$ 74,70')
  await expect(page.getByText(messages.carrinhoAtualizando)).toHaveCount(0)
  await page.reload()
  await expect(quantity).toHaveValue('3')

  wake = await holdWakeUp(page)
  await page.goto(CART, { waitUntil: 'domcontentloaded' })
  await cartLine(page, 'Tiramisù').getByRole('button', { name: messages.aumentar }).click()
  wake()
  await expect(quantity).toHaveValue('4')
  await expect(summaryLine(page, messages.total)).toContainText('R$ 99,60')
  await expect(page.getByText(messages.carrinhoAtualizando)).toHaveCount(0)
  await page.reload()
  await expect(quantity).toHaveValue('4')
})

test('a voucher typed before the cart wakes up is kept and applies', async ({ page }) => {
  await logIn(page)
  await chooseAddress(page, 'Minha casa')
  await addProduct(page, 'bella-napoli', 'Tiramisù', 2)
  const wake = await holdWakeUp(page)
  await page.goto(CART, { waitUntil: 'domcontentloaded' })
  const field = page.getByLabel(messages.labelCupom)
  await field.fill('desconto10')
  wake()
  await expect(field).toHaveValue('desconto10')
  await page.getByRole('button', { name: messages.aplicar }).click()
  await expect(summaryLine(page, messages.desconto)).toContainText('R$ 10,00')
})

test('a checkout choice pressed before the cart wakes up is made', async ({ page }) => {
  await logIn(page)
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  const wake = await holdWakeUp(page)
  await page.goto(CART, { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: messages.retirarNoLocal }).click()
  // a plain form post: the server answers the cart with the choice made
  await expect(page.getByRole('button', { name: messages.retirarNoLocal })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  wake()
  await expect(summaryLine(page, messages.taxaEntrega)).toContainText(messages.retirarNoLocal)
  await page.getByRole('button', { name: messages.receberNoEndereco }).click()
  await expect(page.getByRole('button', { name: messages.receberNoEndereco })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('login fields typed before the login dialog wakes up are kept and log in', async ({
  page,
}) => {
  const wake = await holdWakeUp(page)
  await page.goto(`${TENANT}?dialog=login`, { waitUntil: 'domcontentloaded' })
  const login = page.getByRole('dialog', { name: messages.fazerLoginTitulo })
  await login.getByLabel(messages.labelEmail).fill('ana@prato.dev')
  await login.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  wake()
  await waitForHydration(login.getByRole('heading', { name: messages.fazerLoginTitulo }))
  await expect(login.getByLabel(messages.labelEmail)).toHaveValue('ana@prato.dev')
  await login.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Ana'))).toBeVisible()
})

test('registration fields typed before the dialog wakes up are kept, the phone masked once it has', async ({
  page,
}) => {
  const phone = `629${String(Date.now()).slice(-8)}`
  const wake = await holdWakeUp(page)
  await page.goto(`${TENANT}?dialog=cadastro`, { waitUntil: 'domcontentloaded' })
  const cadastro = page.getByRole('dialog', { name: messages.fazerCadastro })
  await cadastro.getByLabel(messages.labelNome).fill('Marina Teixeira')
  await cadastro.getByLabel(messages.labelTelefone).fill(phone)
  await cadastro.getByLabel(messages.labelEmail).fill(`marina.${Date.now()}@prato.dev`)
  await cadastro.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
  wake()
  await expect(cadastro.getByLabel(messages.labelTelefone)).toHaveValue(formatPhone(phone))
  await expect(cadastro.getByLabel(messages.labelNome)).toHaveValue('Marina Teixeira')
  await cadastro.getByRole('button', { name: messages.cadastrar }).click()
  await expect(page.getByRole('dialog', { name: messages.confirmarSms })).toBeVisible()
})
