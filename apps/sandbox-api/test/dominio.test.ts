// Orders built exactly as the apps build them, with @prato/domain's pricing and payload functions:
// the sandbox must accept every amount the domain computes (and refuse them once tampered with).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCart,
  buildComandaOrderPayload,
  buildConsumoOrderPayload,
  buildOrderPayload,
  cartItemFromProduct,
  cartVoucherFromApi,
  computeTotals,
  createCart,
  type Cart,
  type Product,
  type ProductSelection,
  setCartVoucher,
  validateProduct,
  type Voucher,
} from '@prato/domain'
import { BELLA, type Cliente, novoSandbox } from './helpers'

let cli: Cliente
let ana: string
let cliente: string
let menu: Product[] = []
let menuMesa: Product[] = []
beforeAll(async () => {
  cli = novoSandbox()
  ana = await cli.login('ana@prato.dev')
  cliente = await cli.token()
  const carregar = async (pdv: 1 | 3) =>
    (
      await cli.call<Array<{ items: Array<{ produtos: Product[] }> }>>(
        'GET',
        `/v3/cardapio/completo?pdvId=${pdv}`,
        { token: cliente, empresaId: BELLA },
      )
    ).body.flatMap((g) => g.items.flatMap((c) => c.produtos))
  menu = await carregar(3)
  menuMesa = await carregar(1)
})
afterAll(() => cli.sandbox.close())

function adicionar(
  cart: Cart,
  lista: Product[],
  nome: string,
  escolher: (p: Product) => ProductSelection,
): Cart {
  const p = lista.find((x) => x.nomeCompleto === nome)!
  const v = validateProduct(p, escolher(p), { shopOpen: true })
  if (!v.ok) throw new Error(v.message)
  const r = addToCart(cart, cartItemFromProduct(p, v, { pdvId: p.pdvId }), { confirmSwitch: true })
  if (r.status !== 'added') throw new Error(r.status)
  return r.cart
}

const opcao = (p: Product, variacao: string, itens: string[], tamanhoId?: number) => {
  const v = p.variacoes!.find((x) => x.nome === variacao)!
  return {
    [v.id]: Object.fromEntries(
      itens.map((n) => [
        v.items.find(
          (i) => i.nomeCompleto === n && (tamanhoId === undefined || i.tamanhoId === tamanhoId),
        )!.id,
        1,
      ]),
    ),
  }
}

