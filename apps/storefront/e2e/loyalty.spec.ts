import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import {
  expectAccessible,
  logIn,
  logInNewDiner,
  logInWithoutScript,
  waitForHydration,
} from './support'

// Loyalty (002 §2 /{site}/fidelidade, §5, §8; issue 22): the four tabs, joining, the ledger, a reward asked for
// with its QR code, the unavailable reward refused without sending; the same screens without JavaScript; axe on
// each tab.

const TENANT = '/bella-napoli'
const CAMPANHA = 'Clube Bella Napoli'

// axe takes a few seconds a page on a busy machine
test.describe.configure({ timeout: 120_000 })

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true })
}

async function balance(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .locator('p')
    .filter({ hasText: messages.saldoPontos })
    .first()
    .textContent()
  return Number(/(\d+) pontos/.exec(text ?? '')?.[1])
}

test('logged out: "Faça Login para continuar" opens login, and the landing’s Fidelidade button leads here', async ({
  page,
}) => {
  await page.goto(TENANT)
  await page.getByRole('link', { name: messages.botaoFidelidade, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}/fidelidade$`))
  const login = page.getByRole('link', { name: messages.facaLoginParaContinuar })
  await expect(login).toBeVisible()
  await expectAccessible(page)
  await waitForHydration(login)
  await login.click()
  await expect(page.getByRole('dialog', { name: messages.fazerLoginTitulo })).toBeVisible()
})

test('a new diner joins the campaign and finds the adhesion points in the ledger', async ({
  page,
}) => {
  await logInNewDiner(page, 'Otávio Prado')
  await page.goto(`${TENANT}/fidelidade`)
  await expect(tab(page, messages.fidelidadeSobre)).toHaveAttribute('aria-selected', 'true')
  const sobre = page.getByRole('tabpanel')
  await expect(sobre.getByRole('heading', { name: CAMPANHA })).toBeVisible()
  // textoCliente split into bullets on '*'
  await expect(sobre.getByRole('listitem')).toHaveText([
    'Ganhe 1 ponto a cada R$ 1,00 em pedidos',
    'Troque seus pontos por pizzas, sobremesas e vinhos',
    'Pontos válidos por 12 meses',
    'Ganhe 50 pontos ao aderir',
  ])
  await expect(sobre.getByText(`${messages.pontosAdesao}: 50 pontos`)).toBeVisible()
  await expectAccessible(page)
  await tab(page, messages.fidelidadeHistorico).click()
  await expect(page.getByText(messages.semLancamentos)).toBeVisible()

  await tab(page, messages.fidelidadeSobre).click()
  await page.getByRole('button', { name: messages.participar }).click()
  await expect(
    page
      .getByRole('region', { name: messages.notificacoes })
      .getByText(messages.fidelidadeAderirSucesso(CAMPANHA)),
  ).toBeVisible()
  await expect(page.getByText(messages.voceParticipaCampanha)).toBeVisible()
  expect(await balance(page)).toBe(50)

  await tab(page, messages.fidelidadeHistorico).click()
  await expect(page).toHaveURL(/aba=historico/)
  const entry = page.getByRole('listitem').filter({ hasText: 'Adesão ao programa' })
  await expect(entry).toContainText(messages.lancamentoCredito)
  await expect(entry).toContainText('+50 pontos')
  await expectAccessible(page)
})

test('Ana’s ledger with debits and credits; the unavailable reward is refused without sending; a reward asked for shows in Resgates with its QR code', async ({
  page,
}) => {
  await logIn(page)
  await page.goto(`${TENANT}/fidelidade?aba=historico`)
  await expect(tab(page, messages.fidelidadeHistorico)).toHaveAttribute('aria-selected', 'true')
  const ledger = page.getByRole('tabpanel').getByRole('listitem')
  await expect(ledger.filter({ hasText: 'Estorno de resgate' })).toContainText('+250 pontos')
  await expect(ledger.filter({ hasText: 'Resgate de prêmio' }).first()).toContainText(
    messages.lancamentoDebito,
  )
  await expect(ledger.filter({ hasText: 'Pontos de conta' })).toContainText('+150 pontos')
  await expectAccessible(page)
  const before = await balance(page)

  await tab(page, messages.fidelidadeRecompensas).click()
  await expect(page).toHaveURL(/aba=recompensas/)
  await expectAccessible(page)
  const vinho = page.getByRole('article', { name: 'Garrafa de Vinho da Casa' })
  await expect(vinho.getByText(messages.indisponivel)).toBeVisible()
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })
  await waitForHydration(vinho.getByRole('button', { name: messages.resgatar }))
  await vinho.getByRole('button', { name: messages.resgatar }).click()
  await expect(vinho.getByRole('alert')).toHaveText(messages.premioIndisponivel)
  expect(posts).toEqual([])

  const tiramisu = page.getByRole('article', { name: 'Tiramisù' })
  await tiramisu.getByLabel(messages.labelQuantidade).fill('1')
  await tiramisu.getByLabel(messages.labelObservacaoResgate).fill('Com duas colheres')
  await tiramisu.getByRole('button', { name: messages.resgatar }).click()
  await expect(
    page
      .getByRole('region', { name: messages.notificacoes })
      .getByText(messages.resgateSolicitadoSucesso),
  ).toBeVisible()
  await expect(page).toHaveURL(/aba=resgates/)
  await expect(tab(page, messages.fidelidadeResgates)).toHaveAttribute('aria-selected', 'true')
  expect(await balance(page)).toBe(before - 100)
  const newest = page.getByRole('tabpanel').getByRole('article').first()
  await expect(newest).toHaveAccessibleName('Tiramisù')
  await expect(newest.getByText(messages.resgatePendente)).toBeVisible()
  await expect(newest.getByRole('img', { name: messages.codigoResgate })).toBeVisible()
  const chave = (await newest.getByText(/RSG-/).textContent()) ?? ''
  expect(chave).toMatch(/^RSG-801-[0-9A-F]{8}$/)
  // the seeded ones: cancelled and delivered
  await expect(page.getByRole('tabpanel').getByText(messages.resgateCancelado)).toBeVisible()
  await expect(page.getByRole('tabpanel').getByText(messages.resgateEntregue)).toBeVisible()
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  // axe needs script in the page: the same markup is checked with JavaScript above
  test.use({ javaScriptEnabled: false })

  test('every tab opens as a link; the unavailable reward is refused by the action; the QR codes are drawn by the server', async ({
    page,
  }) => {
    await logInWithoutScript(page)

    await page.goto(`${TENANT}/fidelidade`)
    await expect(page.getByRole('heading', { name: CAMPANHA })).toBeVisible()
    await tab(page, messages.fidelidadeHistorico).click()
    await expect(page).toHaveURL(/aba=historico/)
    await expect(page.getByText('Adesão ao programa')).toBeVisible()

    await tab(page, messages.fidelidadeRecompensas).click()
    await expect(page).toHaveURL(/aba=recompensas/)
    const vinho = page.getByRole('article', { name: 'Garrafa de Vinho da Casa' })
    await vinho.getByRole('button', { name: messages.resgatar }).click()
    await expect(
      page
        .getByRole('article', { name: 'Garrafa de Vinho da Casa' })
        .getByRole('alert')
        .filter({ hasText: messages.premioIndisponivel }),
    ).toBeVisible()

    await tab(page, messages.fidelidadeResgates).click()
    await expect(page).toHaveURL(/aba=resgates/)
    await expect(page.getByRole('img', { name: messages.codigoResgate }).first()).toBeVisible()
    await expect(page.getByRole('article', { name: 'Garrafa de Vinho da Casa' })).toHaveCount(0)
  })
})
