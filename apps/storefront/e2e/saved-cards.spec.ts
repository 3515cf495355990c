import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { cardBrandName, CARD_BRANDS, messages } from '@prato/domain'
import {
  clearFaults,
  DINER,
  holdWakeUp,
  injectFault,
  logIn,
  SANDBOX,
  SITE_ORIGIN,
  waitForHydration,
} from './support'

// The saved cards page (001 §2 /{tenant}/minhas-formas-pagamento, §3 Saved card, §7 Cards, §8 "Card delete
// failure", "Set-principal failure"; DESIGN §6 card rules), against the built app and the sandbox. The demo diner
// starts with two cards (Visa **** 1111, the main one, and Master **** 5454); the journeys add a Master **** 4444.

const TENANT = '/bella-napoli'
const PAGE = `${TENANT}/minhas-formas-pagamento`
const NUMBER = '5555 5555 5555 4444'
const CVV = '735'
const VISA = `${cardBrandName(CARD_BRANDS.Visa)} ${messages.cartaoFinal('1111')}`
const MASTER = `${cardBrandName(CARD_BRANDS.Master)} ${messages.cartaoFinal('5454')}`
const NEW_CARD = `${cardBrandName(CARD_BRANDS.Master)} ${messages.cartaoFinal('4444')}`

test.describe.configure({ timeout: 120_000 })

function cardItem(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: name })
}

