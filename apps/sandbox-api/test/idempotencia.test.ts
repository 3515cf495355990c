import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BELLA, type Cliente, novoSandbox, pedidoSimples, produto } from './helpers'

// Issue 24 §1: the order calls honour the contract's optional Idempotency-Key (our choice), and a gateway can lose
// an order's answer after the API created it (the `lostAnswer` fault), which the checkout bench injects.

type Resultado = { error: string | null; data: { id: number } }

const sandboxes: Cliente[] = []
afterAll(() => Promise.all(sandboxes.map((s) => s.sandbox.close())))

async function preparar(opts: { idempotency?: boolean } = {}) {
  const cli = novoSandbox(opts)
  sandboxes.push(cli)
  const ana = await cli.login('ana@prato.dev')
  const lasanha = await produto(cli, await cli.token(), BELLA, 'Lasanha à Bolonhesa')
  const pedir = (chave: string | null, qtde = 1) =>
    cli.call<Resultado>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      headers: chave ? { 'Idempotency-Key': chave } : {},
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde }], { pessoaEnderecoId: 3001 }),
    })
  const pedidos = async () =>
    (await cli.call<Array<{ id: number }>>('GET', '/__sandbox/orders?empresa=bella-napoli')).body
  return { cli, pedir, pedidos }
}

describe('Idempotency-Key on the order calls', () => {
  let s: Awaited<ReturnType<typeof preparar>>
  beforeAll(async () => {
    s = await preparar()
  })

  it('answers a key already seen with the same order, and creates nothing more', async () => {
    const antes = (await s.pedidos()).length
    const a = await s.pedir('chave-de-teste-0001')
    const b = await s.pedir('chave-de-teste-0001')
    expect(a.status).toBe(200)
    expect(b.body).toEqual(a.body)
    expect(await s.pedidos()).toHaveLength(antes + 1)
    const outra = await s.pedir('chave-de-teste-0002')
    expect(outra.body.data.id).not.toBe(a.body.data.id)
    expect(await s.pedidos()).toHaveLength(antes + 2)
  })

  it('gives a call that comes while the first is still being handled the first call’s order', async () => {
    await s.cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/v3/wg-pedido', method: 'POST', latencyMs: 200, times: 1 },
    })
    const antes = (await s.pedidos()).length
    const [a, b] = await Promise.all([
      s.pedir('chave-de-teste-0003'),
      new Promise((r) => setTimeout(r, 50)).then(() => s.pedir('chave-de-teste-0003')),
    ])
    expect(b.body.data.id).toBe(a.body.data.id)
    expect(await s.pedidos()).toHaveLength(antes + 1)
  })

  it('handles a key whose first call was refused afresh', async () => {
    const refused = await s.pedir('chave-de-teste-0004', 0)
    expect(refused.status).toBe(400)
    const ok = await s.pedir('chave-de-teste-0004')
    expect(ok.status).toBe(200)
    expect(ok.body.data.id).toBeGreaterThan(0)
  })

  it('without a key, or with SANDBOX_IDEMPOTENCY off, every call is a new order', async () => {
    const sem = await s.pedir(null)
    const sem2 = await s.pedir(null)
    expect(sem2.body.data.id).not.toBe(sem.body.data.id)
    const off = await preparar({ idempotency: false })
    const a = await off.pedir('chave-de-teste-0005')
    const b = await off.pedir('chave-de-teste-0005')
    expect(b.body.data.id).not.toBe(a.body.data.id)
  })
})

describe('a lost answer (fault lostAnswer)', () => {
  it('creates the order, answers a gateway’s 502 page, and the same key then answers the order', async () => {
    const s = await preparar()
    await s.cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/v3/wg-pedido', method: 'POST', lostAnswer: true, times: 1 },
    })
    const antes = (await s.pedidos()).length
    const perdida = await s.pedir('chave-de-teste-0006')
    expect(perdida.status).toBe(502)
    expect(perdida.text).toContain('502 Bad Gateway')
    const criados = await s.pedidos()
    expect(criados).toHaveLength(antes + 1)
    const retry = await s.pedir('chave-de-teste-0006')
    expect(retry.status).toBe(200)
    expect(retry.body.data.id).toBe(criados[0]!.id)
    expect(await s.pedidos()).toHaveLength(antes + 1)
  })
})
