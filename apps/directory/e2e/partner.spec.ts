import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { addFault, clearFaults, expectNoSeriousA11yViolations, SANDBOX } from './support'

const CONTACT_PATH = '/v1/api/dadoswgsite/contato-parceiro'

test.afterEach(async ({ request }) => clearFaults(request))

function fields(page: Page) {
  return {
    nome: page.getByLabel(messages.labelNome),
    email: page.getByLabel(messages.labelEmail),
    telefone: page.getByLabel(messages.labelCelular),
    mensagem: page.getByLabel(messages.labelMensagem),
    enviar: page.getByRole('button', { name: messages.enviar }),
  }
}

async function fillAll(page: Page) {
  const f = fields(page)
  await f.nome.fill('Maria Souza')
  await f.email.fill('maria@restaurante.com.br')
  await f.telefone.fill('62987654321')
  await f.mensagem.fill('Quero levar o meu restaurante para a plataforma.')
}

async function openForm(page: Page) {
  await page.goto('/prato/seja-nosso-parceiro')
  // The form is enhanced once the page has hydrated (the validation loads on first focus).
  await expect(page.locator('form[method="post"]')).toHaveAttribute('novalidate', '')
}

test('"Empty fields are flagged and nothing is sent"; "A field\'s error clears when edited"', async ({
  page,
}) => {
  await openForm(page)
  const f = fields(page)
  await expect(f.email).toHaveAttribute('type', 'email')
  await expect(f.mensagem).toHaveAttribute('rows', '4')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })
  await f.enviar.click()
  await expect(f.nome).toHaveAccessibleDescription(messages.informeNome)
  await expect(f.email).toHaveAccessibleDescription(messages.informeEmail)
  await expect(f.telefone).toHaveAccessibleDescription(messages.informeTelefone)
  await expect(f.mensagem).toHaveAccessibleDescription(messages.informeMensagem)
  for (const field of [f.nome, f.email, f.telefone, f.mensagem])
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])

  await f.nome.fill('M')
  await expect(f.nome).toHaveAccessibleDescription('')
  await expect(f.nome).not.toHaveAttribute('aria-invalid')
  // The others keep their errors until edited.
  await expect(f.email).toHaveAccessibleDescription(messages.informeEmail)
  await expectNoSeriousA11yViolations(page)
})

test('the phone field applies the mask (99) 9 9999-9999 as the visitor types', async ({ page }) => {
  await openForm(page)
  const f = fields(page)
  await f.telefone.pressSequentially('62987654321')
  await expect(f.telefone).toHaveValue('(62) 9 8765-4321')
})

test('idle → "Enviando..." (disabled) → success alert with the form cleared', async ({
  page,
  request,
}) => {
  await addFault(request, { pathPattern: CONTACT_PATH, method: 'POST', latencyMs: 1500, times: 1 })
  await openForm(page)
  await fillAll(page)
  await fields(page).enviar.click()
  const sending = page.getByRole('button', { name: messages.enviando })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()
  await expect(page.getByRole('alert').filter({ hasText: messages.contatoSucesso })).toBeVisible()
  const f = fields(page)
  await expect(f.enviar).toBeEnabled()
  for (const field of [f.nome, f.email, f.telefone, f.mensagem]) await expect(field).toHaveValue('')
})

test('a failed send shows the error toast and keeps what was typed', async ({ page, request }) => {
  await addFault(request, { pathPattern: CONTACT_PATH, method: 'POST', status: 500 })
  await openForm(page)
  await fillAll(page)
  await fields(page).enviar.click()
  await expect(page.getByRole('alert').filter({ hasText: messages.contatoFalhou })).toBeVisible()
  await expect(fields(page).nome).toHaveValue('Maria Souza')
  await expect(page.getByRole('alert').filter({ hasText: messages.contatoSucesso })).toHaveCount(0)
})

test('"FAQ: one item open at a time; clicking the open item closes it"', async ({
  page,
  request,
}) => {
  const faq = (await (
    await request.get(`${SANDBOX}/v1/api/dadoswgsite/perguntas-empresa`)
  ).json()) as Array<{
    pergunta: string
    resposta: string
  }>
  expect(faq.length).toBeGreaterThan(1)
  await page.goto('/prato/seja-nosso-parceiro')
  await expect(page.getByRole('heading', { name: messages.perguntasFrequentes })).toBeVisible()
  const [a, b] = faq as [(typeof faq)[0], (typeof faq)[0]]
  const first = page.locator('details', { has: page.getByText(a.pergunta, { exact: true }) })
  const second = page.locator('details', { has: page.getByText(b.pergunta, { exact: true }) })
  await expect(page.getByText(a.resposta)).toBeHidden()
  await page.getByText(a.pergunta, { exact: true }).click()
  await expect(page.getByText(a.resposta)).toBeVisible()
  await page.getByText(b.pergunta, { exact: true }).click()
  await expect(page.getByText(b.resposta)).toBeVisible()
  await expect(first).not.toHaveAttribute('open')
  await page.getByText(b.pergunta, { exact: true }).click()
  await expect(second).not.toHaveAttribute('open')
  await expect(page.locator('details[open]')).toHaveCount(0)
})

test('FAQ load errors are ignored: the page still offers the form', async ({ page, request }) => {
  await addFault(request, { pathPattern: '/v1/api/dadoswgsite/perguntas-empresa', status: 500 })
  await page.goto('/prato/seja-nosso-parceiro')
  await expect(page.getByRole('heading', { name: messages.perguntasFrequentes })).toHaveCount(0)
  await expect(fields(page).enviar).toBeVisible()
})
