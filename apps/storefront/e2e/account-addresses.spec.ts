import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { clearFaults, injectFault, waitForHydration } from './support'

// Journeys of 000 §4 "Address selection and saving" and §5 "Address", each with a fresh diner (no addresses)
// at Bella Napoli, which delivers in central Goiânia but not to Parque Amazônia.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:4110'
const TENANT = '/bella-napoli'
const SENHA = 'segredo123'

async function newDiner(page: Page, request: APIRequestContext) {
  const email = `enderecos.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prato.dev`
  const telefone = `559${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`
  const created = await request.post(`${SANDBOX}/api/usuarios`, {
    data: { nome: 'Davi Moreira', telefone, email, senha: SENHA },
  })
  expect(created.ok()).toBe(true)
  await page.goto(`${TENANT}/conta/entrar`)
  await page.getByLabel(messages.labelEmail).fill(email)
  await page.getByLabel(messages.labelSenha, { exact: true }).fill(SENHA)
  await page.getByRole('button', { name: messages.entrar, exact: true }).click()
  await expect(page.getByText(messages.saudacao('Davi'))).toBeVisible()
}

async function ready(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title })
  await waitForHydration(found.getByRole('heading', { name: title }))
  return found
}

/** Opens Pesquisar endereço (a deep link) and waits until the dialog is ready. */
async function openSearch(page: Page) {
  await page.goto(`${TENANT}?dialog=pesquisar-endereco`)
  return ready(page, messages.pesquisarEndereco)
}

/** From the address list: Novo endereço → CEP → Usar este endereço → número and name → Salvar. */
async function addByCep(page: Page, cep: string, nome: string, numero: string) {
  const lista = await ready(page, messages.enderecoParaEntrega)
  await lista.getByRole('link', { name: messages.novoEndereco }).click()
  const pesquisa = await ready(page, messages.pesquisarEndereco)
  await pesquisa.getByLabel(messages.labelCep).fill(cep)
  await pesquisa.getByRole('button', { name: messages.buscarCep }).click()
  await pesquisa.getByRole('link', { name: messages.usarEndereco }).click()
  const form = await ready(page, messages.enderecoTitulo)
  await form.getByLabel(messages.labelNomeEndereco).fill(nome)
  await form.getByLabel(messages.labelNumero).fill(numero)
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(
    page.getByRole('dialog', { name: messages.enderecoParaEntrega }).getByText(nome),
  ).toBeVisible()
}

test('adds an address by CEP and one by map search, then makes one the main address (000 §4)', async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  await page.goto(`${TENANT}?dialog=enderecos`)
  await addByCep(page, '74015-010', 'Casa do centro', '100')
  const lista = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  await expect(lista.getByText('Avenida Goiás, 100')).toBeVisible()

  // by free text through the maps service, submitted with the Pesquisar button; picking fills street, number,
  // neighbourhood, city and state
  await lista.getByRole('link', { name: messages.novoEndereco }).click()
  const pesquisa = await ready(page, messages.pesquisarEndereco)
  await pesquisa.getByRole('combobox', { name: messages.pesquisarEndereco }).fill('Rua 10')
  await pesquisa.getByRole('button', { name: messages.pesquisar, exact: true }).click()
  await pesquisa.getByRole('button', { name: /Rua 10, 250 - Setor Oeste/ }).click()
  await expect(pesquisa.getByRole('status').filter({ hasText: 'Setor Oeste' })).toBeVisible()
  await pesquisa.getByRole('link', { name: messages.usarEndereco }).click()
  const form = await ready(page, messages.enderecoTitulo)
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('Rua 10')
  await expect(form.getByLabel(messages.labelNumero)).toHaveValue('250')
  await expect(form.getByLabel(messages.labelBairro)).toHaveValue('Setor Oeste')
  await expect(form.getByLabel(messages.labelCidade)).toHaveValue('Goiânia')
  await expect(form.getByLabel(messages.labelEstado)).toHaveValue('GO')
  await expect(form.getByLabel(messages.labelNomeEndereco)).toHaveValue(messages.defaultAddressName)
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(lista.getByText(messages.defaultAddressName)).toBeVisible()

  // make the searched one the main address
  const item = lista.getByRole('listitem').filter({ hasText: messages.defaultAddressName })
  await item
    .getByRole('button', { name: `${messages.selecionar} ${messages.defaultAddressName}` })
    .click()
  await expect(item.getByText(messages.enderecoPrincipal)).toBeVisible()
  await expect(
    lista
      .getByRole('listitem')
      .filter({ hasText: 'Casa do centro' })
      .getByText(messages.enderecoPrincipal),
  ).toHaveCount(0)
})

