import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { expectAccessible, waitForHydration } from './support'

// DESIGN §5 "accessibility: axe-core in Playwright on every page": each account dialog and page, in its
// error state too, has no WCAG 2.2 A/AA violation.

const TENANT = '/bella-napoli'

async function ready(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await waitForHydration(found.getByRole('heading', { name: title }))
  return found
}

// axe takes a few seconds a page on a busy machine
test.describe.configure({ timeout: 120_000 })

test('anonymous dialogs and pages, with their messages', async ({ page }) => {
  await page.goto(`${TENANT}?dialog=login`)
  const login = await ready(page, messages.fazerLoginTitulo)
  await login.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(login.getByText(messages.informeEmail)).toBeVisible()
  await expectAccessible(page)

  await page.goto(`${TENANT}?dialog=cadastro`)
  const cadastro = await ready(page, messages.fazerCadastro)
  await cadastro.getByRole('button', { name: messages.cadastrar }).click()
  await expect(cadastro.getByText(messages.informeNome)).toBeVisible()
  await expectAccessible(page)

  for (const path of ['conta/entrar', 'conta/cadastro', 'conta/recuperar-senha']) {
    await page.goto(`${TENANT}/${path}`)
    await expectAccessible(page)
  }
})

test('logged-in dialogs and pages', async ({ page }) => {
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill('ana@prato.dev')
  await page.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Ana'))).toBeVisible()

  for (const [dialog, title] of [
    ['perfil', messages.perfil],
    ['telefone', messages.trocarTelefone],
    ['enderecos', messages.enderecoParaEntrega],
    ['pesquisar-endereco', messages.pesquisarEndereco],
    ['endereco', 'Endereço'],
  ] as const) {
    await page.goto(`${TENANT}?dialog=${dialog}`)
    const found = await ready(page, title)
    await expect(found.getByText(messages.carregando)).toHaveCount(0)
    await expectAccessible(page)
  }
  for (const path of [
    'conta/perfil',
    'enderecos',
    'enderecos/pesquisar?pesquisa=Rua%2010',
    'enderecos/novo',
  ]) {
    await page.goto(`${TENANT}/${path}`)
    await expectAccessible(page)
  }
})
