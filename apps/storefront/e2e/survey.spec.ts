import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { clearFaults, injectFault, logIn, waitForHydration } from './support'

// The satisfaction survey 'Avaliação' (001 §2 dialogs, §3 Survey, §4 "one question at a time; buttons Voltar,
// Próxima, and Salvar on the last; resets to the first question on close", §5, §7, §8), against the built app and
// the sandbox's Bella Napoli survey: two scales (type 1), 'Você teve algum problema com o seu pedido?' (type 5:
// Sim reveals 'Qual ?') and a last choice (type 2).

const TENANT = '/bella-napoli'
const QUESTIONS = [
  'Como você avalia a qualidade da comida?',
  'Como você avalia o tempo de entrega?',
  'Você teve algum problema com o seu pedido?',
  'Você recomendaria a Bella Napoli a um amigo?',
]

test.describe.configure({ timeout: 90_000 })

function surveyDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: messages.avaliacao, exact: true })
}

async function expectQuestion(where: Locator, index: number) {
  await expect(where.getByText(messages.perguntaDeTotal(index + 1, QUESTIONS.length))).toBeVisible()
  await expect(where.getByRole('group', { name: QUESTIONS[index] })).toBeVisible()
}

async function axeClean(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

test('the survey from the landing page: one question at a time, its refusal, Voltar, “Qual ?” on Sim, then Salvar', async ({
  page,
}) => {
  await page.goto(TENANT)
  const link = page.getByRole('link', { name: messages.responderPesquisa })
  await waitForHydration(link)
  await link.click()
  const dialog = surveyDialog(page)
  await expectQuestion(dialog, 0)
  await axeClean(page, '[role="dialog"]')
  // the first question has nothing before it
  await expect(dialog.getByRole('button', { name: messages.voltar })).toBeDisabled()

  // 001 §5: "next/save disabled until answered ('Você precisa selecionar uma resposta antes de avançar.')"
  const next = dialog.getByRole('button', { name: messages.proxima })
  await waitForHydration(next)
  await next.click()
  await expect(dialog.getByText(messages.selecioneResposta)).toBeVisible()
  await expectQuestion(dialog, 0)
  await axeClean(page, '[role="dialog"]')

  await dialog.getByRole('radio', { name: 'Excelente' }).check()
  await next.click()
  await expectQuestion(dialog, 1)
  // Voltar: the first question again, with its answer kept
  await dialog.getByRole('link', { name: messages.voltar }).click()
  await expectQuestion(dialog, 0)
  await expect(dialog.getByRole('radio', { name: 'Excelente' })).toBeChecked()
  await dialog.getByRole('button', { name: messages.proxima }).click()
  await expectQuestion(dialog, 1)
  await dialog.getByRole('radio', { name: 'Bom' }).check()
  await dialog.getByRole('button', { name: messages.proxima }).click()

  // type 5: 'Qual ?' only once Sim is chosen
  await expectQuestion(dialog, 2)
  const qual = dialog.getByLabel(messages.labelQual)
  await expect(qual).toBeHidden()
  await dialog.getByRole('radio', { name: messages.nao }).check()
  await expect(qual).toBeHidden()
  await dialog.getByRole('radio', { name: messages.sim }).check()
  await expect(qual).toBeVisible()
  await qual.fill('A pizza chegou fria')
  await axeClean(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: messages.proxima }).click()

  // the last question: Salvar, which refuses too, and the optional fields
  await expectQuestion(dialog, 3)
  await expect(dialog.getByRole('button', { name: messages.proxima })).toHaveCount(0)
  const save = dialog.getByRole('button', { name: messages.salvar, exact: true })
  await save.click()
  await expect(dialog.getByText(messages.selecioneResposta)).toBeVisible()
  await dialog.getByRole('radio', { name: 'Talvez' }).check()
  await dialog.getByLabel(messages.labelObservacao).fill('Voltarei com a família')
  await dialog.getByLabel(messages.labelNome).fill('Ana')
  await dialog.getByLabel(messages.labelTelefone).pressSequentially('62999990001')
  await expect(dialog.getByLabel(messages.labelTelefone)).toHaveValue('(62) 9 9999-0001')
  await dialog.getByLabel(messages.labelEmail).fill('ana@prato.dev')
  await axeClean(page, '[role="dialog"]')
  await save.click()

  await expect(page.getByText(messages.operacaoSucessoExclamacao, { exact: true })).toBeVisible()
  await expect(surveyDialog(page)).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(TENANT)

  // opened again: the first question, nothing chosen
  await page.getByRole('link', { name: messages.responderPesquisa }).click()
  await expectQuestion(surveyDialog(page), 0)
  await expect(surveyDialog(page).getByRole('radio', { checked: true })).toHaveCount(0)
})