test("refuses an address the restaurant does not deliver to: 'Este estabelecimento não aceita entrega para este endereço!'", async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  await page.goto(`${TENANT}?dialog=enderecos`)
  await addByCep(page, '74015-010', 'Casa', '10')
  await addByCep(page, '74835-010', 'Trabalho', '96')
  const lista = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  const trabalho = lista.getByRole('listitem').filter({ hasText: 'Trabalho' })
  await trabalho.getByRole('button', { name: `${messages.selecionar} Trabalho` }).click()
  await expect(
    lista.getByRole('alert').filter({ hasText: messages.enderecoNaoAceitaEntrega }),
  ).toBeVisible()
  await expect(trabalho.getByText(messages.enderecoPrincipal)).toHaveCount(0)
})

test('each address message of 000 §5 appears for its bad input', async ({ page, request }) => {
  await newDiner(page, request)
  const pesquisa = await openSearch(page)
  await pesquisa.getByLabel(messages.labelCep).fill('7401')
  await pesquisa.getByRole('button', { name: messages.buscarCep }).click()
  await expect(pesquisa.getByRole('alert').filter({ hasText: messages.cepInvalido })).toBeVisible()
  await pesquisa.getByLabel(messages.labelCep).fill('00000-000')
  await pesquisa.getByRole('button', { name: messages.buscarCep }).click()
  await expect(
    pesquisa.getByRole('alert').filter({ hasText: messages.cepInexistente }),
  ).toBeVisible()

  // a place outside Brazil, picked from a search link
  await page.goto(
    `${TENANT}/enderecos/pesquisar?pesquisa=Rua%20Augusta&placeId=sbx-lis-augusta-100`,
  )
  await expect(
    page.getByRole('alert').filter({ hasText: messages.enderecoNaoBrasileiro }),
  ).toBeVisible()

  await page.goto(`${TENANT}?dialog=endereco`)
  const form = await ready(page, messages.enderecoTitulo)
  await form.getByRole('button', { name: messages.salvar }).click()
  await expect(form.getByText(messages.informeRua)).toBeVisible()
  await expect(form.getByText(messages.informeNumero)).toBeVisible()
  await expect(form.getByText(messages.informeBairro)).toBeVisible()
  await expect(form.getByText(messages.cepInvalido)).toBeVisible()
})

// ----- Pesquisar endereço as the diner types (000 §4, §7 "Places autocomplete, biased to a circle of 2000 m") -----

