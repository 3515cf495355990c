import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { messages } from '@prato/domain'

// Journeys of 000 §4 "Address selection and saving" and §5 "Address", each with a fresh diner (no addresses)
// at Bella Napoli, which delivers in central Goiânia but not to Parque Amazônia.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
const TENANT = '/bella-napoli'
const SENHA = 'segredo123'

async function newDiner(page: Page, request: APIRequestContext) {
  const email = `enderecos.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
  const telefone = `559${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`
  const created = await request.post(`${SANDBOX}/api/usuarios`, {
    data: { nome: 'Davi Moreira', telefone, email, senha: SENHA },
  })
  expect(created.ok()).toBe(true)
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(SENHA)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Davi'))).toBeVisible()
}

async function ready(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await expect(found.locator('[data-account-ready]').first()).toBeAttached()
  return found
}

/** From the address list: Novo endereço → CEP → Usar este endereço → número and name → Salvar. */
async function addByCep(page: Page, cep: string, nome: string, numero: string) {
  const lista = await ready(page, messages.enderecoParaEntrega)
  await lista.getByRole('link', { name: 'Novo endereço' }).click()
  const pesquisa = await ready(page, messages.pesquisarEndereco)
  await pesquisa.getByLabel(messages.labelCep).fill(cep)
  await pesquisa.getByRole('button', { name: 'Buscar CEP' }).click()
  await pesquisa.getByRole('link', { name: 'Usar este endereço' }).click()
  const form = await ready(page, 'Endereço')
  await form.getByLabel(messages.labelNomeEndereco).fill(nome)
  await form.getByLabel(messages.labelNumero).fill(numero)
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(
    page.getByRole('dialog', { name: messages.enderecoParaEntrega }).getByText(nome),
  ).toBeVisible()
}

test('adds an address by CEP and one by map search, then makes one the main address (000 §4)', async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  await page.goto(`${TENANT}?dialog=enderecos`)
  await addByCep(page, '74015-010', 'Casa do centro', '100')
  const lista = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  await expect(lista.getByText('Avenida Goiás, 100')).toBeVisible()

  // by free text through the maps service; picking fills street, number, neighbourhood, city and state
  await lista.getByRole('link', { name: 'Novo endereço' }).click()
  const pesquisa = await ready(page, messages.pesquisarEndereco)
  await pesquisa.getByLabel(messages.pesquisarEndereco, { exact: true }).fill('Rua 10')
  await pesquisa.getByRole('button', { name: 'Pesquisar', exact: true }).click()
  await pesquisa.getByRole('button', { name: /Rua 10, 250 - Setor Oeste/ }).click()
  await expect(pesquisa.getByRole('status').filter({ hasText: 'Setor Oeste' })).toBeVisible()
  await pesquisa.getByRole('link', { name: 'Usar este endereço' }).click()
  const form = await ready(page, 'Endereço')
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('Rua 10')
  await expect(form.getByLabel(messages.labelNumero)).toHaveValue('250')
  await expect(form.getByLabel(messages.labelBairro)).toHaveValue('Setor Oeste')
  await expect(form.getByLabel(messages.labelCidade)).toHaveValue('Goiânia')
  await expect(form.getByLabel(messages.labelEstado)).toHaveValue('GO')
  await expect(form.getByLabel(messages.labelNomeEndereco)).toHaveValue(messages.defaultAddressName)
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(lista.getByText(messages.defaultAddressName)).toBeVisible()

  // make the searched one the main address
  const item = lista.getByRole('listitem').filter({ hasText: messages.defaultAddressName })
  await item.getByRole('button', { name: `Selecionar ${messages.defaultAddressName}` }).click()
  await expect(item.getByText('Principal')).toBeVisible()
  await expect(
    lista.getByRole('listitem').filter({ hasText: 'Casa do centro' }).getByText('Principal'),
  ).toHaveCount(0)
})

test("refuses an address the restaurant does not deliver to: 'Este estabelecimento não aceita entrega para este endereço!'", async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  await page.goto(`${TENANT}?dialog=enderecos`)
  await addByCep(page, '74015-010', 'Casa', '10')
  await addByCep(page, '74835-010', 'Trabalho', '96')
  const lista = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  const trabalho = lista.getByRole('listitem').filter({ hasText: 'Trabalho' })
  await trabalho.getByRole('button', { name: 'Selecionar Trabalho' }).click()
  await expect(
    lista.getByRole('alert').filter({ hasText: messages.enderecoNaoAceitaEntrega }),
  ).toBeVisible()
  await expect(trabalho.getByText('Principal')).toHaveCount(0)
})

test('each address message of 000 §5 appears for its bad input', async ({ page, request }) => {
  await newDiner(page, request)
  await page.goto(`${TENANT}?dialog=pesquisar-endereco`)
  const pesquisa = await ready(page, messages.pesquisarEndereco)
  await pesquisa.getByLabel(messages.labelCep).fill('7401')
  await pesquisa.getByRole('button', { name: 'Buscar CEP' }).click()
  await expect(pesquisa.getByRole('alert').filter({ hasText: messages.cepInvalido })).toBeVisible()
  await pesquisa.getByLabel(messages.labelCep).fill('00000-000')
  await pesquisa.getByRole('button', { name: 'Buscar CEP' }).click()
  await expect(
    pesquisa.getByRole('alert').filter({ hasText: messages.cepInexistente }),
  ).toBeVisible()

  // a place outside Brazil, picked from a search link
  await page.goto(
    `${TENANT}/enderecos/pesquisar?pesquisa=Rua%20Augusta&placeId=sbx-lis-augusta-100`,
  )
  await expect(
    page.getByRole('alert').filter({ hasText: messages.enderecoNaoBrasileiro }),
  ).toBeVisible()

  await page.goto(`${TENANT}?dialog=endereco`)
  const form = await ready(page, 'Endereço')
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(form.getByText(messages.informeRua)).toBeVisible()
  await expect(form.getByText(messages.informeNumero)).toBeVisible()
  await expect(form.getByText(messages.informeBairro)).toBeVisible()
  await expect(form.getByText(messages.cepInvalido)).toBeVisible()
})
