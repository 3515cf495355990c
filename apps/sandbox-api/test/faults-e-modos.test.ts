import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { createSandbox } from '../src/index'
import { BELLA, type Cliente, novoSandbox } from './helpers'

type Erro = { details: Array<{ errors: string[] }> }

let cli: Cliente
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

describe('fault injection (POST /__sandbox/faults)', () => {
  it('adds latency to matching requests only', async () => {
    await cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/v3/cardapio/guias', latencyMs: 150 },
    })
    const t0 = performance.now()
    expect(
      (await cli.call('GET', '/v3/cardapio/guias', { token: cliente, empresaId: BELLA })).status,
    ).toBe(200)
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140)
    const t1 = performance.now()
    await cli.call('GET', '/v3/cardapio/grupos?pdvId=3', { token: cliente, empresaId: BELLA })
    expect(performance.now() - t1).toBeLessThan(140)
    await cli.call('DELETE', '/__sandbox/faults')
  })

  it('answers a status with the error body, for N times, then normally', async () => {
    await cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/v1/api/especialidades', status: 503, times: 2 },
    })
    const a = await cli.call<Erro>('GET', '/v1/api/especialidades')
    expect(a.status).toBe(503)
    expect(a.body.details[0]?.errors[0]).toBeTruthy()
    expect((await cli.call('GET', '/v1/api/especialidades')).status).toBe(503)
    expect((await cli.call('GET', '/v1/api/especialidades')).status).toBe(200)
  })

  it('answers a malformed body, and a 401, per method and pattern (glob and regex)', async () => {
    await cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/v3/cardapio/*', method: 'GET', malformedBody: true },
    })
    await cli.call('POST', '/__sandbox/faults', {
      body: { pathPattern: '/^\\/v1\\/wg-pedido\\/\\d+\\/acompanhamento$/', unauthorized: true },
    })
    const m = await cli.sandbox.fetch(
      new Request('http://x/v3/cardapio/completo?pdvId=3', {
        headers: { authorization: `Bearer ${cliente}`, empresaId: '1' },
      }),
    )
    expect(m.status).toBe(200)
    await expect(m.clone().json()).rejects.toThrow()
    const u = await cli.call<Erro>('GET', '/v1/wg-pedido/9001/acompanhamento', {
      token: await cli.login('ana@prato.dev'),
      empresaId: BELLA,
    })
    expect(u.status).toBe(401)
    expect(u.body.details[0]?.errors[0]).toBeTruthy()
    expect((await cli.call('DELETE', '/__sandbox/faults')).status).toBe(204)
    expect(
      (await cli.call('GET', '/v3/cardapio/guias', { token: cliente, empresaId: BELLA })).status,
    ).toBe(200)
  })
})

describe('validation answers 400 with { details: [{ errors: [Portuguese message] }] }', () => {
  it('for a body that is not JSON and for missing fields', async () => {
    const ana = await cli.login('ana@prato.dev')
    const lixo = await cli.sandbox.fetch(
      new Request('http://x/v1/cartoes', {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/json' },
        body: '{oops',
      }),
    )
    expect(lixo.status).toBe(400)
    expect(((await lixo.json()) as Erro).details[0]?.errors).toEqual([
      'O corpo da requisição não é um JSON válido.',
    ])
    const vazio = await cli.call<Erro>('POST', '/v1/cartoes', { token: ana, body: {} })
    expect(vazio.status).toBe(400)
    expect(vazio.body.details[0]?.errors).toEqual(
      expect.arrayContaining([
        messages.informeNumeroCartao,
        messages.informeNomePortador,
        messages.informeCodigoSeguranca,
      ]),
    )
    const avaliacao = await cli.call<Erro>('POST', '/v1/avaliacoes-empresas', {
      token: cliente,
      body: { avaliacao: 9, flgStatus: 'A', empresaId: 1 },
    })
    expect(avaliacao.body.details[0]?.errors).toEqual([messages.informeAvaliacao])
  })

  it('never stores a full card number or CVV', async () => {
    const ana = await cli.login('ana@prato.dev')
    await cli.call('POST', '/v1/cartoes', {
      token: ana,
      body: {
        numeroCartao: '5555 5555 5555 4444',
        mesExpiracao: '10',
        anoExpiracao: '2032',
        codigoSeguranca: '987',
        nomePortador: 'Ana Souza',
        cpf: '529.982.247-25',
      },
    })
    const linhas = JSON.stringify(cli.sandbox.db.prepare('SELECT * FROM cartoes').all())
    expect(linhas).not.toContain('5555555555554444')
    expect(linhas).not.toContain('987')
    const lista = await cli.call<Array<{ bandeira: number; numerosFinais: string }>>(
      'GET',
      '/v1/cartoes',
      { token: ana },
    )
    expect(lista.body).toContainEqual(
      expect.objectContaining({ bandeira: 2, numerosFinais: '4444' }),
    )
  })
})

describe('modes', () => {
  it('production mode has no /__sandbox routes, but /health and the API', async () => {
    const prod = createSandbox({ dbPath: ':memory:', mode: 'production' })
    expect((await prod.fetch(new Request('http://x/__sandbox/sms/5562988887777'))).status).toBe(404)
    expect(
      (await prod.fetch(new Request('http://x/__sandbox/faults', { method: 'POST', body: '{}' })))
        .status,
    ).toBe(404)
    expect(
      (await prod.fetch(new Request('http://x/__sandbox/reset', { method: 'POST' }))).status,
    ).toBe(404)
    expect((await prod.fetch(new Request('http://x/health'))).status).toBe(200)
    expect(
      (await prod.fetch(new Request('http://x/v1/api/empresa-wg-config/sushi-kento/perma-link')))
        .status,
    ).toBe(200)
    await prod.close()
  })
})

describe('file database and real server', () => {
  it('creates the data directory, uses WAL, keeps data across restarts and reseeds on reset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'))
    const dbPath = join(dir, 'nested', 'sandbox.db')
    try {
      const a = createSandbox({ dbPath, mode: 'test' })
      const server = await a.listen(0)
      const tok = await fetch(`${server.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
      const { access_token } = (await tok.json()) as { access_token: string }
      const r = await fetch(`${server.url}/v1/fale-conosco`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access_token}`,
          'content-type': 'application/json',
          empresaId: '1',
        },
        body: JSON.stringify({
          empresaId: 1,
          nome: 'Lia',
          email: 'lia@exemplo.com.br',
          telefone: '62999998888',
          mensagem: 'Olá',
        }),
      })
      expect(r.status).toBe(200)
      await a.close()
      const leitura = new Database(dbPath, { readonly: true })
      expect(leitura.pragma('journal_mode', { simple: true })).toBe('wal')
      expect((leitura.prepare('SELECT COUNT(*) AS n FROM contatos').get() as { n: number }).n).toBe(
        1,
      )
      leitura.close()
      const b = createSandbox({ dbPath, mode: 'test', reset: true })
      expect((b.db.prepare('SELECT COUNT(*) AS n FROM contatos').get() as { n: number }).n).toBe(0)
      expect(
        (
          b.db.prepare('SELECT COUNT(*) AS n FROM produtos WHERE empresa_id = 6').get() as {
            n: number
          }
        ).n,
      ).toBeGreaterThanOrEqual(300)
      await b.close()
      // A database written by an older schema version is rebuilt and seeded on start.
      const velha = new Database(dbPath)
      velha.prepare("UPDATE meta SET valor = '0' WHERE chave = 'schema'").run()
      velha.exec('DROP TABLE faq; CREATE TABLE faq (id INTEGER PRIMARY KEY)')
      velha.close()
      const c = createSandbox({ dbPath, mode: 'test' })
      const faq = await c.fetch(new Request('http://x/v1/api/dadoswgsite/perguntas-empresa'))
      expect(((await faq.json()) as unknown[]).length).toBeGreaterThan(0)
      await c.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