test('suggests addresses as the diner types; a suggestion picked with the keyboard fills the form, which saves (000 §4)', async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  const pesquisa = await openSearch(page)
  const combobox = pesquisa.getByRole('combobox', { name: messages.pesquisarEndereco })
  await combobox.pressSequentially('Rua 10', { delay: 40 })

  // near the restaurant first (Rua 10 is 1.75 km from Bella Napoli, inside the 2000 m circle; Rua 1014 is not)
  const listbox = pesquisa.getByRole('listbox', { name: messages.enderecosSugeridos })
  const options = listbox.getByRole('option')
  await expect(options.first()).toHaveText('Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil')
  await expect(options.filter({ hasText: 'Rua 1014, 75' })).toHaveCount(1)
  await expect(combobox).toHaveAttribute('aria-expanded', 'true')
  const count = await options.count()
  await expect(
    pesquisa.getByRole('status').filter({ hasText: messages.enderecosEncontrados(count) }),
  ).toBeVisible()

  await combobox.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  )
  // DESIGN §5: no WCAG 2.2 A/AA violation with the list open and an option active
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
  await combobox.press('Enter')

  const form = await ready(page, messages.enderecoTitulo)
  await expect(form.getByLabel(messages.labelRua)).toHaveValue('Rua 10')
  await expect(form.getByLabel(messages.labelNumero)).toHaveValue('250')
  await expect(form.getByLabel(messages.labelBairro)).toHaveValue('Setor Oeste')
  await expect(form.getByLabel(messages.labelCidade)).toHaveValue('Goiânia')
  await expect(form.getByLabel(messages.labelEstado)).toHaveValue('GO')
  await expect(form.getByLabel(messages.labelCep)).toHaveValue('74125-020')
  await form.getByLabel(messages.labelNomeEndereco).fill('Casa da Rua 10')
  await form.getByRole('button', { name: messages.salvar }).click()
  const lista = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  await expect(lista.getByRole('listitem').filter({ hasText: 'Casa da Rua 10' })).toContainText(
    'Rua 10, 250',
  )
})

test('a whole CEP typed in the search is looked up in the CEP base; nothing found and a failing maps service are said', async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  const pesquisa = await openSearch(page)
  const combobox = pesquisa.getByRole('combobox', { name: messages.pesquisarEndereco })

  await combobox.fill('74230-010')
  await expect(pesquisa.getByRole('option')).toHaveText([
    'Avenida T-4 - Setor Bueno, Goiânia - GO, 74230-010',
  ])
  await combobox.fill('00000-000')
  await expect(
    pesquisa.getByRole('alert').filter({ hasText: messages.cepInexistente }),
  ).toBeVisible()

  await combobox.fill('Rua que não existe')
  await expect(
    pesquisa.getByRole('status').filter({ hasText: messages.nenhumResultado }),
  ).toBeVisible()
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')

  await injectFault(request, { pathPattern: '/maps/api/place/autocomplete', status: 503, times: 5 })
  try {
    await combobox.fill('Avenida Goiás')
    await expect(
      pesquisa.getByRole('alert').filter({ hasText: messages.pesquisaEnderecoFalhou }),
    ).toBeVisible()
  } finally {
    await clearFaults(request)
  }
  // the dialog stays usable: the next search works
  await combobox.fill('Avenida Goi')
  await expect(pesquisa.getByRole('option').filter({ hasText: 'Avenida Goiás, 1000' })).toHaveCount(
    1,
  )
})

test('the suggestions route answers only a logged-in diner, in JSON, never cached (000 §6 "Only this role manages ... addresses")', async ({
  page,
  request,
}) => {
  const anonymous = await page.request.get(`${TENANT}/enderecos/sugestoes?q=Rua%2010`)
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['cache-control']).toBe('no-store')
  expect(await anonymous.json()).toEqual({
    kind: 'error',
    message: messages.pesquisaEnderecoFalhou,
  })

  await newDiner(page, request)
  const answer = await page.request.get(`${TENANT}/enderecos/sugestoes?q=Rua%2010`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('no-store')
  const body = (await answer.json()) as { kind: string; suggestions: Array<{ id: string }> }
  expect(body.kind).toBe('suggestions')
  expect(body.suggestions[0]?.id).toBe('sbx-gyn-rua-10-250')
  // a place outside Brazil is refused by the route itself (000 §5)
  const foreign = await page.request.get(
    `${TENANT}/enderecos/sugestoes?placeId=sbx-lis-augusta-100`,
  )
  expect(await foreign.json()).toEqual({ kind: 'error', message: messages.enderecoNaoBrasileiro })
})

