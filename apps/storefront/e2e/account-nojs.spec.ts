import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'

// DESIGN §2: "the core journeys (… log in) work before JavaScript loads". The same login and address journeys
// with JavaScript disabled: every dialog is server-rendered in place and every form is a plain POST or GET.

test.use({ javaScriptEnabled: false })

const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
const TENANT = '/bella-napoli'

test('logs in from the header’s Entrar link without JavaScript; a failure never echoes the password', async ({
  page,
}) => {
  await page.goto(TENANT)
  await page.getByRole('link', { name: messages.entrar, exact: true }).click()
  const login = page.getByRole('dialog', { name: messages.fazerLoginTitulo })
  await expect(login).toBeVisible()
  await login.getByLabel(messages.labelEmail).fill('ana@prato.dev')
  await login.getByLabel(messages.labelSenha, { exact: true }).fill('senha-errada')
  await login.getByRole('button', { name: messages.entrar, exact: true }).click()

  // the action answered with the login page and the failure
  await expect(
    page.getByRole('heading', { name: messages.fazerLoginTitulo, level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: messages.loginFalhou })).toBeVisible()
  await expect(page.getByLabel(messages.labelEmail)).toHaveValue('ana@prato.dev')
  await expect(page.getByLabel(messages.labelSenha, { exact: true })).toHaveValue('')
  expect(await page.content()).not.toContain('senha-errada')

  await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}$`))
  await expect(page.getByText(messages.saudacao('Ana'))).toBeVisible()
})

test('saves an address found by CEP without JavaScript', async ({ page, request }) => {
  const email = `semjs.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
  const telefone = `559${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`
  expect(
    (
      await request.post(`${SANDBOX}/api/usuarios`, {
        data: { nome: 'Lia Campos', telefone, email, senha: 'segredo123' },
      })
    ).ok(),
  ).toBe(true)
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Lia'))).toBeVisible()

  await page.goto(`${TENANT}/enderecos`)
  await page.getByRole('link', { name: 'Novo endereço' }).click()
  await expect(
    page.getByRole('heading', { name: messages.pesquisarEndereco, level: 1 }),
  ).toBeVisible()
  await page.getByLabel(messages.labelCep).fill('74230-010')
  await page.getByRole('button', { name: 'Buscar CEP' }).click()
  await page.getByRole('link', { name: 'Usar este endereço' }).click()

  await expect(page.getByLabel(messages.labelRua)).toHaveValue('Avenida T-4')
  await page.getByRole('button', { name: messages.salvar }).click()
  await expect(page.getByText(messages.informeNumero)).toBeVisible()
  await page.getByLabel(messages.labelNumero).fill('1478')
  await page.getByLabel(messages.labelNomeEndereco).fill('Apartamento')
  await page.getByRole('button', { name: messages.salvar }).click()

  await expect(
    page.getByRole('heading', { name: messages.enderecoParaEntrega, level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Apartamento' })).toContainText(
    'Avenida T-4, 1478',
  )
})
