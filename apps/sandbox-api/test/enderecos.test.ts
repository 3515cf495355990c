import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { BELLA, type Cliente, novoSandbox } from './helpers'

type Erro = { details: Array<{ errors: string[] }> }
type Endereco = { id: number; flgPrincipal: boolean; flgAceitaEntrega: boolean; taxaEntrega: number | null; nomeBairro: string }

let cli: Cliente
let ana: string
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  ana = await cli.login('ana@prato.dev')
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

const lista = () => cli.call<Endereco[]>('GET', '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001', { token: ana, empresaId: BELLA })

describe('addresses (000 §4 "Address selection and saving")', () => {
  it("lists Ana's addresses relative to the restaurant: the one outside the area does not accept delivery", async () => {
    const r = await lista()
    expect(r.body.map((e) => [e.nomeBairro, e.flgPrincipal, e.flgAceitaEntrega])).toEqual([
      ['Setor Marista', true, true],
      ['Parque Amazônia', false, false],
    ])
    expect(r.body[0]?.taxaEntrega).toBe(0)
  })

  it("ativar makes an address main, but not one the restaurant does not deliver to ('Este estabelecimento não aceita entrega para este endereço!')", async () => {
    const recusa = await cli.call<Erro>('PUT', '/v1/api/pessoas-enderecos/3002/ativar', { token: ana, empresaId: BELLA })
    expect(recusa.status).toBe(400)
    expect(recusa.body.details[0]?.errors).toEqual([messages.enderecoNaoAceitaEntrega])
    const novo = await cli.call<Endereco>('POST', '/v1/api/pessoas-enderecos/', {
      token: ana, empresaId: BELLA, body: { logradouro: 'Avenida T-4', numero: '410', bairroId: 102, cidadeId: 1489, cep: '74230-010' },
    })
    expect(novo.status).toBe(201)
    expect(novo.body).toMatchObject({ flgPrincipal: false, flgAceitaEntrega: true, taxaEntrega: 5 })
    const ativo = await cli.call<Endereco>('PUT', `/v1/api/pessoas-enderecos/${novo.body.id}/ativar`, { token: ana, empresaId: BELLA })
    expect(ativo.body.flgPrincipal).toBe(true)
    expect((await lista()).body.filter((e) => e.flgPrincipal).map((e) => e.id)).toEqual([novo.body.id])
  })

  it('validates addresses with the specification messages (000 §5)', async () => {
    const r = await cli.call<Erro>('POST', '/v1/api/pessoas-enderecos/', { token: ana, empresaId: BELLA, body: { logradouro: '', numero: '', cep: '123', cidadeId: 1489 } })
    expect(r.status).toBe(400)
    expect(r.body.details[0]?.errors).toEqual(expect.arrayContaining([messages.informeRua, messages.informeNumero, messages.cepInvalido, messages.informeBairro]))
  })

  it("someone else's addresses are out of reach", async () => {
    const bruno = await cli.login('bruno@prato.dev')
    expect((await cli.call('GET', '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001', { token: bruno })).status).toBe(403)
    expect((await cli.call('PUT', '/v1/api/pessoas-enderecos/3001/ativar', { token: bruno, empresaId: BELLA })).status).toBe(404)
  })
})

describe('CEP, cities and neighbourhoods', () => {
  it('looks up a known CEP and answers 404 with the error body for an unknown one', async () => {
    const ok = await cli.call<{ logradouro: string; nomeBairro: string; nomeCidade: string; uf: string }>('GET', '/v1/api/ceps/01310100', { token: cliente })
    expect(ok.body).toMatchObject({ logradouro: 'Avenida Paulista', nomeBairro: 'Bela Vista', nomeCidade: 'São Paulo', uf: 'SP' })
    const nao = await cli.call<Erro>('GET', '/v1/api/ceps/00000000', { token: cliente })
    expect(nao.status).toBe(404)
    expect(nao.body.details[0]?.errors).toEqual([messages.cepInexistente])
  })

  it('validates a neighbourhood ignoring accents, and finds cities by name and state', async () => {
    const b = await cli.call<{ bairroId: number }>('POST', '/v1/api/bairros/validar-bairro', { token: cliente, body: { nomeBairro: 'jardim goias', nomeCidade: 'GOIANIA', siglaUf: 'go' } })
    expect(b.body.bairroId).toBe(106)
    const c = await cli.call<{ id: number; nomeFull: string }>('GET', '/v1/api/cidades/obter-cidade-por-nome?nome=goiania&sigla=GO', { token: cliente })
    expect(c.body).toMatchObject({ id: 1489, nomeFull: 'Goiânia - GO' })
    const ativas = await cli.call<Array<{ id: number }>>('GET', '/v1/api/empresas/cidades-ativas')
    expect(ativas.body.map((x) => x.id)).toContain(1489)
  })
})

describe('maps service', () => {
  it('autocomplete restricted to Brazil leaves out the Lisbon street of the same name', async () => {
    const todos = await cli.call<{ predictions: Array<{ place_id: string }> }>('GET', '/maps/api/place/autocomplete/json?input=Rua%20Augusta')
    expect(todos.body.predictions.map((p) => p.place_id)).toContain('sbx-lis-augusta-100')
    const br = await cli.call<{ predictions: Array<{ place_id: string }> }>('GET', '/maps/api/place/autocomplete/json?input=Rua%20Augusta&components=country:br')
    expect(br.body.predictions.map((p) => p.place_id)).toEqual(['sbx-sp-augusta-1500'])
  })

  it('details say which country a place is in (for "Você precisa selecionar um endereço brasileiro.")', async () => {
    const d = await cli.call<{ status: string; result: { address_components: Array<{ short_name: string; types: string[] }> } }>(
      'GET', '/maps/api/place/details/json?place_id=sbx-bue-corrientes-1234')
    expect(d.body.result.address_components.find((c) => c.types.includes('country'))?.short_name).toBe('AR')
    expect((await cli.call<{ status: string }>('GET', '/maps/api/place/details/json?place_id=nada')).body.status).toBe('NOT_FOUND')
  })

  it('geocodes an address and reverse-geocodes coordinates', async () => {
    const g = await cli.call<{ status: string; results: Array<{ place_id: string }> }>('GET', '/maps/api/geocode/json?address=Avenida%20Atl%C3%A2ntica%2C%20Rio')
    expect(g.body.results[0]?.place_id).toBe('sbx-rj-atlantica-1702')
    const r = await cli.call<{ results: Array<{ place_id: string }> }>('GET', '/maps/api/geocode/json?latlng=-19.9190,-43.9385')
    expect(r.body.results[0]?.place_id).toBe('sbx-bh-afonso-pena-1212')
    expect((await cli.call<{ status: string }>('GET', '/maps/api/geocode/json?address=xyzzy')).body.status).toBe('ZERO_RESULTS')
  })
})
