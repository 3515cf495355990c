import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { BELLA, type Cliente, novoSandbox } from './helpers'

type Erro = { details: Array<{ errors: string[] }> }
type Endereco = {
  id: number
  flgPrincipal: boolean
  flgAceitaEntrega: boolean
  taxaEntrega: number | null
  nomeBairro: string
}

let cli: Cliente
let ana: string
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  ana = await cli.login('ana@prato.dev')
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

const lista = () =>
  cli.call<Endereco[]>(
    'GET',
    '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001',
    { token: ana, empresaId: BELLA },
  )

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
    const recusa = await cli.call<Erro>('PUT', '/v1/api/pessoas-enderecos/3002/ativar', {
      token: ana,
      empresaId: BELLA,
    })
    expect(recusa.status).toBe(400)
    expect(recusa.body.details[0]?.errors).toEqual([messages.enderecoNaoAceitaEntrega])
    const novo = await cli.call<Endereco>('POST', '/v1/api/pessoas-enderecos/', {
      token: ana,
      empresaId: BELLA,
      body: {
        logradouro: 'Avenida T-4',
        numero: '410',
        bairroId: 102,
        cidadeId: 1489,
        cep: '74230-010',
      },
    })
    expect(novo.status).toBe(201)
    expect(novo.body).toMatchObject({ flgPrincipal: false, flgAceitaEntrega: true, taxaEntrega: 5 })
    const ativo = await cli.call<Endereco>(
      'PUT',
      `/v1/api/pessoas-enderecos/${novo.body.id}/ativar`,
      { token: ana, empresaId: BELLA },
    )
    expect(ativo.body.flgPrincipal).toBe(true)
    expect((await lista()).body.filter((e) => e.flgPrincipal).map((e) => e.id)).toEqual([
      novo.body.id,
    ])
  })

  it('validates addresses with the specification messages (000 §5)', async () => {
    const r = await cli.call<Erro>('POST', '/v1/api/pessoas-enderecos/', {
      token: ana,
      empresaId: BELLA,
      body: { logradouro: '', numero: '', cep: '123', cidadeId: 1489 },
    })
    expect(r.status).toBe(400)
    expect(r.body.details[0]?.errors).toEqual(
      expect.arrayContaining([
        messages.informeRua,
        messages.informeNumero,
        messages.cepInvalido,
        messages.informeBairro,
      ]),
    )
  })

  it("someone else's addresses are out of reach", async () => {
    const bruno = await cli.login('bruno@prato.dev')
    expect(
      (
        await cli.call(
          'GET',
          '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001',
          { token: bruno },
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await cli.call('PUT', '/v1/api/pessoas-enderecos/3001/ativar', {
          token: bruno,
          empresaId: BELLA,
        })
      ).status,
    ).toBe(404)
  })
})

describe('CEP, cities and neighbourhoods', () => {
  it('looks up a known CEP and answers 404 with the error body for an unknown one', async () => {
    const ok = await cli.call<{
      logradouro: string
      nomeBairro: string
      nomeCidade: string
      uf: string
    }>('GET', '/v1/api/ceps/01310100', { token: cliente })
    expect(ok.body).toMatchObject({
      logradouro: 'Avenida Paulista',
      nomeBairro: 'Bela Vista',
      nomeCidade: 'São Paulo',
      uf: 'SP',
    })
    const nao = await cli.call<Erro>('GET', '/v1/api/ceps/00000000', { token: cliente })
    expect(nao.status).toBe(404)
    expect(nao.body.details[0]?.errors).toEqual([messages.cepInexistente])
  })

  it('validates a neighbourhood ignoring accents, and finds cities by name and state', async () => {
    const b = await cli.call<{ bairroId: number }>('POST', '/v1/api/bairros/validar-bairro', {
      token: cliente,
      body: { nomeBairro: 'jardim goias', nomeCidade: 'GOIANIA', siglaUf: 'go' },
    })
    expect(b.body.bairroId).toBe(106)
    const c = await cli.call<{ id: number; nomeFull: string }>(
      'GET',
      '/v1/api/cidades/obter-cidade-por-nome?nome=goiania&sigla=GO',
      { token: cliente },
    )
    expect(c.body).toMatchObject({ id: 1489, nomeFull: 'Goiânia - GO' })
    const ativas = await cli.call<Array<{ id: number }>>('GET', '/v1/api/empresas/cidades-ativas')
    expect(ativas.body.map((x) => x.id)).toContain(1489)
  })
})

