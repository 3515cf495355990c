import { expect, test, type Page } from '@playwright/test'
import { messages } from '@prato/domain'
import { addProduct } from './checkout-support'
import { logIn, SANDBOX } from './support'

// Every page, and every dialog a URL opens, on the phones diners hold (360, 390 and 412 px wide): the document is
// never wider than the screen (no sideways scrolling), and the page wakes up without a console error or a page
// error (React's #421 — a boundary updated while hydrating — threw on every page opened with a dialog).

const TENANT = '/bella-napoli'
const WIDTHS = [360, 390, 412]

const ANONYMOUS = [
  TENANT,
  `${TENANT}/delivery`,
  `${TENANT}/cardapio`,
  `${TENANT}/menu`,
  `${TENANT}/carrinho`,
  `${TENANT}/delivery-ponto-entrega`,
  `${TENANT}/wifi`,
  `${TENANT}/conta/entrar`,
  `${TENANT}/conta/cadastro`,
  `${TENANT}/conta/recuperar-senha`,
  `${TENANT}/informacoes-basicas`,
  `${TENANT}/qrcode`,
  `${TENANT}/qrcode?imprimir`,
  `${TENANT}/delivery?dialog=produto&id=5&pdv=3`,
  `${TENANT}/menu?dialog=produto&id=5&pdv=1`,
  `${TENANT}?dialog=login`,
  `${TENANT}?dialog=cadastro`,
  `${TENANT}?dialog=recuperar-senha`,
  `${TENANT}?dialog=wifi`,
  `${TENANT}/pesquisa`,
  `${TENANT}?dialog=pesquisa`,
  `${TENANT}/avaliacoes`,
  `${TENANT}?dialog=avaliacoes`,
  `${TENANT}/menu/mesa/BN02`,
  `${TENANT}/menu/mesa/BN99`,
  `${TENANT}/menu/conta/7001/chave-cns/BN-1234-7F3A`,
  `${TENANT}/mesa`,
  `${TENANT}/fidelidade`,
  `${TENANT}/reserva`,
  // a logged-in-only page: the login dialog over the landing page
  `${TENANT}/conta/perfil`,
  `${TENANT}/eventos`,
  `${TENANT}/eventos/carrinho`,
]

const LOGGED_IN = [
  `${TENANT}/carrinho`,
  `${TENANT}/conta/perfil`,
  `${TENANT}/enderecos`,
  `${TENANT}/enderecos/novo`,
  `${TENANT}?dialog=perfil`,
  `${TENANT}/carrinho?dialog=enderecos`,
  `${TENANT}/carrinho?dialog=novo-cartao`,
  `${TENANT}/carrinho?dialog=dinheiro&modalidade=1`,
  `${TENANT}/minhas-formas-pagamento`,
  `${TENANT}/minhas-formas-pagamento?excluir=2`,
  `${TENANT}/minhas-formas-pagamento?dialog=novo-cartao`,
  `${TENANT}/menu/conta/7001`,
  `${TENANT}/menu/conta/7001?ver=pagamentos`,
  `${TENANT}/menu/conta/7001?dialog=pagar-conta&saida=7001`,
  `${TENANT}/historico-pedidos`,
  `${TENANT}/historico-pedidos/9301`,
  `${TENANT}/historico-pedidos?dialog=avaliacoes`,
  `${TENANT}/historico-pedidos-menu`,
  `${TENANT}/historico-pedidos-menu/9311`,
  `${TENANT}/eventos/carrinho`,
  `${TENANT}/eventos/1/status`,
  `${TENANT}/eventos/reservas`,
  `${TENANT}/fidelidade?aba=historico`,
  `${TENANT}/fidelidade?aba=recompensas`,
  `${TENANT}/fidelidade?aba=resgates`,
  `${TENANT}/reserva`,
  `${TENANT}/minhas-reservas`,
]

/** Opens each path at each width and returns what went wrong: too wide, or an error while waking up. */
async function problemsOf(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  let current = ''
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`))
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      current = `${path} at ${width} px`
      await page.goto(path)
      // awake: the header's links run in the browser (the last part of every page to hydrate is its islands)
      await page.waitForLoadState('networkidle')
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      if (scrollWidth > innerWidth) problems.push(`${current}: ${scrollWidth} px wide`)
    }
  }
  return problems
}

test('every page and URL-opened dialog fits a phone and wakes up without an error (anonymous)', async ({
  page,
}) => {
  test.setTimeout(240_000)
  expect(await problemsOf(page, ANONYMOUS)).toEqual([])
})

test('every page and URL-opened dialog fits a phone and wakes up without an error (logged in)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await logIn(page)
  await addProduct(page, 'bella-napoli', 'Tiramisù')
  // an order of the diner's, for the tracking page and its dialogs
  const token = (await (
    await request.post(`${SANDBOX}/connect/token`, {
      form: { grant_type: 'password', username: 'ana@prato.dev', password: 'prato123' },
    })
  ).json()) as { access_token: string }
  const placed = (await (
    await request.post(`${SANDBOX}/v3/wg-pedido`, {
      headers: {
        authorization: `Bearer ${token.access_token}`,
        empresaId: '1',
        'tacto-grupo-empresarial': 'grupo-bella-napoli',
      },
      data: {
        empresaId: 1,
        modalidadeCaixaApiId: 1,
        flgRetirarLocal: true,
        valorProduto: 45.9,
        valorTotal: 45.9,
        origemWGId: 4,
        wgPedidoItem: [{ itemId: 10, valorUnitario: 45.9, qtde: 1, valorTotal: 45.9 }],
      },
    })
  ).json()) as { data: { id: number } }
  const tracking = `${TENANT}/acompanhamento/${placed.data.id}`
  await page.goto(tracking)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(
    await problemsOf(page, [
      ...LOGGED_IN,
      tracking,
      `${tracking}?dialog=cancelar-pedido&id=${placed.data.id}`,
      `${tracking}?dialog=avaliar-pedido&id=${placed.data.id}`,
    ]),
  ).toEqual([])
  await expect(page.getByText(messages.saudacao('Ana'))).toBeVisible()
})