test.describe('Usar minha localização, permission granted', () => {
  // a few metres from Rua 10, 250 (Setor Oeste, Goiânia)
  test.use({
    geolocation: { latitude: -16.6836, longitude: -49.266 },
    permissions: ['geolocation'],
  })

  test('reverse-geocodes the diner\'s position and fills the form (000 §7 "Geocode by latitude and longitude")', async ({
    page,
    request,
  }) => {
    await newDiner(page, request)
    const pesquisa = await openSearch(page)
    await pesquisa.getByRole('button', { name: messages.usarMinhaLocalizacao }).click()
    const form = await ready(page, messages.enderecoTitulo)
    await expect(form.getByLabel(messages.labelRua)).toHaveValue('Rua 10')
    await expect(form.getByLabel(messages.labelNumero)).toHaveValue('250')
    await expect(form.getByLabel(messages.labelBairro)).toHaveValue('Setor Oeste')
    await expect(form.getByLabel(messages.labelCidade)).toHaveValue('Goiânia')
    await form.getByRole('button', { name: messages.salvar }).click()
    await expect(
      page
        .getByRole('dialog', { name: messages.enderecoParaEntrega })
        .getByText(messages.defaultAddressName),
    ).toBeVisible()
  })
})

test.describe('Usar minha localização, permission denied', () => {
  test.use({ permissions: [] })

  test('says so in Portuguese and the search stays usable', async ({ page, request, context }) => {
    await newDiner(page, request)
    await context.clearPermissions()
    const pesquisa = await openSearch(page)
    await pesquisa.getByRole('button', { name: messages.usarMinhaLocalizacao }).click()
    await expect(
      pesquisa.getByRole('alert').filter({ hasText: messages.localizacaoNegada }),
    ).toBeVisible()
    const combobox = pesquisa.getByRole('combobox', { name: messages.pesquisarEndereco })
    await combobox.fill('Rua 10')
    await expect(pesquisa.getByRole('option').first()).toContainText('Rua 10, 250')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the free-text search still works as plain GET forms: results, pick, form filled, saved', async ({
    page,
    request,
  }) => {
    await newDiner(page, request)
    await page.goto(`${TENANT}/enderecos/pesquisar`)
    await expect(
      page.getByRole('heading', { name: messages.pesquisarEndereco, level: 1 }),
    ).toBeVisible()
    // no JavaScript, no location button (it could do nothing)
    await expect(page.getByRole('button', { name: messages.usarMinhaLocalizacao })).toHaveCount(0)
    // a plain text field before JavaScript: nothing to suggest, the form is submitted
    await page.getByRole('textbox', { name: messages.pesquisarEndereco }).fill('Rua 10')
    await page.getByRole('button', { name: messages.pesquisar, exact: true }).click()
    await page.getByRole('button', { name: /Rua 10, 250 - Setor Oeste/ }).click()
    await page.getByRole('link', { name: messages.usarEndereco }).click()
    await expect(page.getByLabel(messages.labelRua)).toHaveValue('Rua 10')
    await expect(page.getByLabel(messages.labelBairro)).toHaveValue('Setor Oeste')
    await page.getByLabel(messages.labelNomeEndereco).fill('Sem JavaScript')
    await page.getByRole('button', { name: messages.salvar }).click()
    await expect(
      page.getByRole('heading', { name: messages.enderecoParaEntrega, level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Sem JavaScript' })).toContainText(
      'Rua 10, 250',
    )
  })
})

// Last in this file: it spends this client's window of suggestions (later files never ask for suggestions).
test('suggestions are rate-limited per client (each answer costs a maps-service call): past the limit, 429 in Portuguese', async ({
  page,
  request,
}) => {
  await newDiner(page, request)
  const statuses: number[] = []
  let last: unknown = null
  // 120 a minute (RATE_LIMITS.addressSuggestions) in fixed windows; earlier tests of this file already spent
  // some, and the loop may cross into a new window once
  for (let i = 0; i < 250; i++) {
    const answer = await page.request.get(`${TENANT}/enderecos/sugestoes?q=Rua%20${i}`)
    statuses.push(answer.status())
    if (answer.status() === 429) {
      last = await answer.json()
      break
    }
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
  expect(last).toEqual({ kind: 'error', message: messages.muitasTentativas })
})