describe('maps service', () => {
  it('autocomplete restricted to Brazil leaves out the Lisbon street of the same name', async () => {
    const todos = await cli.call<{ predictions: Array<{ place_id: string }> }>(
      'GET',
      '/maps/api/place/autocomplete/json?input=Rua%20Augusta',
    )
    expect(todos.body.predictions.map((p) => p.place_id)).toContain('sbx-lis-augusta-100')
    const br = await cli.call<{ predictions: Array<{ place_id: string }> }>(
      'GET',
      '/maps/api/place/autocomplete/json?input=Rua%20Augusta&components=country:br',
    )
    expect(br.body.predictions.map((p) => p.place_id)).toEqual(['sbx-sp-augusta-1500'])
  })

  it('details say which country a place is in (for "Você precisa selecionar um endereço brasileiro.")', async () => {
    const d = await cli.call<{
      status: string
      result: { address_components: Array<{ short_name: string; types: string[] }> }
    }>('GET', '/maps/api/place/details/json?place_id=sbx-bue-corrientes-1234')
    expect(
      d.body.result.address_components.find((c) => c.types.includes('country'))?.short_name,
    ).toBe('AR')
    expect(
      (await cli.call<{ status: string }>('GET', '/maps/api/place/details/json?place_id=nada')).body
        .status,
    ).toBe('NOT_FOUND')
  })

  it('geocodes an address and reverse-geocodes coordinates', async () => {
    const g = await cli.call<{ status: string; results: Array<{ place_id: string }> }>(
      'GET',
      '/maps/api/geocode/json?address=Avenida%20Atl%C3%A2ntica%2C%20Rio',
    )
    expect(g.body.results[0]?.place_id).toBe('sbx-rj-atlantica-1702')
    const r = await cli.call<{ results: Array<{ place_id: string }> }>(
      'GET',
      '/maps/api/geocode/json?latlng=-19.9190,-43.9385',
    )
    expect(r.body.results[0]?.place_id).toBe('sbx-bh-afonso-pena-1212')
    expect(
      (await cli.call<{ status: string }>('GET', '/maps/api/geocode/json?address=xyzzy')).body
        .status,
    ).toBe('ZERO_RESULTS')
  })

  type Predicoes = { predictions: Array<{ place_id: string; description: string }> }
  const BELLA_LATLNG = '-16.6969,-49.2577' // Bella Napoli, Setor Marista, Goiânia

  it('autocomplete matches words as they are typed ("Rua 10" finds Rua 10 and Rua 1014, not Rua 1136)', async () => {
    const r = await cli.call<Predicoes>(
      'GET',
      `/maps/api/place/autocomplete/json?input=Rua%2010&components=country:br&location=${BELLA_LATLNG}&radius=2000`,
    )
    const ids = r.body.predictions.map((p) => p.place_id)
    expect(ids).toContain('sbx-gyn-rua-10-250')
    expect(ids).toContain('sbx-gyn-rua-1014-75')
    expect(ids).not.toContain('sbx-gyn-rua-1136-150')
  })

  it('000 §9 "Location bias circle is 2000 m": places inside the circle come first, nearest first; farther ones still follow', async () => {
    const r = await cli.call<Predicoes>(
      'GET',
      `/maps/api/place/autocomplete/json?input=Rua&components=country:br&location=${BELLA_LATLNG}&radius=2000`,
    )
    const ids = r.body.predictions.map((p) => p.place_id)
    // Rua 1136 (about 470 m), Rua 83 (710 m), Rua 10 (1.75 km) and Rua T-55 (1.99 km) are inside; Rua 1014
    // (2.24 km) is not, and comes after them with the rest of Brazil.
    expect(ids.slice(0, 4)).toEqual([
      'sbx-gyn-rua-1136-150',
      'sbx-gyn-rua-83-520',
      'sbx-gyn-rua-10-250',
      'sbx-gyn-t55-300',
    ])
    expect(ids).toHaveLength(5)
    expect(ids[4]).not.toBe('sbx-gyn-rua-1014-75')
    // the same text without a circle keeps its usual order: a bias, not a filter
    const semBias = await cli.call<Predicoes>(
      'GET',
      '/maps/api/place/autocomplete/json?input=Rua&components=country:br',
    )
    expect(semBias.body.predictions[0]?.place_id).not.toBe('sbx-gyn-rua-1136-150')
  })

  it('geocodes a number it does not know to the street (type route), so a saved address still gets coordinates', async () => {
    type Geo = {
      status: string
      results: Array<{
        place_id: string
        types: string[]
        geometry: { location: { lat: number; lng: number } }
      }>
    }
    const conhecido = await cli.call<Geo>(
      'GET',
      `/maps/api/geocode/json?address=${encodeURIComponent('Avenida T-4, 410, Setor Bueno, Goiânia - GO, Brasil')}&components=country:br`,
    )
    expect(conhecido.body.results[0]).toMatchObject({
      place_id: 'sbx-gyn-t4-410',
      types: ['street_address'],
    })
    const outroNumero = await cli.call<Geo>(
      'GET',
      `/maps/api/geocode/json?address=${encodeURIComponent('Avenida T-4, 1478, Setor Bueno, Goiânia - GO, Brasil')}&components=country:br`,
    )
    expect(outroNumero.body.results[0]).toMatchObject({
      place_id: 'sbx-rua-74230010',
      types: ['route'],
    })
    const rua = await cli.call<Geo>(
      'GET',
      `/maps/api/geocode/json?address=${encodeURIComponent('Rua Dias Ferreira, 77, Leblon, Rio de Janeiro - RJ')}&components=country:br`,
    )
    expect(rua.body.results[0]).toMatchObject({
      place_id: 'sbx-rua-22431050',
      types: ['route'],
      geometry: { location: { lat: -22.9832, lng: -43.2254 } },
    })
    const detalhe = await cli.call<{ status: string; result: { formatted_address: string } }>(
      'GET',
      '/maps/api/place/details/json?place_id=sbx-rua-22431050',
    )
    expect(detalhe.body.result.formatted_address).toBe(
      'Rua Dias Ferreira - Leblon, Rio de Janeiro - RJ, 22431-050, Brasil',
    )
    // the street's words must all be there: a wrong city finds nothing
    expect(
      (
        await cli.call<Geo>(
          'GET',
          `/maps/api/geocode/json?address=${encodeURIComponent('Rua Dias Ferreira, 77, Curitiba')}`,
        )
      ).body.status,
    ).toBe('ZERO_RESULTS')
  })

  it('reverse geocoding answers the nearest address within 2 km, outside Brazil only without the country filter', async () => {
    type Geo = { status: string; results: Array<{ place_id: string }> }
    const perto = await cli.call<Geo>(
      'GET',
      '/maps/api/geocode/json?latlng=-16.6836,-49.2660&components=country:br',
    )
    expect(perto.body.results.map((r) => r.place_id)).toEqual(['sbx-gyn-rua-10-250'])
    const longe = await cli.call<Geo>('GET', '/maps/api/geocode/json?latlng=-10.0,-55.0')
    expect(longe.body.status).toBe('ZERO_RESULTS')
    const lisboa = '38.7102,-9.1374'
    expect(
      (await cli.call<Geo>('GET', `/maps/api/geocode/json?latlng=${lisboa}`)).body.results[0]
        ?.place_id,
    ).toBe('sbx-lis-augusta-100')
    expect(
      (await cli.call<Geo>('GET', `/maps/api/geocode/json?latlng=${lisboa}&components=country:br`))
        .body.status,
    ).toBe('ZERO_RESULTS')
    expect((await cli.call<Geo>('GET', '/maps/api/geocode/json?latlng=200,10')).body.status).toBe(
      'INVALID_REQUEST',
    )
  })
})
