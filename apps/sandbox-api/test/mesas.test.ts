import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BELLA, type Cliente, MERCADO, novoSandbox, SUSHI } from './helpers'

// The venue's tables with their codes (our choice, docs/decisions/0034): what the QR print view fills
// templateLinkQrCode with, so each printed code must open the table it names.

type Mesa = { codigo: string; identificacaoVenda: string; flgAceitaPedido: boolean }

let cli: Cliente
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

const mesasDe = (empresaId: number) =>
  cli.call<Mesa[]>('GET', '/v3/listagem-basica/mesas-cliente', { token: cliente, empresaId })

describe('GET /v3/listagem-basica/mesas-cliente', () => {
  it("answers the venue's own tables by code, with their names and whether they take orders", async () => {
    const bella = await mesasDe(BELLA)
    expect(bella.status).toBe(200)
    expect(bella.body.map((mesa) => mesa.codigo)).toEqual([
      'BN01',
      'BN02',
      'BN03',
      'BN04',
      'BN05',
      'BN06',
      'BN07',
      'BN08',
      'BN09',
      'BN10',
      'BN99',
    ])
    expect(bella.body[0]).toEqual({
      codigo: 'BN01',
      identificacaoVenda: 'Mesa 01',
      flgAceitaPedido: true,
    })
    // the table kept for an event shows its menu but takes no orders
    expect(bella.body.at(-1)).toEqual({
      codigo: 'BN99',
      identificacaoVenda: 'Mesa 99',
      flgAceitaPedido: false,
    })
    const sushi = await mesasDe(SUSHI)
    expect(sushi.body.map((mesa) => mesa.codigo)).toEqual([
      'SK01',
      'SK02',
      'SK03',
      'SK04',
      'SK05',
      'SK06',
    ])
    expect(sushi.body[0]?.identificacaoVenda).toBe('Balcão 01')
  })

  it('a venue without tables answers an empty list', async () => {
    const mercado = await mesasDe(MERCADO)
    expect(mercado.status).toBe(200)
    expect(mercado.body).toEqual([])
  })

  it('every code it lists opens its table on busca-dados-mesa, with the same name and flag', async () => {
    const { body: mesas } = await mesasDe(BELLA)
    for (const mesa of mesas) {
      const dados = await cli.call<{ identificacaoVenda: string; flgAceitaPedido: boolean }>(
        'GET',
        `/v3/wg-pedido-comanda/busca-dados-mesa?chave=${mesa.codigo}`,
        { token: cliente, empresaId: BELLA },
      )
      expect(dados.status, mesa.codigo).toBe(200)
      expect(dados.body).toMatchObject({
        identificacaoVenda: mesa.identificacaoVenda,
        flgAceitaPedido: mesa.flgAceitaPedido,
      })
    }
  })

  it('needs the client token like its neighbour localizacoes-cliente', async () => {
    const semToken = await cli.call('GET', '/v3/listagem-basica/mesas-cliente', {
      empresaId: BELLA,
    })
    expect(semToken.status).toBe(401)
  })
})