describe('orders priced by @prato/domain are accepted by the sandbox', () => {
  it('a delivery cart with a sized pizza, a half-and-half, a built pasta and a voucher', async () => {
    let cart = createCart()
    cart = adicionar(cart, menu, 'Pizza Calabresa', (p) => ({
      tamanhoId: 3,
      quantidade: 2,
      variacoes: {
        ...opcao(p, 'Borda', ['Borda de catupiry']),
        ...opcao(p, 'Adicionais', ['Bacon', 'Rúcula']),
      },
    }))
    cart = adicionar(cart, menu, 'Pizza Meio a Meio', (p) => ({
      tamanhoId: 2,
      variacoes: {
        ...opcao(p, 'Sabores', ['Margherita', 'Quatro Queijos'], 2),
        ...opcao(p, 'Borda', ['Sem borda']),
      },
    }))
    cart = adicionar(cart, menu, 'Monte sua Massa', (p) => ({
      variacoes: {
        ...opcao(p, 'Tipo de massa', ['Talharim fresco']),
        ...opcao(p, 'Molhos', ['Bolonhesa', 'Pesto']),
      },
    }))
    const voucher = (
      await cli.call<Voucher>('GET', '/v1/vouchers/PROMO15', { token: cliente, empresaId: BELLA })
    ).body
    cart = setCartVoucher({ ...cart, modalidade: 101 }, cartVoucherFromApi(voucher))
    const endereco = (
      await cli.call<Array<{ id: number; taxaEntrega: number }>>(
        'GET',
        '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001',
        { token: ana, empresaId: BELLA },
      )
    ).body[0]!
    const totals = computeTotals({
      items: cart.items,
      voucher: cart.voucher,
      taxaEntrega: Math.round(endereco.taxaEntrega * 100),
      mode: 'delivery',
    })
    const payload = buildOrderPayload({
      cart,
      totals,
      empresaId: BELLA,
      empresaGlobalId: 5001,
      pessoaGlobalId: 1001,
      address: { pessoaEnderecoId: endereco.id },
      pix: true,
    })
    const r = await cli.call<{ data: { id: number } }>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: payload,
    })
    expect(r.status, r.text).toBe(200)
    const det = await cli.call<{ valorTotal: number; valorDesconto: number }>(
      'GET',
      `/v1/wg-pedido/${r.body.data.id}/detalhes/completo`,
      { token: ana, empresaId: BELLA },
    )
    expect(Math.round(det.body.valorTotal * 100)).toBe(totals.total)
    const adulterado = {
      ...payload,
      valorDesconto: payload.valorDesconto + 5,
      valorTotal: payload.valorTotal - 5,
    }
    expect(
      (await cli.call('POST', '/v3/wg-pedido', { token: ana, empresaId: BELLA, body: adulterado }))
        .status,
    ).toBe(400)
  })

  it('a delivery-fee voucher (FRETE5) on an address with a fee', async () => {
    const novo = await cli.call<{ id: number; taxaEntrega: number }>(
      'POST',
      '/v1/api/pessoas-enderecos/',
      {
        token: ana,
        empresaId: BELLA,
        body: {
          logradouro: 'Avenida Jamel Cecílio',
          numero: '3300',
          bairroId: 106,
          cidadeId: 1489,
        },
      },
    )
    expect(novo.body.taxaEntrega).toBe(8)
    let cart = adicionar(createCart(), menu, 'Lasanha à Bolonhesa', () => ({ quantidade: 1 }))
    const voucher = (
      await cli.call<Voucher>('GET', '/v1/vouchers/FRETE5', { token: cliente, empresaId: BELLA })
    ).body
    cart = setCartVoucher({ ...cart, modalidade: 2 }, cartVoucherFromApi(voucher))
    const totals = computeTotals({
      items: cart.items,
      voucher: cart.voucher,
      taxaEntrega: 800,
      mode: 'delivery',
    })
    expect(totals.total).toBe(4590 + 500)
    const payload = buildOrderPayload({
      cart,
      totals,
      empresaId: BELLA,
      empresaGlobalId: '5001',
      pessoaGlobalId: '1001',
      address: { pessoaEnderecoId: novo.body.id },
    })
    const r = await cli.call('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: payload,
    })
    expect(r.status, r.text).toBe(200)
  })

  it('a tab order and a direct order on the commissioned menu (10% service, 001 §6)', async () => {
    let cart = adicionar(createCart(), menuMesa, 'Vinho da Casa (taça)', () => ({ quantidade: 2 }))
    cart = adicionar(cart, menuMesa, 'Tiramisù', () => ({ quantidade: 1 }))
    const totals = computeTotals({
      items: cart.items,
      mode: 'menu',
      flgPedidoMenuComissionado: true,
    })
    const comanda = buildComandaOrderPayload({
      cart,
      totals,
      nomeApoio: 'Ana',
      chavePedidoMobile: 'BN-1234-7F3A',
      saidaId: 7001,
    })
    const r1 = await cli.call<{ data: { saidaId: number } }>(
      'POST',
      '/v3/wg-pedido-comanda/direto',
      { token: ana, empresaId: BELLA, body: comanda },
    )
    expect(r1.status, r1.text).toBe(200)
    expect(r1.body.data.saidaId).toBe(7001)
    const consumo = buildConsumoOrderPayload({ cart: { ...cart, localizacaoMesaId: 2 }, totals })
    const r2 = await cli.call('POST', '/v3/wg-pedido-consumo/direto', {
      token: ana,
      empresaId: BELLA,
      body: consumo,
    })
    expect(r2.status, r2.text).toBe(200)
  })

  it('a simple order picked up and paid in cash: no service charge, and the change reaches the restaurant', async () => {
    const dinheiro = cli.sandbox.db
      .prepare("SELECT id FROM modalidades_caixa WHERE empresa_id = ? AND nome = 'Dinheiro'")
      .get(BELLA) as { id: number }
    const cart: Cart = {
      ...adicionar(createCart(), menuMesa, 'Tiramisù', () => ({ quantidade: 1 })),
      retirarNoLocal: true,
      modalidade: dinheiro.id,
      valorPagamento: 5000,
    }
    const totals = computeTotals({
      items: cart.items,
      mode: 'menu',
      flgPedidoMenuComissionado: true,
      retirarNoLocal: true,
    })
    const body = { ...buildConsumoOrderPayload({ cart, totals }), nome: 'Ana', empresaId: BELLA }
    const r = await cli.call<{ data: { id: number } }>('POST', '/v3/wg-pedido-consumo/simples', {
      empresaId: BELLA,
      token: cliente,
      body,
    })
    expect(r.status, r.text).toBe(200)
    const [pedido] = (
      await cli.call<Array<Record<string, unknown>>>(
        'GET',
        '/__sandbox/orders?empresa=bella-napoli',
      )
    ).body
    expect(pedido).toMatchObject({
      id: r.body.data.id,
      tipo: 'simples',
      flgRetirarLocal: true,
      valorComissao: 0,
      valorTotal: totals.total / 100,
      valorTroco: (5000 - totals.total) / 100,
      nomeApoio: 'Ana',
    })
  })
})
