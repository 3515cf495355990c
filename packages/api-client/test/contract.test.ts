import { describe, expect, it } from 'vitest'
import {
  assertValidResponse,
  getContract,
  validateRequestBody,
  validateResponse,
} from '../src/contract-validation'
import { CACHEABLE_PATHS } from '../src/cache'
import { operationList } from '../src/generated/index'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- walking an arbitrary document
const doc = getContract() as Json
const METHODS = ['get', 'put', 'post', 'delete'] as const
const ops = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    path,
    method: m,
    op: item[m] as Json,
    item: item as Json,
  })),
)

describe('the contract document', () => {
  it('is OpenAPI 3.1 with one entry per operation in the generated list', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(ops.length).toBe(operationList.length)
  })

  it('gives every operation a unique operationId, a host and an auth requirement', () => {
    const ids = ops.map((o) => o.op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { path, method, op } of ops) {
      expect(['auth', 'web', 'api', 'image', 'maps'], `${method} ${path}`).toContain(
        op['x-prato-host'],
      )
      expect(['none', 'client', 'user'], `${method} ${path}`).toContain(op['x-prato-auth'])
      if (op['x-prato-auth'] === 'none') expect(op.security, `${method} ${path}`).toEqual([])
    }
  })

  it('never lets two hosts share a method and path, even with differently named parameters (the sandbox serves all on one port)', () => {
    const seen = new Map<string, string>()
    for (const { path, method } of ops) {
      const shape = `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`
      expect(seen.get(shape), `${shape} is declared twice`).toBeUndefined()
      seen.set(shape, path)
    }
  })

  it('starts every path with a slash', () => {
    for (const { path } of ops) expect(path.startsWith('/'), path).toBe(true)
  })

  it('declares the tenant headers on the product hosts only (000 §7)', () => {
    for (const { path, method, op, item } of ops) {
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (p: Json) => p.$ref ?? p.name,
      )
      const hasTenant = params.includes('#/components/parameters/TactoGrupoEmpresarial')
      const product =
        ['api', 'web', 'image'].includes(op['x-prato-host']) && !op.tags.includes('sandbox')
      expect(hasTenant, `${method} ${path}`).toBe(product)
      if (hasTenant) {
        expect(params).toContain('#/components/parameters/GrupoEmpresaId')
        expect(params).toContain('#/components/parameters/EmpresaIdHeader')
      }
    }
    const header = doc.components.parameters
    expect([
      header.TactoGrupoEmpresarial.name,
      header.GrupoEmpresaId.name,
      header.EmpresaIdHeader.name,
    ]).toEqual(['tacto-grupo-empresarial', 'grupoEmpresaId', 'empresaId'])
  })

  it('answers every non-sandbox error with the shared ErrorBody', () => {
    expect(doc.components.responses.Error.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErrorBody',
    )
    for (const { path, method, op } of ops) {
      if (
        op.tags.includes('sandbox') &&
        (path === '/health' || method === 'delete' || path === '/__sandbox/reset')
      )
        continue
      expect(op.responses['4XX'], `${method} ${path}`).toEqual({
        $ref: '#/components/responses/Error',
      })
      if (!op.tags.includes('sandbox'))
        expect(op.responses['5XX'], `${method} ${path}`).toEqual({
          $ref: '#/components/responses/Error',
        })
    }
  })

  it('gives every request and success response body a schema', () => {
    for (const { path, method, op } of ops) {
      for (const [media, content] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
        expect(content.schema, `${method} ${path} request ${media}`).toBeDefined()
      }
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (!status.startsWith('2') || status === '204') continue
        expect(response.content, `${method} ${path} ${status}`).toBeDefined()
        for (const [media, content] of Object.entries(response.content as Json)) {
          expect(content.schema, `${method} ${path} ${status} ${media}`).toBeDefined()
        }
      }
    }
  })

  it('resolves every $ref', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    for (const raw of new Set(refs)) {
      const ref = raw.slice(8, -1)
      let node: unknown = doc
      for (const part of ref.slice(2).split('/')) node = (node as Json | undefined)?.[part]
      expect(node, ref).toBeDefined()
    }
  })

  it('marks each choice the specification leaves open with "Our choice"', () => {
    const text = JSON.stringify(doc)
    // restaurant search, partner contact, simple order, registration response, token lifetime,
    // cities list, account list, weekly-info-free layout, maps paths
    for (const id of [
      'searchRestaurantes',
      'createContatoParceiro',
      'createPedidoSimples',
      'listCidadesAtivas',
      'listContas',
      'geocode',
    ]) {
      const op = ops.find((o) => o.op.operationId === id)!.op
      expect(`${op.description}`, id).toContain('Our choice')
    }
    for (const schema of ['RegistrationResponse', 'OperationResult', 'TokenResponse']) {
      expect(JSON.stringify(doc.components.schemas[schema]), schema).toContain('Our choice')
    }
    for (const field of ['wifiNome', 'wifiSenha', 'urlAvaliacao', 'urlWhatsapp', 'guias']) {
      expect(
        doc.components.schemas.InformacaoCompleta.properties[field].description,
        field,
      ).toMatch(/^Our choice/)
    }
    expect(text).toContain('cardapioCorNomeProduto')
  })

  it('gives the layout data every flag the documents use (000 §3, 001 §3 "Layout flags used here")', () => {
    const fields = Object.keys(doc.components.schemas.InformacaoCompleta.properties)
    const named =
      `id nome logo logoUrl mensagemPadrao telefone corBody grupoEmpresarialChave empresaBaseId codigoPixelFacebook tenant menu
      flgDeliveryIndisponivel flgMostraCardapioMenu flgReservaEventoAtivo flgStatusReservaMesaAtiva flgMenuPedidoSimplesOk wgPedidoDeliveryOFF
      tempoMedioEntregaNome aberto abertoDelivery email endLogradouro endNumero endBairroNome endCep endCidadeNome endUFNome endUFSigla
      endLatitude endLongitude urlDownloadAndroid urlDownloadIOS config
      flgAceitaRetirarPedido flgPedidoPontoEntrega flgPedidoPontoEntregaConfig flgPedidoMenuComissionado flgPedidoMenuSimples
      flgPedidoMenuSimplesPosPago flgAceitaPgtoDelivery flgWGAtivoDeliverySeguranca flgWGAtivoMenuSeguranca opcoesMenu
      contaAtualMenuDto cardapioCorNomeProduto cardapioCorTextoInfo templateLinkQrCode fidelidadeId fidelidadeSaldoAtualConta`.split(
        /\s+/,
      )
    for (const name of named) expect(fields, name).toContain(name)
    expect(
      Object.keys(doc.components.schemas.InformacaoCompleta.properties.config.properties),
    ).toEqual(['imagemCabecalhoUrl'])
    expect(Object.keys(doc.components.schemas.OpcoesMenu.properties).sort()).toEqual([
      'pedidoComandaByAccConta',
      'pedidoComandaDeslogado',
      'pedidoDiretoAtivo',
      'pedidoDiretoSomenteBalcao',
    ])
  })

  it('offers the three token grants of 000 §7, form-encoded', () => {
    const token = (doc.paths as Json)['/connect/token'].post
    const schema = token.requestBody.content['application/x-www-form-urlencoded'].schema
    expect(schema.$ref).toBe('#/components/schemas/TokenRequest')
    const props = doc.components.schemas.TokenRequest.properties
    expect(props.grant_type.enum).toEqual(['client_credentials', 'password', 'external'])
    for (const f of [
      'client_id',
      'client_secret',
      'username',
      'password',
      'provider',
      'external_token',
    ])
      expect(props).toHaveProperty(f)
    expect(doc.components.schemas.TokenResponse.required).toEqual([
      'access_token',
      'token_type',
      'expires_in',
    ])
    const claims = Object.keys(doc.components.schemas.UserInfo.properties)
    for (const c of [
      'sex',
      'image',
      'name',
      'cpf',
      'phone',
      'pessoaglobalid',
      'dateofbirth',
      'id',
      'email',
      'sub',
      'phone-confirmed',
    ]) {
      expect(claims, c).toContain(c)
    }
  })

  it('biases places autocomplete to 2000 m in Brazil (000 §9 "Location bias circle is 2000 m")', () => {
    const params = (doc.paths as Json)['/maps/api/place/autocomplete/json'].get.parameters as Json[]
    expect(params.find((p) => p.name === 'radius')!.schema.default).toBe(2000)
    expect(params.find((p) => p.name === 'components')!.schema.default).toBe('country:br')
  })
})