test('closed half-way, the survey opens again at the first question with nothing kept', async ({
  page,
}) => {
  await page.goto(`${TENANT}?dialog=pesquisa`)
  const dialog = surveyDialog(page)
  const next = dialog.getByRole('button', { name: messages.proxima })
  await waitForHydration(next)
  await dialog.getByRole('radio', { name: 'Ruim' }).check()
  await next.click()
  await expectQuestion(dialog, 1)
  await page.keyboard.press('Escape')
  await expect(surveyDialog(page)).toHaveCount(0)
  await page.getByRole('link', { name: messages.responderPesquisa }).click()
  await expectQuestion(surveyDialog(page), 0)
  await expect(surveyDialog(page).getByRole('radio', { checked: true })).toHaveCount(0)
  // and a step asked for by address is never past the first unanswered question
  await page.goto(`${TENANT}?dialog=pesquisa&passo=4`)
  await expectQuestion(surveyDialog(page), 0)
})

test('a failed save says so and keeps the answers', async ({ page, request }) => {
  await page.goto(`${TENANT}/pesquisa`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: messages.avaliacao, level: 1 })).toBeVisible()
  for (const [index, answer] of ['Bom', 'Regular', messages.nao].entries()) {
    // each answer waits for its question on the screen: the questions share their options' names
    await expectQuestion(main, index)
    const next = main.getByRole('button', { name: messages.proxima })
    await waitForHydration(next)
    await main.getByRole('radio', { name: answer }).check()
    await next.click()
  }
  await expectQuestion(main, 3)
  await main.getByRole('radio', { name: messages.sim }).check()
  await injectFault(request, {
    pathPattern: '/v1/feedback/',
    method: 'POST',
    status: 500,
    times: 1,
  })
  try {
    await main.getByRole('button', { name: messages.salvar, exact: true }).click()
    await expect(main.getByRole('alert')).toHaveText(messages.operacaoFalhouPesquisa)
  } finally {
    await clearFaults(request)
  }
  await expect(main.getByRole('radio', { name: messages.sim })).toBeChecked()
  await main.getByRole('button', { name: messages.salvar, exact: true }).click()
  await expect(page.getByText(messages.operacaoSucessoExclamacao, { exact: true })).toBeVisible()
})

test("a finished order's tracking offers the survey", async ({ page }) => {
  await logIn(page)
  // the demo diner's order 9001 is FINALIZADO (the sandbox's seed)
  await page.goto(`${TENANT}/acompanhamento/9001`)
  const link = page.getByRole('link', { name: messages.responderPesquisa })
  await waitForHydration(link)
  await link.click()
  await expectQuestion(surveyDialog(page), 0)
  expect(new URL(page.url()).pathname).toBe(`${TENANT}/acompanhamento/9001`)
  // a restaurant without a survey offers none
  await page.goto('/sushi-kento')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: messages.responderPesquisa })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each question is a page step, the answers kept on the server, to the saved survey', async ({
    page,
  }) => {
    await page.goto(TENANT)
    await page.getByRole('link', { name: messages.responderPesquisa }).click()
    let where = surveyDialog(page)
    await expectQuestion(where, 0)
    // the refusal, answered by the survey's own page
    await where.getByRole('button', { name: messages.proxima }).click()
    where = page.getByRole('main')
    await expect(where.getByText(messages.selecioneResposta)).toBeVisible()
    await expectQuestion(where, 0)
    await where.getByRole('radio', { name: 'Excelente' }).check()
    await where.getByRole('button', { name: messages.proxima }).click()
    await expectQuestion(where, 1)
    await where.getByRole('radio', { name: 'Excelente' }).check()
    await where.getByRole('button', { name: messages.proxima }).click()
    // type 5 without scripts: 'Qual ?' is there from the start (kept only with Sim)
    await expectQuestion(where, 2)
    await where.getByRole('radio', { name: messages.sim }).check()
    await where.getByLabel(messages.labelQual).fill('Faltou o guardanapo')
    await where.getByRole('button', { name: messages.proxima }).click()
    await expectQuestion(where, 3)
    // Voltar is a link to the step before, with its answer
    await where.getByRole('link', { name: messages.voltar }).click()
    await expectQuestion(where, 2)
    await expect(where.getByRole('radio', { name: messages.sim })).toBeChecked()
    await expect(where.getByLabel(messages.labelQual)).toHaveValue('Faltou o guardanapo')
    await where.getByRole('button', { name: messages.proxima }).click()
    await where.getByRole('radio', { name: 'Talvez' }).check()
    await where.getByLabel(messages.labelNome).fill('Ana Sem Script')
    await where.getByRole('button', { name: messages.salvar, exact: true }).click()
    await expect(page.getByText(messages.operacaoSucessoExclamacao, { exact: true })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(TENANT)
  })
})
