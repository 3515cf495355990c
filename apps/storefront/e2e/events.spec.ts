import { expect, test, type Page } from '@playwright/test'
import { formatMoney, messages } from '@prato/domain'
import {
  clearFaults,
  expectAccessible,
  injectFault,
  logIn,
  logInWithoutScript,
  waitForHydration,
} from './support'

// Issue 21, events (001 §2 eventos, eventos/carrinho, eventos/{id}/status; §4, §5 Event wizard; §8; §9 "Event
// total = cardápio price per person × people + space price; extras are priced per person"; 002 §3 "Event booking
// placeholder"), against the built app and the sandbox's seed: Bella Napoli takes event reservations (spaces
// Salão Principal 80 p. R$ 1.500,00, Varanda Gourmet 30 p. R$ 800,00, Adega 12 p. R$ 400,00; Jantar Italiano
// R$ 129,90 per person with Harmonização com vinhos R$ 35,00 per person), Sushi Kento does not; every space is
// booked 14 days from now (seed/eventos.ts).

const TENANT = '/bella-napoli'
const WIZARD = `${TENANT}/eventos/carrinho`

test.describe.configure({ timeout: 120_000 })

/** A local date `days` from now, as the date field takes it. Each journey books its own day: a space is once a day. */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d)
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const total = (page: Page) => page.getByText(messages.totalDaReserva).locator('..')

/** The current step of a stepper, as a screen reader hears it (aria-current="step"). */
const currentStep = (page: Page, label: string) =>
  page.getByRole('list', { name: label }).locator('[aria-current="step"]')

