import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { formatPhone, messages } from '@prato/domain'
import { waitForHydration } from './support'

// Journeys of 000 §4–§5 and §8 for registration, SMS confirmation, login, external login, the phone dialog and
// password recovery, against the sandbox (demo diner ana@prato.dev / prato123).

const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
const TENANT = '/bella-napoli'

/** A mobile number nobody else in the sandbox uses: 11 digits (DDD 62 + 9 + 8 digits). */
function uniquePhone(): string {
  return `629${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
}

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
}

/** The latest SMS code the sandbox "sent" to a phone (digits with the 55 prefix, as stored). */
async function smsCode(request: APIRequestContext, digits11: string): Promise<string> {
  const response = await request.get(`${SANDBOX}/__sandbox/sms/55${digits11}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { codigo: string }).codigo
}

/** The dialog (drawn by the server first, see components/RouteDialog.tsx: what is typed before it wakes up is kept). */
async function ready(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await waitForHydration(found.getByRole('heading', { name: title }))
  return found
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title })
}

test.describe('Fazer Cadastro', () => {
  test('registers, logs in automatically, confirms the SMS code and greets by first name (000 §4 "Registration flow")', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    await page.goto(TENANT)
    await page.getByRole('link', { name: messages.criarConta }).click()
    const cadastro = await ready(page, messages.fazerCadastro)
    await cadastro.getByLabel(messages.labelNome).fill('Marina Teixeira')
    await cadastro.getByLabel(messages.labelTelefone).fill(phone)
    await expect(cadastro.getByLabel(messages.labelTelefone)).toHaveValue(formatPhone(phone))
    await cadastro.getByLabel(messages.labelEmail).fill(uniqueEmail('marina'))
    await cadastro.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
    await cadastro.getByRole('button', { name: messages.cadastrar }).click()

    const sms = await ready(page, messages.confirmarSms)
    await sms.getByLabel(messages.labelCodigoSms).fill(await smsCode(request, phone))
    await sms.getByRole('button', { name: messages.confirmar }).click()
    await expect(sms).toBeHidden()
    await expect(page.getByText(messages.saudacao('Marina'))).toBeVisible()
  })

  test('shows each registration message of 000 §5 next to its field', async ({ page }) => {
    await page.goto(`${TENANT}?dialog=cadastro`)
    const cadastro = await ready(page, messages.fazerCadastro)
    await cadastro.getByRole('button', { name: messages.cadastrar }).click()
    await expect(cadastro.getByText(messages.informeNome)).toBeVisible()
    await expect(cadastro.getByText(messages.informeTelefone)).toBeVisible()
    await expect(cadastro.getByText(messages.informeEmail)).toBeVisible()
    await expect(cadastro.getByText(messages.informeSenha)).toBeVisible()

    await cadastro.getByLabel(messages.labelNome).fill('Marina')
    await cadastro.getByLabel(messages.labelSenha, { exact: true }).fill('12345')
    await cadastro.getByRole('button', { name: messages.cadastrar }).click()
    await expect(cadastro.getByText(messages.informeSobrenome)).toBeVisible()
    await expect(cadastro.getByText(messages.senhaMinimo)).toBeVisible()
  })

  test('000 §8 "Registration failure: the first message of the server error body"', async ({
    page,
    request,
  }) => {
    // What the API says about an e-mail already in use is the message the dialog must show.
    const answer = await request.post(`${SANDBOX}/api/usuarios`, {
      data: {
        nome: 'Ana Souza',
        telefone: `55${uniquePhone()}`,
        email: 'ana@prato.dev',
        senha: 'segredo123',
      },
    })
    expect(answer.ok()).toBe(false)
    const serverMessage = ((await answer.json()) as { details: Array<{ errors: string[] }> })
      .details[0]?.errors[0]
    expect(serverMessage).toBeTruthy()

    await page.goto(`${TENANT}?dialog=cadastro`)
    const cadastro = await ready(page, messages.fazerCadastro)
    await cadastro.getByLabel(messages.labelNome).fill('Ana Souza')
    await cadastro.getByLabel(messages.labelTelefone).fill(uniquePhone())
    await cadastro.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await cadastro.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
    await cadastro.getByRole('button', { name: messages.cadastrar }).click()
    await expect(cadastro.getByRole('alert').filter({ hasText: serverMessage! })).toBeVisible()
  })
})

