import { expect, test, type Page } from '@playwright/test'
import { formatMoney, messages } from '@prato/domain'
import { expectAccessible, logInWithoutScript, SANDBOX, waitForHydration } from './support'

// Table reservation (002 §2 /{site}/reserva and /{site}/minhas-reservas, §4, §5; issue 22): DATA with only the
// available days, the login it asks for, RESUMO's time and people steppers with the day's charge, RESERVA with its
// PIX paid through the sandbox; the same booking without JavaScript; axe on each step.

const TENANT = '/bella-napoli'

// axe takes a few seconds a page on a busy machine
test.describe.configure({ timeout: 120_000 })

type SandboxReservation = { id: number; pagamentoId: number | null; flgStatusPagamento: string }

/** The enabled days of the calendar, by their DD/MM/YYYY names, with their weekday (0 Sunday). */
async function enabledDays(page: Page): Promise<Array<{ label: string; weekday: number }>> {
  const labels = await page
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios
        .filter((r) => !(r as HTMLInputElement).disabled)
        .map((r) => r.getAttribute('aria-label') ?? ''),
    )
  return labels.map((text) => {
    const label = /\d{2}\/\d{2}\/\d{4}/.exec(text)?.[0] ?? ''
    const [d, m, y] = label.split('/').map(Number) as [number, number, number]
    return { label, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() }
  })
}

/** A weekday charged per person (Saturdays are flat and Sundays free at Bella Napoli: the sandbox's seed). */
async function perPersonDay(page: Page): Promise<string> {
  const day = (await enabledDays(page)).find((d) => d.weekday >= 1 && d.weekday <= 5)
  expect(day, 'a weekday to book').toBeTruthy()
  return day!.label
}

async function payInSandbox(page: Page): Promise<number> {
  const list = (await (
    await page.request.get(`${SANDBOX}/__sandbox/reservations?empresa=bella-napoli`)
  ).json()) as SandboxReservation[]
  const awaiting = list.find((r) => r.flgStatusPagamento === 'A' && r.pagamentoId)
  expect(awaiting, 'a reservation awaiting its PIX').toBeTruthy()
  const paid = await page.request.post(`${SANDBOX}/__sandbox/payments/${awaiting!.pagamentoId}/pay`)
  expect(paid.ok()).toBe(true)
  return awaiting!.id
}

const stepValue = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).locator('output')