test('the top menu offers Eventos where the restaurant takes them; the events page shows spaces, menus and Montar', async ({
  page,
}) => {
  await page.goto(TENANT)
  await page
    .getByRole('navigation')
    .getByRole('link', { name: messages.eventos, exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}/eventos$`))
  await expect(page.getByRole('heading', { name: messages.eventos, level: 1 })).toBeVisible()
  const spaces = page.getByRole('region', { name: messages.eventosEspacos })
  await expect(spaces.getByRole('heading', { name: 'Varanda Gourmet' })).toBeVisible()
  await expect(spaces.getByText(messages.eventoCapacidade(30))).toBeVisible()
  const menus = page.getByRole('region', { name: messages.eventosOpcoesCardapio })
  await expect(menus.getByRole('heading', { name: 'Jantar Italiano' })).toBeVisible()
  await expect(menus.getByText(messages.porPessoa).first()).toBeVisible()
  await expectAccessible(page)

  // anonymous: 'Montar' opens the wizard, which asks for a login first (001 §5)
  await page.getByRole('link', { name: messages.montar }).click()
  await expect(page.getByText(messages.autenticarAntes)).toBeVisible()
  await expectAccessible(page)

  // a restaurant without event reservations: no 'Eventos', and no events page
  await page.goto('/burger-hub')
  await expect(page.getByRole('link', { name: messages.eventos, exact: true })).toHaveCount(0)
  expect((await page.request.get('/burger-hub/eventos')).status()).toBe(404)
})

test('an event is reserved through the three steps with the exact total, and its status page shows APROVAÇÃO', async ({
  page,
}) => {
  await logIn(page)
  await page.goto(WIZARD)
  await expect(stepHeading(page, messages.eventoPassoDataEspaco)).toBeVisible()
  await expectAccessible(page)
  const next = page.getByRole('button', { name: messages.proxima })
  await waitForHydration(next)

  // step 0: each message of the step, then the spaces free on the date typed
  await next.click()
  await expect(page.getByText(messages.informeData)).toBeVisible()
  await expect(page.getByText(messages.informeAmbiente)).toBeVisible()
  await expectAccessible(page)
  const date = page.getByLabel(messages.dataDoEvento)
  await date.fill(dayFromNow(14))
  await expect(page.getByText(messages.nenhumEspacoLivre)).toBeVisible()
  await date.fill(dayFromNow(60))
  const spaces = page.getByRole('group', { name: messages.espacosLivres })
  await expect(spaces.getByRole('radio')).toHaveCount(3)
  await spaces.getByRole('radio', { name: /Varanda Gourmet/ }).check()
  await next.click()

  // step 1: the event type, then its menus and their per-person extras
  await expect(stepHeading(page, messages.eventoPassoCardapio)).toBeVisible()
  await expect(page).toHaveURL(/passo=1/)
  await page.getByRole('button', { name: messages.proxima }).click()
  await expect(page.getByText(messages.informeTipoEvento)).toBeVisible()
  await expect(page.getByText(messages.informeCardapio)).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel(messages.tipoDeEvento).selectOption({ label: 'Aniversário' })
  const menus = page.getByRole('group', { name: messages.cardapiosDoTipo })
  await expect(menus.getByRole('radio', { name: /Jantar Italiano/ })).toBeVisible()
  await menus.getByRole('radio', { name: /Jantar Italiano/ }).check()
  const extras = page.getByRole('group', { name: messages.adicionaisPorPessoa('Jantar Italiano') })
  await extras.getByRole('checkbox', { name: /Harmonização com vinhos/ }).check()
  // only the chosen menu's extras are offered
  await expect(
    page.getByRole('group', { name: messages.adicionaisPorPessoa('Rodízio de Pizzas') }),
  ).toHaveCount(0)
  await page.getByRole('button', { name: messages.proxima }).click()

  // step 2: the total follows the people, clamped to the space's capacity (30)
  await expect(stepHeading(page, messages.eventoPassoInformacoesFinais)).toBeVisible()
  const people = page.getByRole('spinbutton', { name: messages.quantidadeDePessoas })
  await waitForHydration(people)
  // R$ 129,90 + R$ 35,00 per person, + R$ 800,00 for the space
  await expect(total(page)).toContainText(formatMoney(12990 + 3500 + 80000))
  await people.fill('99')
  await people.blur()
  await expect(people).toHaveValue('30')
  await people.fill('25')
  await people.blur()
  await expect(total(page)).toContainText(formatMoney((12990 + 3500) * 25 + 80000))
  await page.getByLabel(messages.labelObservacao).fill('Bolo sem glúten, por favor.')
  await expectAccessible(page)

  // Voltar keeps what the step holds, and the draft survives a reload
  await page.getByRole('button', { name: messages.voltar }).click()
  await expect(stepHeading(page, messages.eventoPassoCardapio)).toBeVisible()
  await page.reload()
  await expect(
    page
      .getByRole('group', { name: messages.cardapiosDoTipo })
      .getByRole('radio', { name: /Jantar Italiano/ }),
  ).toBeChecked()
  await expect(
    page
      .getByRole('group', { name: messages.adicionaisPorPessoa('Jantar Italiano') })
      .getByRole('checkbox', { name: /Harmonização com vinhos/ }),
  ).toBeChecked()
  await page.getByRole('button', { name: messages.proxima }).click()
  await expect(page.getByRole('spinbutton', { name: messages.quantidadeDePessoas })).toHaveValue(
    '25',
  )
  await expect(page.getByLabel(messages.labelObservacao)).toHaveValue('Bolo sem glúten, por favor.')
  await expect(total(page)).toContainText(formatMoney((12990 + 3500) * 25 + 80000))

  await page.getByRole('button', { name: messages.solicitarReserva }).click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}/eventos/\\d+/status$`))
  await expect(page.getByText(messages.reservaEventoSucesso)).toBeVisible()
  await expect(currentStep(page, messages.statusDaReserva)).toContainText(
    messages.eventoStatusAprovacao,
  )
  const details = page.getByRole('region', { name: messages.statusDaReserva })
  await expect(details.getByText('Varanda Gourmet')).toBeVisible()
  await expect(details.getByText(messages.reservaAguardandoAprovacao)).toBeVisible()
  await expect(details.getByText(formatMoney((12990 + 3500) * 25 + 80000))).toBeVisible()
  await expectAccessible(page)

  // the draft was used up: the wizard starts again
  await page.goto(`${WIZARD}?passo=2`)
  await expect(stepHeading(page, messages.eventoPassoDataEspaco)).toBeVisible()
})