test.describe('Confirmar SMS', () => {
  test('asks for the code, resends it, and confirms with the new one', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    const email = uniqueEmail('rafael')
    const created = await request.post(`${SANDBOX}/api/usuarios`, {
      data: { nome: 'Rafael Costa', telefone: `55${phone}`, email, senha: 'segredo123' },
    })
    expect(created.ok()).toBe(true)
    await page.goto(
      `${TENANT}/conta/entrar?redirectTo=${encodeURIComponent(`${TENANT}?dialog=sms`)}`,
    )
    await page.getByLabel(messages.labelEmail).fill(email)
    await page.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
    await page.getByRole('button', { name: messages.entrar, exact: true }).click()

    const sms = await ready(page, messages.confirmarSms)
    await sms.getByRole('button', { name: messages.confirmar }).click()
    await expect(sms.getByText(messages.informeCodigoSms)).toBeVisible()

    await sms.getByLabel(messages.labelCodigoSms).fill('000000')
    await sms.getByRole('button', { name: messages.confirmar }).click()
    // 000 §8: the server's message, else the catalogue's fallback
    await expect(sms.getByRole('alert')).toBeVisible()

    const first = await smsCode(request, phone)
    await sms.getByRole('button', { name: messages.reenviarCodigo }).click()
    await expect(
      sms.getByRole('status').filter({ hasText: messages.operacaoSucesso }),
    ).toBeVisible()
    const second = await smsCode(request, phone)
    expect(second).toBeTruthy()
    await sms.getByLabel(messages.labelCodigoSms).fill(second || first)
    await sms.getByRole('button', { name: messages.confirmar }).click()
    await expect(sms).toBeHidden()
    await expect(page.getByText(messages.saudacao('Rafael'))).toBeVisible()
  })
})

test.describe('Fazer Login', () => {
  test("000 §8 'Usuário ou senha inválidos!', then logs in and greets Ana", async ({ page }) => {
    await page.goto(TENANT)
    await page.getByRole('link', { name: messages.entrar, exact: true }).click()
    const login = await ready(page, messages.fazerLoginTitulo)
    await login.getByRole('button', { name: messages.entrar, exact: true }).click()
    await expect(login.getByText(messages.informeEmail)).toBeVisible()
    await expect(login.getByText(messages.informeSenha)).toBeVisible()

    await login.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await login.getByLabel(messages.labelSenha, { exact: true }).fill('senha-errada')
    await login.getByRole('button', { name: messages.entrar, exact: true }).click()
    await expect(login.getByRole('alert').filter({ hasText: messages.loginFalhou })).toBeVisible()

    await login.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
    await login.getByRole('button', { name: messages.entrar, exact: true }).click()
    await expect(login).toBeHidden()
    await expect(page.getByText(messages.saudacao('Ana'))).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(TENANT)
  })

  test('a logged-in-only screen sends an anonymous visitor to the login dialog and back', async ({
    page,
  }) => {
    await page.goto(`${TENANT}/enderecos`)
    const login = await ready(page, messages.fazerLoginTitulo)
    await login.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await login.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
    await login.getByRole('button', { name: messages.entrar, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${TENANT}/enderecos$`))
    await expect(page.getByRole('heading', { name: messages.enderecoParaEntrega })).toBeVisible()
  })

  test('external-provider login, then "Informe o telefone" opens by itself (000 §4) and confirms the phone', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    // The login dialog opened from any tenant page offers the provider too, not only the full-page route.
    await page.goto(`${TENANT}?dialog=login`)
    const login = await ready(page, messages.fazerLoginTitulo)
    await expect(login.getByRole('button', { name: messages.entrarCom('Demo') })).toBeVisible()
    await page.goto(`${TENANT}/conta/entrar`)
    await page.getByRole('button', { name: messages.entrarCom('Demo') }).click()
    const informe = await ready(page, messages.informeTelefoneTitulo)
    await informe.getByRole('button', { name: messages.enviar }).click()
    await expect(informe.getByText(messages.informeNovoTelefone)).toBeVisible()
    await informe.getByLabel(messages.labelNovoTelefone).fill(phone)
    await informe.getByRole('button', { name: messages.enviar }).click()
    await expect(informe.getByLabel(messages.labelCodigoSms)).toBeVisible()
    await informe.getByLabel(messages.labelCodigoSms).fill(await smsCode(request, phone))
    await informe.getByRole('button', { name: messages.confirmar }).click()
    await expect(informe).toBeHidden()
    await page.reload()
    await expect(dialog(page, messages.informeTelefoneTitulo)).toBeHidden()
  })
})

test.describe('Password recovery', () => {
  test('both answers of 000 §8, and the required e-mail of 000 §5', async ({ page }) => {
    await page.goto(`${TENANT}?dialog=login`)
    await (
      await ready(page, messages.fazerLoginTitulo)
    )
      .getByRole('link', { name: messages.esqueciSenha })
      .click()
    const recovery = await ready(page, messages.recuperarSenha)
    await recovery.getByRole('button', { name: messages.enviar }).click()
    await expect(recovery.getByText(messages.informeEmail)).toBeVisible()

    await recovery.getByLabel(messages.labelEmail).fill('ninguem.aqui@prato.dev')
    await recovery.getByRole('button', { name: messages.enviar }).click()
    await expect(
      recovery.getByRole('alert').filter({ hasText: messages.recuperarSenhaFalhou }),
    ).toBeVisible()

    await recovery.getByLabel(messages.labelEmail).fill('ana@prato.dev')
    await recovery.getByRole('button', { name: messages.enviar }).click()
    await expect(
      recovery.getByRole('status').filter({ hasText: messages.recuperarSenhaSucesso }),
    ).toBeVisible()
  })
})
