import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_CITY_ID, matchesText, messages } from '@prato/domain'
import { addFault, cardNames, clearFaults, sandboxRestaurants, sandboxSpecialty } from './support'

test.use({ javaScriptEnabled: false })

/** The company type's toggle: a radio (drawn as a button) in its named group. */
function typeToggle(page: Page, name: string) {
  return page
    .getByRole('group', { name: messages.tipoEstabelecimento })
    .getByRole('radio', { name, exact: true })
}

test('without JavaScript the filters still work: a GET form and the Filtrar button', async ({
  page,
  request,
}) => {
  const delivery = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 2 })
  const menu = await sandboxRestaurants(request, { cidadeId: DEFAULT_CITY_ID, tipoEmpresa: 1 })
  const acai = await sandboxSpecialty(request, 'Açaí')
  const acaiDelivery = await sandboxRestaurants(request, {
    cidadeId: DEFAULT_CITY_ID,
    tipoEmpresa: 2,
    especialidadeId: acai,
  })

  await page.goto('/')
  expect(await cardNames(page)).toEqual(delivery.map((r) => r.nome))
  await expect(page.getByText(messages.descricaoTipoDelivery, { exact: true })).toBeVisible()
  const filtrar = page.getByRole('button', { name: messages.filtrar })

  await typeToggle(page, messages.menu).click()
  await filtrar.click()
  await expect(page).toHaveURL(/tipoEmpresa=1/)
  await expect(page.getByText(messages.descricaoTipoMenu, { exact: true })).toBeVisible()
  expect(await cardNames(page)).toEqual(menu.map((r) => r.nome))

  await typeToggle(page, messages.delivery).click()
  await page.getByLabel(messages.especialidade).selectOption({ label: 'Açaí' })
  await page.getByRole('searchbox', { name: messages.busquePorNome }).fill('ACAI')
  await page.getByRole('button', { name: messages.filtrar }).click()
  await expect(page).toHaveURL(new RegExp(`especialidadeId=${acai}`))
  expect(await cardNames(page)).toEqual(
    acaiDelivery.filter((r) => matchesText(r.nome, 'acai')).map((r) => r.nome),
  )
})

test('without JavaScript the contact form posts to its action and answers with the success alert', async ({
  page,
}) => {
  await page.goto('/prato/seja-nosso-parceiro')
  await page.getByLabel(messages.labelNome).fill('João Lima')
  await page.getByLabel(messages.labelEmail).fill('joao@restaurante.com.br')
  await page.getByLabel(messages.labelCelular).fill('(62) 9 9123-4567')
  await page.getByLabel(messages.labelMensagem).fill('Gostaria de uma proposta.')
  await page.getByRole('button', { name: messages.enviar }).click()
  await expect(page.getByRole('alert')).toHaveText(messages.contatoSucesso)
  await expect(page.getByLabel(messages.labelNome)).toHaveValue('')
})

test('without JavaScript a failed send answers with the error toast in the page and keeps what was typed', async ({
  page,
  request,
}) => {
  await addFault(request, {
    pathPattern: '/v1/api/dadoswgsite/contato-parceiro',
    method: 'POST',
    status: 500,
  })
  try {
    await page.goto('/prato/seja-nosso-parceiro')
    await page.getByLabel(messages.labelNome).fill('João Lima')
    await page.getByLabel(messages.labelEmail).fill('joao@restaurante.com.br')
    await page.getByLabel(messages.labelCelular).fill('(62) 9 9123-4567')
    await page.getByLabel(messages.labelMensagem).fill('Gostaria de uma proposta.')
    await page.getByRole('button', { name: messages.enviar }).click()
    await expect(page.getByRole('alert')).toHaveText(messages.contatoFalhou)
    await expect(page.getByLabel(messages.labelNome)).toHaveValue('João Lima')
    await expect(page.getByLabel(messages.labelCelular)).toHaveValue('(62) 9 9123-4567')
  } finally {
    await clearFaults(request)
  }
})