test('the reservation list appears after its skeleton', async ({ page, request }) => {
  await logIn(page)
  try {
    // the list answers slowly once, past the page's head start: the skeleton shows first
    await injectFault(request, {
      pathPattern: '/v2/eventos/acomp/minhas-reservas',
      method: 'GET',
      latencyMs: 1000,
      times: 1,
    })
    // the document is still streaming while the skeleton shows: wait for its first bytes, not its end
    await page.goto(`${TENANT}/eventos/reservas`, { waitUntil: 'commit' })
    await expect(page.getByRole('list', { name: messages.carregandoReservas })).toBeVisible()
    await expect(page.getByRole('heading', { name: messages.reservaNumero(1) })).toBeVisible()
    await expect(page.getByRole('list', { name: messages.carregandoReservas })).toHaveCount(0)
  } finally {
    await clearFaults(request)
  }
  for (const status of [
    messages.reservaAguardandoAprovacao,
    messages.reservaAberta,
    messages.reservaFinalizada,
    messages.reservaCancelada,
  ])
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  // each links to its status page; a cancelled reservation is off the stepper
  await page
    .getByRole('link', { name: `${messages.verStatusDaReserva} ${messages.reservaNumero(4)}` })
    .click()
  await expect(page.getByText(messages.reservaCanceladaAviso)).toBeVisible()
  await expectAccessible(page)
})

test('another diner’s reservation is a 404', async ({ page }) => {
  await logIn(page)
  // reservation 5 is Carla's (seed/eventos.ts)
  expect((await page.request.get(`${TENANT}/eventos/5/status`)).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the wizard works as plain form posts, and the list is in the page', async ({ page }) => {
    await logInWithoutScript(page)

    await page.goto(WIZARD)
    await page.getByLabel(messages.dataDoEvento).fill(dayFromNow(61))
    await page.getByRole('button', { name: messages.verEspacosLivres }).click()
    await page
      .getByRole('group', { name: messages.espacosLivres })
      .getByRole('radio', { name: /Adega/ })
      .check()
    await page.getByRole('button', { name: messages.proxima }).click()

    await expect(stepHeading(page, messages.eventoPassoCardapio)).toBeVisible()
    await page.getByLabel(messages.tipoDeEvento).selectOption({ label: 'Corporativo' })
    await page.getByRole('button', { name: messages.verCardapiosDoTipo }).click()
    await page
      .getByRole('group', { name: messages.cardapiosDoTipo })
      .getByRole('radio', { name: /Coquetel/ })
      .check()
    await page
      .getByRole('group', { name: messages.adicionaisPorPessoa('Coquetel') })
      .getByRole('checkbox', { name: /Open bar de drinks/ })
      .check()
    // an extra of a menu not chosen is not kept
    await page
      .getByRole('group', { name: messages.adicionaisPorPessoa('Jantar Italiano') })
      .getByRole('checkbox', { name: /Bolo personalizado/ })
      .check()
    await page.getByRole('button', { name: messages.proxima }).click()

    await expect(stepHeading(page, messages.eventoPassoInformacoesFinais)).toBeVisible()
    await expect(page.getByText('Coquetel + Open bar de drinks', { exact: true })).toBeVisible()
    const people = page.getByRole('spinbutton', { name: messages.quantidadeDePessoas })
    await people.fill('')
    await page.getByRole('button', { name: messages.solicitarReserva }).click()
    await expect(page.getByText(messages.informeQuantidadePessoas)).toBeVisible()
    // Coquetel R$ 89,90 + Open bar R$ 45,00 per person, × 10, + Adega R$ 400,00
    await page.getByRole('spinbutton', { name: messages.quantidadeDePessoas }).fill('10')
    await page.getByRole('button', { name: messages.calcularTotal }).click()
    await expect(total(page)).toContainText(formatMoney((8990 + 4500) * 10 + 40000))
    await page.getByRole('button', { name: messages.solicitarReserva }).click()

    await expect(page).toHaveURL(new RegExp(`${TENANT}/eventos/\\d+/status$`))
    await expect(currentStep(page, messages.statusDaReserva)).toContainText(
      messages.eventoStatusAprovacao,
    )
    await expect(page.getByText(formatMoney((8990 + 4500) * 10 + 40000))).toBeVisible()

    await page.getByRole('link', { name: messages.minhasReservasDeEventos }).click()
    await expect(page.getByRole('heading', { name: messages.reservaNumero(1) })).toBeVisible()
  })
})
