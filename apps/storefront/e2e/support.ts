import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { messages } from '@prato/domain'

export const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
export const SITE_ORIGIN = process.env.E2E_SITE_ORIGIN ?? 'http://localhost:3110'
export const APP2 = process.env.E2E_APP2_URL ?? 'http://localhost:3011'
export const REDIS_AVAILABLE = process.env.E2E_REDIS === '1'
export const DINER = { email: 'ana@prato.dev', senha: 'prato123', primeiroNome: 'Ana' }

export type Fault = {
  pathPattern: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  latencyMs?: number
  status?: number
  malformedBody?: boolean
  unauthorized?: boolean
  times?: number
}

/** POST /__sandbox/faults: the next matching upstream calls fail as described. */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault })
  expect(response.status(), await response.text()).toBe(201)
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${SANDBOX}/__sandbox/faults`)
}

/**
 * The tenant's brand colour as the page computes it: the inline custom property on <html> that the
 * `theme-color` meta repeats (vanilla-extract hashes the variable's name in the build, so it is found by value).
 */
export async function brandColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement
    const meta = document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? ''
    const computed = getComputedStyle(html)
    for (let i = 0; i < html.style.length; i++) {
      const name = html.style.item(i)
      if (
        name.startsWith('--') &&
        computed.getPropertyValue(name).trim().toLowerCase() === meta.toLowerCase()
      ) {
        return computed.getPropertyValue(name).trim().toLowerCase()
      }
    }
    return ''
  })
}

/**
 * Logs the demo diner (or another of the sandbox's, `diner`) in through the account area's own login page (the form
 * posts to its action).
 */
export async function logIn(
  page: Page,
  baseUrl = '',
  diner: { email: string; senha: string; primeiroNome: string } = DINER,
): Promise<void> {
  await page.goto(`${baseUrl}/bella-napoli/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(diner.email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(diner.senha)
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/conta/entrar'),
    ),
    page.getByRole('button', { name: messages.entrar, exact: true }).click(),
  ])
  await page.goto(`${baseUrl}/bella-napoli`)
  await expect(page.getByText(messages.saudacao(diner.primeiroNome))).toBeVisible()
}

/**
 * Logs the demo diner in as a browser without JavaScript does: the login page's form is a plain POST, and its
 * redirect lands on the venue's page, which greets the diner.
 */
export async function logInWithoutScript(page: Page): Promise<void> {
  await page.goto('/bella-napoli/conta/entrar')
  await page.getByLabel(messages.labelEmail).fill(DINER.email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(DINER.senha)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao(DINER.primeiroNome))).toBeVisible()
}

/** The redirect of 000 §2 "the app redirects to the site origin". */
export function expectSiteOriginRedirect(response: {
  status(): number
  headers(): Record<string, string>
}): void {
  expect(response.status()).toBe(302)
  expect(new URL(response.headers().location ?? '', 'http://invalid').origin).toBe(
    new URL(SITE_ORIGIN).origin,
  )
}

/**
 * Waits until React has hydrated this element (it carries React's props): a part loaded with clientLazy keeps the
 * server's HTML, a plain link, until its code arrives, and a click before that is a full page load.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((k) => k.startsWith('__reactProps$')),
      ),
    )
    .toBe(true)
}

/**
 * Holds the page's wake-up, as a slow phone would: the client entry's script (what hydrates the page) is answered
 * only once the returned function is called. Everything before that is the server's HTML only.
 */
export async function holdWakeUp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const entry = /\/assets\/entry\.client-[\w-]+\.js$/
  await page.route(entry, async (route) => {
    await held
    await route.continue()
  })
  // the route stays: once released it lets every later entry request through at once (a new page's included)
  return async () => release()
}

/** DESIGN §5 "axe-core in Playwright on every page": no WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast or dialog still fading in has its text at part opacity: axe would measure that frame's contrast (CI
  // once failed 'color-contrast' on a toast's title 100 ms into its slide). Wait for the finite animations to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** A diner's token straight from the sandbox (password grant), for setting a journey up through the API. */
export async function tokenFor(request: APIRequestContext, email: string, senha = 'prato123') {
  const response = await request.post(`${SANDBOX}/connect/token`, {
    form: {
      grant_type: 'password',
      username: email,
      password: senha,
      client_id: 'prato-storefront',
      client_secret: 'prato-sandbox-secret',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A new diner through the sandbox's registration call, logged in through the login page; answers the e-mail. */
export async function logInNewDiner(page: Page, nome: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const email = `novo.${stamp}@prato.dev`
  const telefone = `559${stamp.slice(-10)}`
  const created = await page.request.post(`${SANDBOX}/api/usuarios`, {
    data: { nome, telefone, email, senha: 'segredo123' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await page.goto('/bella-napoli/conta/entrar')
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill('segredo123')
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao(nome.split(' ')[0] ?? nome))).toBeVisible()
  return email
}