test('logged out, AVANÇAR opens login; then a per-person reservation is booked and paid by PIX', async ({
  page,
}) => {
  await page.goto(TENANT)
  await page.getByRole('link', { name: messages.botaoReserva, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}/reserva$`))
  await expect(page.getByRole('alert').filter({ hasText: messages.fazerLoginAntes })).toBeVisible()
  await expect(page.getByRole('link', { name: messages.fazerLogin })).toBeVisible()
  // only the days with availability can be chosen: Mondays are closed
  const days = await enabledDays(page)
  expect(days.length).toBeGreaterThan(10)
  expect(days.some((d) => d.weekday === 1)).toBe(false)
  const avancar = page.getByRole('button', { name: messages.avancar })
  await waitForHydration(avancar)
  await expect(avancar).toBeDisabled()
  await expectAccessible(page)

  const day = await perPersonDay(page)
  await page.getByRole('radio', { name: day }).check({ force: true })
  await expect(avancar).toBeEnabled()
  await avancar.click()
  const login = page.getByRole('dialog', { name: messages.fazerLoginTitulo })
  await expect(login).toBeVisible()
  await waitForHydration(login.getByRole('button', { name: messages.entrar, exact: true }))
  await login.getByLabel(messages.labelEmail).fill('ana@prato.dev')
  await login.getByLabel(messages.labelSenha, { exact: true }).fill('prato123')
  await login.getByRole('button', { name: messages.entrar, exact: true }).click()

  // back on the reservation, at RESUMO with the chosen day
  await expect(page).toHaveURL(new RegExp(`${TENANT}/reserva$`))
  await expect(page.getByRole('heading', { name: `${messages.labelDia}: ${day}` })).toBeVisible()
  await expect(
    page.getByText(`${formatMoney(1000)} ${messages.porPessoa}`, { exact: true }),
  ).toBeVisible()
  await expect(stepValue(page, messages.labelHorario)).toHaveText('12:00')
  await expect(stepValue(page, messages.labelPessoas)).toHaveText('0')
  const solicitar = page.getByRole('button', { name: messages.solicitarReservaMaiusculo })
  await waitForHydration(solicitar)
  await expect(solicitar).toBeDisabled()
  await expect(page.getByRole('button', { name: messages.menosPessoas })).toBeDisabled()
  await expectAccessible(page)

  await page.getByRole('button', { name: messages.horarioMaisCedo }).click()
  await expect(stepValue(page, messages.labelHorario)).toHaveText('11:30')
  for (let i = 0; i < 3; i++)
    await page.getByRole('button', { name: messages.horarioMaisTarde }).click()
  await expect(stepValue(page, messages.labelHorario)).toHaveText('13:00')
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: messages.maisPessoas }).click()
  await expect(stepValue(page, messages.labelPessoas)).toHaveText('3')
  await expect(page.getByText(`${messages.total}: ${formatMoney(3000)}`)).toBeVisible()
  await page.getByLabel(messages.labelObservacao).fill('Mesa perto da janela')
  await solicitar.click()

  // RESERVA: awaiting its PIX
  await expect(page).toHaveURL(new RegExp(`${TENANT}/reserva\\?id=\\d+$`))
  const reserva = page.getByRole('article')
  await expect(reserva.getByText(messages.aguardandoPagamento)).toBeVisible()
  await expect(reserva.getByText('13:00')).toBeVisible()
  await expect(reserva.getByText(formatMoney(3000))).toBeVisible()
  await expect(reserva.getByText(messages.reservaPrazoPagamento)).toBeVisible()
  await expect(reserva.getByText(messages.pixProcessamento)).toBeVisible()
  await expect(reserva.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
  await expect(reserva.getByRole('button', { name: messages.copiarCodigo })).toBeVisible()
  await expectAccessible(page)

  const id = await payInSandbox(page)
  expect(page.url()).toContain(`id=${id}`)
  // the page reads the reservation again every 4 s while the PIX is awaited
  await expect(reserva.getByText(messages.pago, { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(reserva.getByRole('img', { name: messages.qrCodePix })).toHaveCount(0)

  await page.getByRole('link', { name: messages.reservas, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${TENANT}/minhas-reservas$`))
  const card = page.getByRole('article', { name: messages.reservaNumero(id) })
  await expect(card.getByText(messages.pago, { exact: true })).toBeVisible()
  await expect(card.getByText('Mesa perto da janela')).toBeVisible()
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  // axe needs script in the page: the same markup is checked with JavaScript above
  test.use({ javaScriptEnabled: false })

  test('books through plain form posts: the steppers post, each charge type reads right, and the paid reservation reads Pago', async ({
    page,
  }) => {
    await logInWithoutScript(page)

    await page.goto(`${TENANT}/reserva`)
    // AVANÇAR without a day: the action says so
    await page.getByRole('button', { name: messages.avancar }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: messages.informeDiaReserva }),
    ).toBeVisible()

    // a Sunday is free, a Saturday a flat charge
    const days = await enabledDays(page)
    const sunday = days.find((d) => d.weekday === 0)!
    await page.getByRole('radio', { name: sunday.label }).check({ force: true })
    await page.getByRole('button', { name: messages.avancar }).click()
    await expect(page.getByText(messages.semCobranca)).toBeVisible()
    await expect(page.getByText(messages.aguardandoPagamento)).toHaveCount(0)
    await page.getByRole('button', { name: messages.trocarDia }).click()
    const saturday = days.find((d) => d.weekday === 6)!
    await page.getByRole('radio', { name: saturday.label }).check({ force: true })
    await page.getByRole('button', { name: messages.avancar }).click()
    await expect(page.getByText(`${messages.cobrancaFixa}: ${formatMoney(5000)}`)).toBeVisible()
    await page.getByRole('button', { name: messages.trocarDia }).click()

    const day = await perPersonDay(page)
    await page.getByRole('radio', { name: day }).check({ force: true })
    await page.getByRole('button', { name: messages.avancar }).click()
    await expect(page.getByRole('heading', { name: `${messages.labelDia}: ${day}` })).toBeVisible()
    await expect(
      page.getByRole('button', { name: messages.solicitarReservaMaiusculo }),
    ).toBeDisabled()
    await page.getByRole('button', { name: messages.horarioMaisTarde }).click()
    await expect(stepValue(page, messages.labelHorario)).toHaveText('12:30')
    await page.getByRole('button', { name: messages.maisPessoas }).click()
    await page.getByRole('button', { name: messages.maisPessoas }).click()
    await expect(stepValue(page, messages.labelPessoas)).toHaveText('2')
    await expect(page.getByText(`${messages.total}: ${formatMoney(2000)}`)).toBeVisible()
    await page.getByRole('button', { name: messages.solicitarReservaMaiusculo }).click()

    await expect(page).toHaveURL(new RegExp(`${TENANT}/reserva\\?id=\\d+$`))
    await expect(page.getByText(messages.aguardandoPagamento)).toBeVisible()
    await expect(page.getByRole('img', { name: messages.qrCodePix })).toBeVisible()
    await expect(page.getByLabel(messages.codigoPixCopiaECola)).toHaveValue(/^000201/)
    await payInSandbox(page)
    await page.reload()
    await expect(page.getByText(messages.pago, { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: messages.qrCodePix })).toHaveCount(0)

    await page.goto(`${TENANT}/minhas-reservas`)
    await expect(page.getByRole('heading', { name: messages.reservas, level: 1 })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