async function axeClean(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

/** Fills the new card dialog (or page) with a valid card of the demo diner. */
async function fillNewCard(form: Locator) {
  await form.getByLabel(messages.labelNomePortador, { exact: true }).fill('Ana Souza')
  await form.getByLabel(messages.labelNumeroCartao, { exact: true }).fill(NUMBER)
  await form.getByLabel(messages.labelValidade, { exact: true }).fill('12/30')
  await form.getByLabel(messages.labelCodigoSeguranca, { exact: true }).fill(CVV)
  await form.getByLabel(messages.labelCpfCnpj, { exact: true }).fill('529.982.247-25')
}

/**
 * Removes every card but the seed's two (Ana's first two cards: this journey's and other journeys' additions, e.g.
 * the checkout's new card), so each journey starts from the seed's two with the Visa as the main one.
 */
async function deleteAddedCards(page: Page) {
  const token = await page.request.post(`${SANDBOX}/connect/token`, {
    form: { grant_type: 'password', username: DINER.email, password: DINER.senha },
  })
  const { access_token } = (await token.json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${access_token}` }
  const cards = (await (
    await page.request.get(`${SANDBOX}/v1/cartoes`, { headers })
  ).json()) as Array<{
    id: number
    numerosFinais: string
  }>
  const seeded = cards
    .map((c) => c.id)
    .sort((a, b) => a - b)
    .slice(0, 2)
  for (const card of cards.filter((c) => !seeded.includes(c.id)))
    await page.request.delete(`${SANDBOX}/v1/cartoes/${card.id}`, { headers })
  // the seed's main card is the main one again
  const visa = cards.find((c) => seeded.includes(c.id) && c.numerosFinais === '1111')
  if (visa)
    await page.request.put(`${SANDBOX}/v1/cartoes/${visa.id}/alterar-principal`, { headers })
}

test.beforeEach(async ({ page }) => deleteAddedCards(page))
test.afterEach(async ({ page }) => deleteAddedCards(page))

test('from the profile menu: the cards, one added, made main, then deleted after a confirmation', async ({
  page,
}) => {
  await logIn(page)
  const menu = page.getByRole('button', { name: messages.saudacao(DINER.primeiroNome) })
  await waitForHydration(menu)
  await menu.click()
  await page.getByRole('menuitem', { name: messages.menuFormasPagamento }).click()
  await expect(
    page.getByRole('heading', { name: messages.menuFormasPagamento, level: 1 }),
  ).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(PAGE)
  await expect(cardItem(page, VISA)).toContainText(messages.cartaoPrincipal)
  await expect(cardItem(page, VISA)).toContainText('ANA SOUZA')
  await expect(cardItem(page, MASTER)).not.toContainText(messages.cartaoPrincipal)
  await axeClean(page, 'main')

  // added through the checkout's new card dialog, back on this page
  const add = page.getByRole('link', { name: messages.adicionarCartao })
  await waitForHydration(add)
  await add.click()
  const dialog = page.getByRole('dialog', { name: messages.novoCartaoTitulo })
  await waitForHydration(dialog.getByRole('button', { name: messages.salvarCartao }))
  await fillNewCard(dialog)
  await dialog.getByRole('button', { name: messages.salvarCartao }).click()
  await expect(page.getByRole('dialog', { name: messages.novoCartaoTitulo })).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(PAGE)
  await expect(cardItem(page, NEW_CARD)).toBeVisible()
  await expect(cardItem(page, NEW_CARD)).not.toContainText(messages.cartaoPrincipal)

  // made main
  await cardItem(page, NEW_CARD).getByRole('button', { name: messages.tornarPrincipal }).click()
  await expect(page.getByText(messages.operacaoSucesso).last()).toBeVisible()
  await expect(cardItem(page, NEW_CARD)).toContainText(messages.cartaoPrincipal)
  await expect(cardItem(page, VISA)).not.toContainText(messages.cartaoPrincipal)

  // deleted after a confirmation ('Não' first: nothing happens)
  await cardItem(page, NEW_CARD).getByRole('link', { name: messages.excluir }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(messages.excluirCartaoPergunta(NEW_CARD))
  // axe judges colours as drawn: wait until the dialog has faded in (a loaded machine catches it half-way)
  await confirm.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
  await axeClean(page, '[role="alertdialog"]')
  await confirm.getByRole('button', { name: messages.nao }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(cardItem(page, NEW_CARD)).toBeVisible()
  await cardItem(page, NEW_CARD).getByRole('link', { name: messages.excluir }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: messages.excluir }).click()
  await expect(cardItem(page, NEW_CARD)).toHaveCount(0)
  await expect(page.getByText(messages.operacaoSucesso).last()).toBeVisible()
  // the API made another card the main one
  await expect(
    page.getByRole('main').getByText(messages.cartaoPrincipal, { exact: true }),
  ).toHaveCount(1)
})

test('before the page wakes up, the delete confirmation is part of the page, and axe-clean', async ({
  page,
}) => {
  await logIn(page)
  await page.goto(PAGE)
  const href = await cardItem(page, MASTER)
    .getByRole('link', { name: messages.excluir })
    .getAttribute('href')
  const release = await holdWakeUp(page)
  await page.goto(href ?? '')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    messages.excluirCartaoPergunta(MASTER),
  )
  await expect(page.getByRole('main').getByRole('button', { name: messages.excluir })).toBeVisible()
  await axeClean(page, 'main')
  release()
})

test('failures are the specified messages, the server’s own when it gives one', async ({
  page,
  request,
}) => {
  await logIn(page)
  await page.goto(PAGE)
  const makeMain = cardItem(page, MASTER).getByRole('button', { name: messages.tornarPrincipal })
  await waitForHydration(makeMain)
  await injectFault(request, {
    pathPattern: '/v1/cartoes/*/alterar-principal',
    method: 'PUT',
    // an answer the app cannot read (the change not made): no message from the server, so the catalogue's words
    malformedBody: true,
    times: 1,
  })
  try {
    await makeMain.click()
    await expect(page.getByRole('alert')).toHaveText(messages.operacaoFalhouEsta)
  } finally {
    await clearFaults(request)
  }
  await injectFault(request, {
    pathPattern: '/v1/cartoes/*',
    method: 'DELETE',
    malformedBody: true,
    times: 1,
  })
  try {
    await cardItem(page, MASTER).getByRole('link', { name: messages.excluir }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: messages.excluir }).click()
    await expect(page.getByRole('alert')).toHaveText(messages.excluirCartaoFalhou)
  } finally {
    await clearFaults(request)
  }
  await expect(cardItem(page, MASTER)).toBeVisible()
  // a card that is not the diner's: the server's own message
  const origin = new URL(page.url()).origin
  const forged = await page.request.post(PAGE, {
    form: { intent: 'excluir', id: '999999' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(400)
  expect(await forged.text()).toContain('Cartão não encontrado.')
})

test('anonymous visitors are sent to log in; every answer is no-store', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const asked = await anonymous.get(PAGE, { maxRedirects: 0 })
  expect(asked.status()).toBe(302)
  expect(asked.headers().location).toContain('dialog=login')
  await anonymous.dispose()
  await logIn(page)
  const answer = await page.goto(PAGE)
  expect(answer?.headers()['cache-control']).toContain('no-store')
  const data = await page.request.get(`${PAGE}.data`)
  expect(data.headers()['cache-control']).toContain('no-store')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list, make main, add and delete with its confirmation in the page', async ({
    page,
  }) => {
    await logIn(page)
    await page.goto(PAGE)
    await expect(cardItem(page, VISA)).toContainText(messages.cartaoPrincipal)
    await cardItem(page, MASTER).getByRole('button', { name: messages.tornarPrincipal }).click()
    await expect(page.getByText(messages.operacaoSucesso).last()).toBeVisible()
    await expect(cardItem(page, MASTER)).toContainText(messages.cartaoPrincipal)

    await page.getByRole('link', { name: messages.adicionarCartao }).click()
    const dialog = page.getByRole('dialog', { name: messages.novoCartaoTitulo })
    await fillNewCard(dialog)
    await dialog.getByRole('button', { name: messages.salvarCartao }).click()
    await expect(cardItem(page, NEW_CARD)).toBeVisible()

    await cardItem(page, NEW_CARD).getByRole('link', { name: messages.excluir }).click()
    // the question is part of the page before scripts: its message and its two answers
    await expect(page.getByRole('alert')).toContainText(messages.excluirCartaoPergunta(NEW_CARD))
    await page.getByRole('link', { name: messages.nao }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await cardItem(page, NEW_CARD).getByRole('link', { name: messages.excluir }).click()
    await page.getByRole('button', { name: messages.excluir }).click()
    await expect(page.getByText(messages.operacaoSucesso).last()).toBeVisible()
    await expect(cardItem(page, NEW_CARD)).toHaveCount(0)
  })
})

/** Every file under `dir`, as text. */
function filesUnder(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory()
      ? filesUnder(file)
      : [{ file, text: readFileSync(file, 'utf8') }]
  })
}

test.describe('DESIGN §6: card data never logged, never stored', () => {
  // a storefront of its own, logging everything (debug) and keeping its sessions on disk where the test reads them
  const port = Number(process.env.E2E_APP_PORT ?? 3010) + 5
  const origin = `http://localhost:${port}`
  let server: ChildProcess | undefined
  let output = ''
  let sessions = ''

  test.beforeAll(async () => {
    sessions = mkdtempSync(path.join(tmpdir(), 'prato-card-sessions-'))
    const { REDIS_URL: _shared, ...inherited } = process.env
    server = spawn('node', ['server.js'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL: SANDBOX,
        AUTH_URL: SANDBOX,
        WEB_API_URL: SANDBOX,
        IMAGE_URL: SANDBOX,
        MAPS_URL: SANDBOX,
        SITE_ORIGIN,
        API_CACHE_TTL_MS: '0',
        SESSION_SECRET: 'e2e-card-logs-secret',
        SESSION_DIR: sessions,
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await expect
      .poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0)
  })

  test.afterAll(() => {
    server?.kill()
    rmSync(sessions, { recursive: true, force: true })
  })

  test('a card added from the saved cards page leaves no number and no CVV in the logs or the session store', async ({
    page,
  }) => {
    await logIn(page, origin)
    await page.goto(`${origin}${PAGE}?dialog=novo-cartao`)
    const dialog = page.getByRole('dialog', { name: messages.novoCartaoTitulo })
    await waitForHydration(dialog.getByRole('button', { name: messages.salvarCartao }))
    await fillNewCard(dialog)
    await dialog.getByRole('button', { name: messages.salvarCartao }).click()
    await expect(cardItem(page, NEW_CARD)).toBeVisible()
    // the page shows the last four digits only
    const html = await page.content()
    expect(html).not.toMatch(/5555 ?5555 ?5555 ?4444/)

    const digits = NUMBER.replaceAll(' ', '')
    const leaks = (text: string) =>
      [
        text.includes(digits) && 'the number',
        text.includes(NUMBER) && 'the masked number',
        text.includes('codigoSeguranca') && 'the CVV field',
        text.includes(`"${CVV}"`) && 'the CVV',
        text.includes('numeroCartao') && 'the number field',
      ].filter(Boolean)
    // the logs said something (this is the storefront that served the journey), and nothing of the card
    expect(output).toContain('"level"')
    expect(leaks(output)).toEqual([])
    const stored = filesUnder(sessions)
    expect(stored.length).toBeGreaterThan(0)
    for (const { file, text } of stored) expect(leaks(text), file).toEqual([])
  })
})
