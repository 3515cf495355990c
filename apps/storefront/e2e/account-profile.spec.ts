import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { formatPhone, messages } from '@prato/domain'
import { waitForHydration } from './support'

// Journeys of 000 §4 "Phone change" and the Perfil dialog (000 §2, §7), each with a fresh diner of the sandbox.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
const TENANT = '/bella-napoli'
const SENHA = 'segredo123'

/** A 1×1 PNG: the profile photo fixture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function uniquePhone(): string {
  return `629${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
}

async function smsCode(request: APIRequestContext, digits11: string): Promise<string> {
  const response = await request.get(`${SANDBOX}/__sandbox/sms/55${digits11}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { codigo: string }).codigo
}

/** Creates a diner through the API and logs in through the login page. */
async function newDiner(page: Page, request: APIRequestContext, nome: string) {
  const email = `perfil.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
  const telefone = uniquePhone()
  const created = await request.post(`${SANDBOX}/api/usuarios`, {
    data: { nome, telefone: `55${telefone}`, email, senha: SENHA },
  })
  expect(created.ok()).toBe(true)
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(SENHA)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao(nome.split(' ')[0]!))).toBeVisible()
  return { email, telefone }
}

async function ready(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await waitForHydration(found.getByRole('heading', { name: title }))
  return found
}

test('Trocar Telefone end to end: new phone → autorizacao → SMS code → changed (000 §4 "Phone change")', async ({
  page,
  request,
}) => {
  await newDiner(page, request, 'Otávio Prado')
  const novo = uniquePhone()
  await page.goto(`${TENANT}?dialog=telefone`)
  const troca = await ready(page, messages.trocarTelefone)
  await troca.getByRole('button', { name: messages.enviar }).click()
  await expect(troca.getByText(messages.informeNovoTelefone)).toBeVisible()
  await troca.getByLabel(messages.labelNovoTelefone).fill('62 9')
  await troca.getByRole('button', { name: messages.enviar }).click()
  await expect(troca.getByText(messages.informeNovoTelefone)).toBeVisible()

  await troca.getByLabel(messages.labelNovoTelefone).fill(novo)
  await troca.getByRole('button', { name: messages.enviar }).click()
  await expect(troca.getByLabel(messages.labelCodigoSms)).toBeVisible()
  await troca.getByRole('button', { name: messages.confirmar }).click()
  await expect(troca.getByText(messages.informeCodigoSms)).toBeVisible()
  await troca.getByLabel(messages.labelCodigoSms).fill(await smsCode(request, novo))
  await troca.getByRole('button', { name: messages.confirmar }).click()
  await expect(troca).toBeHidden()

  // The stored user was read again: the SMS dialog now names the new phone.
  await page.goto(`${TENANT}?dialog=sms`)
  const sms = await ready(page, messages.confirmarSms)
  await expect(sms.getByText(formatPhone(novo))).toBeVisible()
})

test('a wrong code fails the phone change with the catalogue message (000 §8)', async ({
  page,
  request,
}) => {
  await newDiner(page, request, 'Sílvia Duarte')
  await page.goto(`${TENANT}?dialog=telefone`)
  const troca = await ready(page, messages.trocarTelefone)
  await troca.getByLabel(messages.labelNovoTelefone).fill(uniquePhone())
  await troca.getByRole('button', { name: messages.enviar }).click()
  await troca.getByLabel(messages.labelCodigoSms).fill('999999')
  await troca.getByRole('button', { name: messages.confirmar }).click()
  await expect(
    troca.getByRole('alert').filter({ hasText: messages.trocarTelefoneFalhou }),
  ).toBeVisible()
})

test('Perfil: edits the profile with a photo; the e-mail is read-only (000 §5, §7)', async ({
  page,
  request,
}) => {
  const { email } = await newDiner(page, request, 'Paula Ribeiro')
  await page.goto(`${TENANT}?dialog=perfil`)
  let perfil = await ready(page, messages.perfil)
  await expect(perfil.getByLabel(messages.labelNome)).toHaveValue('Paula Ribeiro')
  await expect(perfil.getByLabel(messages.labelEmail)).toHaveValue(email)
  await expect(perfil.getByLabel(messages.labelEmail)).not.toBeEditable()

  await perfil.getByLabel(messages.labelNome).fill('Helena')
  await perfil.getByRole('button', { name: messages.salvar }).click()
  await expect(perfil.getByText(messages.informeSobrenome)).toBeVisible()

  await perfil.getByLabel(messages.labelNome).fill('Helena Ribeiro')
  await perfil.getByLabel(messages.labelCpf).fill('529.982.247-25')
  await perfil.getByLabel(messages.labelSexo).selectOption('f')
  await perfil.getByLabel(messages.labelDataNascimento).fill('1990-05-17')
  await perfil
    .getByLabel('Foto')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG })
  await perfil.getByRole('button', { name: messages.salvar }).click()
  await expect(perfil).toBeHidden()
  await expect(page.getByText(messages.saudacao('Helena'))).toBeVisible()

  await page.goto(`${TENANT}?dialog=perfil`)
  perfil = await ready(page, messages.perfil)
  await expect(perfil.getByLabel(messages.labelNome)).toHaveValue('Helena Ribeiro')
  await expect(perfil.getByLabel(messages.labelDataNascimento)).toHaveValue('1990-05-17')
  await expect(perfil.getByLabel(messages.labelSexo)).toHaveValue('f')
  const photo = perfil.getByRole('img', { name: 'Helena Ribeiro' })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
})
