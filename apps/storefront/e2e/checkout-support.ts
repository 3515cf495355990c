import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { SANDBOX, waitForHydration } from './support'

// The checkout journeys' helpers: what reached the restaurant, a product in the cart, the delivery address.

export type SandboxOrder = {
  id: number
  tipo: string
  usuarioId: string | null
  pessoaOffId: number | null
  situacaoId: number
  valorProduto: number
  valorDesconto: number
  valorTaxaEntrega: number
  valorTotal: number
  valorTroco: number
  modalidadeCaixaApiId: number | null
  flgRetirarLocal: boolean
  pontoEntregaId: number | null
  valorComissao: number
  localizacaoId: number | null
  saidaId: number | null
  nomeApoio: string | null
}

/** What the restaurant received (the sandbox's own records), newest first. */
export async function ordersOf(
  request: APIRequestContext,
  tenant: string,
): Promise<SandboxOrder[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/orders?empresa=${tenant}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as SandboxOrder[]
}

export async function addProduct(page: Page, tenant: string, name: string, quantidade = 1) {
  await page.goto(`/${tenant}/delivery`)
  const card = page.getByRole('link', { name, exact: true }).first()
  await waitForHydration(card)
  await card.click()
  const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
  if (quantidade !== 1) await dialog.getByLabel(messages.labelQuantidade).fill(String(quantidade))
  await dialog.getByRole('button', { name: messages.adicionar }).click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
}

/** Adds a product from the table menu (pdvId 1) through its product view, with or without JavaScript. */
export async function addFromTableMenu(
  page: Page,
  tenant: string,
  name: string,
  { quantidade = 1, scripted = true } = {},
) {
  await page.goto(`/${tenant}/menu`)
  const card = page.getByRole('link', { name, exact: true }).first()
  if (scripted) await waitForHydration(card)
  await card.click()
  const view = scripted ? page.getByRole('dialog', { name: messages.detalhesProduto }) : page
  if (quantidade !== 1) await view.getByLabel(messages.labelQuantidade).fill(String(quantidade))
  await view.getByRole('button', { name: messages.adicionar }).click()
  await expect(page.getByText(messages.produtoAdicionado)).toBeVisible()
}

/** The table cart's 'Finalizar pedido' form (name, tab key, account code). */
export function tableOrderForm(page: Page) {
  return page.getByRole('region', { name: messages.finalizarPedido })
}

/** 'Endereço para entrega': makes one of the diner's addresses the main one, the address orders go to. */
export async function chooseAddress(page: Page, nome: string, tenant = 'bella-napoli') {
  await page.goto(`/${tenant}/carrinho?dialog=enderecos`)
  const dialog = page.getByRole('dialog', { name: messages.enderecoParaEntrega })
  await waitForHydration(dialog.getByRole('heading', { name: messages.enderecoParaEntrega }))
  // the address's own item (the innermost list item holding its name)
  const item = dialog
    .getByRole('listitem')
    .filter({ has: page.getByText(nome, { exact: true }) })
    .last()
  const select = item.getByRole('button', { name: `${messages.selecionar} ${nome}`, exact: true })
  const principal = item.getByText(messages.enderecoPrincipal, { exact: true })
  // the main address is marked; any other has 'Selecionar'
  await expect(select.or(principal)).toBeVisible()
  if (await select.isVisible()) {
    await waitForHydration(select)
    // the choice is saved by the server before the diner moves on
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/enderecos') && r.ok(),
      ),
      select.click(),
    ])
    await expect(principal).toBeVisible()
  }
}