describe('the cache allowlist', () => {
  it('names only GETs of the product API that need no user token (never per-user data)', () => {
    for (const path of CACHEABLE_PATHS) {
      const get = (doc.paths as Json)[path]?.get
      expect(get, path).toBeDefined()
      expect(get['x-prato-host'], path).toBe('api')
      expect(get['x-prato-auth'], path).not.toBe('user')
    }
  })
})

describe('validateResponse / validateRequestBody', () => {
  it('accepts a body that matches and lists what is wrong with one that does not', () => {
    const ok = [{ id: 1, nome: 'Almoço executivo' }]
    expect(validateResponse('/v3/cardapio/guias', 'GET', 200, ok)).toEqual({
      valid: true,
      errors: [],
    })
    const bad = validateResponse('/v3/cardapio/guias', 'get', 200, [{ id: 'um' }])
    expect(bad.valid).toBe(false)
    expect(bad.errors.join('\n')).toMatch(/\/0\/id must be integer/)
    expect(bad.errors.join('\n')).toMatch(/must have required property 'nome'/)
  })

  it('follows $refs into nested schemas and nullable unions', () => {
    const tracking = {
      id: 10,
      empresaId: 1,
      situacaoId: 1,
      situacaoNome: 'Em aberto',
      dataPedido: '2026-11-22T12:00:00',
      valorTotal: 50.5,
      valorProduto: 45.5,
      valorTaxaEntrega: 5,
      flgRetirarLocal: false,
      flgPontoEntrega: false,
      empresaNome: 'Bella Napoli',
      flgSugerirAvaliacao: false,
      flgPago: false,
      pix: null,
      pedidoItem: [
        { qtde: 1, itemNomeCompleto: 'Pizza', valorTotal: 45.5, pedidoItemVariacao: [] },
      ],
      historico: [{ data: '2026-11-22T12:00:00', situacaoPedido: 'Em aberto', situacaoId: 1 }],
    }
    expect(validateResponse('/v1/wg-pedido/{id}/acompanhamento', 'GET', 200, tracking).valid).toBe(
      true,
    )
    const wrongStatus = validateResponse('/v1/wg-pedido/{id}/acompanhamento', 'GET', 200, {
      ...tracking,
      situacaoId: 9,
    })
    expect(wrongStatus.valid).toBe(false)
  })

  it('checks error answers against ErrorBody through the 4XX/5XX ranges', () => {
    expect(
      validateResponse('/v1/vouchers/{code}', 'GET', 404, {
        details: [{ errors: ['Cupom não encontrado!'] }],
      }).valid,
    ).toBe(true)
    expect(validateResponse('/v1/vouchers/{code}', 'GET', 500, { message: 'boom' }).valid).toBe(
      false,
    )
    expect(validateResponse('/v1/vouchers/{code}', 'GET', 302, {}).valid).toBe(false)
  })

  it('treats no-content and non-JSON answers by what the contract says', () => {
    expect(
      validateResponse('/v1/acompanhamento-conta/pedidomenu-conta-atual', 'GET', 204, undefined)
        .valid,
    ).toBe(true)
    expect(
      validateResponse('/v1/acompanhamento-conta/pedidomenu-conta-atual', 'GET', 204, { x: 1 })
        .valid,
    ).toBe(false)
    expect(validateResponse('/v1/empresas/{id}/imagem', 'GET', 200, 'binary').valid).toBe(true)
    expect(validateResponse('/nope', 'GET', 200, {}).valid).toBe(false)
  })

  it('validates request bodies, form-encoded ones included', () => {
    expect(
      validateRequestBody('/connect/token', 'POST', {
        grant_type: 'client_credentials',
        client_id: 'a',
        client_secret: 'b',
      }).valid,
    ).toBe(true)
    expect(validateRequestBody('/connect/token', 'POST', { grant_type: 'implicit' }).valid).toBe(
      false,
    )
    expect(
      validateRequestBody('/api/usuarios', 'POST', {
        nome: 'Ana Lima',
        telefone: '5511999998888',
        email: 'ana@prato.dev',
        senha: '123',
      }).valid,
    ).toBe(false)
    expect(validateRequestBody('/v3/cardapio/guias', 'GET', {}).valid).toBe(false)
  })

  it('assertValidResponse throws with the problems listed', () => {
    expect(() => assertValidResponse('/v3/cardapio/guias', 'GET', 200, [{}])).toThrow(
      /does not match the contract/,
    )
    expect(() => assertValidResponse('/v3/cardapio/guias', 'GET', 200, [])).not.toThrow()
  })
})
