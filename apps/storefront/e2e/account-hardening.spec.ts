import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { messages } from '@prato/domain'
import { clearFaults, DINER, injectFault, SANDBOX } from './support'

// Issue 11 §2, §5, §9 against the built app and the sandbox: an outage is not a wrong password, SMS codes cannot
// be guessed, and a login gets a new session id.

const TENANT = '/bella-napoli'

function uniquePhone(): string {
  return `629${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
}

async function newDiner(request: APIRequestContext) {
  const phone = uniquePhone()
  const email = `hardening.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
  const created = await request.post(`${SANDBOX}/api/usuarios`, {
    data: { nome: 'Lia Prado', telefone: `55${phone}`, email, senha: 'segredo123' },
  })
  expect(created.ok()).toBe(true)
  return { phone, email, senha: 'segredo123' }
}

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name.endsWith('prato_sid'))?.value
}

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

test('an auth outage says the service is unavailable, counts nothing, and the right password logs in after it (issue 11 §2)', async ({
  page,
  request,
}) => {
  const diner = await newDiner(request)
  // the page first (its client token is then cached), then the login service goes down
  await page.goto(`${TENANT}/conta/entrar`)
  await injectFault(request, { pathPattern: '/connect/token', method: 'POST', status: 500 })
  // more outages than the 10 failures that lock a client out for 5 minutes
  for (let i = 0; i < 11; i++) {
    await page.getByLabel(messages.labelEmail).fill(diner.email)
    await page.getByLabel(messages.labelSenha, { exact: true }).fill(diner.senha)
    await page.getByRole('button', { name: messages.entrar, exact: true }).click()
    await expect(page.getByText(messages.loginIndisponivel)).toBeVisible()
    await expect(page.getByText(messages.loginFalhou)).toHaveCount(0)
  }
  await clearFaults(request)
  await page.getByLabel(messages.labelEmail).fill(diner.email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(diner.senha)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Lia'))).toBeVisible()
})

test('six wrong SMS codes: the sixth is refused with 429 until a new code is sent (issue 11 §5)', async ({
  page,
  request,
}) => {
  const diner = await newDiner(request)
  await page.goto(`${TENANT}/conta/entrar?redirectTo=${encodeURIComponent(`${TENANT}/conta/sms`)}`)
  await page.getByLabel(messages.labelEmail).fill(diner.email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(diner.senha)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page).toHaveURL(/\/conta\/sms/)
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) {
    await page.getByLabel(messages.labelCodigoSms).fill('000000')
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/conta/sms'),
      ),
      page.getByRole('button', { name: messages.confirmar }).click(),
    ])
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
  expect(statuses[5]).toBe(429)
  await expect(page.getByText(messages.codigoSmsTentativasEsgotadas)).toBeVisible()
  // a new code starts the count again, and the right one confirms
  await page.getByRole('button', { name: messages.reenviarCodigo }).click()
  await expect(page.getByRole('status').filter({ hasText: messages.operacaoSucesso })).toBeVisible()
  const code = (await (await request.get(`${SANDBOX}/__sandbox/sms/55${diner.phone}`)).json()) as {
    codigo: string
  }
  await page.getByLabel(messages.labelCodigoSms).fill(code.codigo)
  await page.getByRole('button', { name: messages.confirmar }).click()
  await expect(page).not.toHaveURL(/\/conta\/sms/)
})

test('login and Sair each give a new session id, and the old one is worth nothing (issue 11 §9)', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(DINER.email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(DINER.senha)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao(DINER.primeiroNome))).toBeVisible()
  const loggedIn = await sessionCookie(context)
  expect(loggedIn).toBeTruthy()

  await page.getByRole('button', { name: messages.saudacao(DINER.primeiroNome) }).click()
  await page.getByRole('menuitem', { name: messages.sair }).click()
  await expect(page.getByRole('link', { name: messages.entrar, exact: true })).toBeVisible()
  const afterLogout = await sessionCookie(context)
  expect(afterLogout).toBeTruthy()
  expect(afterLogout).not.toBe(loggedIn)

  // someone holding the id from before Sair gets nothing
  const other = await browser.newContext()
  const url = new URL(page.url())
  await other.addCookies([{ name: 'prato_sid', value: loggedIn!, domain: url.hostname, path: '/' }])
  const stolen = await other.newPage()
  await stolen.goto(TENANT)
  await expect(stolen.getByRole('link', { name: messages.entrar, exact: true })).toBeVisible()
  await expect(stolen.getByText(messages.saudacao(DINER.primeiroNome))).toHaveCount(0)
  await other.close()
})
