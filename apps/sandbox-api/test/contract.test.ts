// Walks EVERY operation of the contract against the sandbox and validates each answer (and each request
// body this walk sends) against the contract's schemas. An operation the walk does not reach, or that the
// sandbox does not implement (404 route), fails the suite.
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateRequestBody, validateResponse } from '@prato/api-client/contract-validation'
import {
  BELLA,
  type Cliente,
  type Resposta,
  novoSandbox,
  pedidoSimples,
  produto,
  SUSHI,
} from './helpers'

type Metodo = 'get' | 'post' | 'put' | 'delete'
const contrato = createRequire(import.meta.url)('@prato/api-client/openapi.json') as {
  paths: Record<string, Partial<Record<Metodo, { operationId: string }>>>
}
const OPERACOES = new Map<string, { metodo: Metodo; caminho: string }>()
for (const [caminho, ops] of Object.entries(contrato.paths)) {
  for (const metodo of ['get', 'post', 'put', 'delete'] as const) {
    const op = ops[metodo]
    if (op) OPERACOES.set(op.operationId, { metodo, caminho })
  }
}

const cobertas = new Set<string>()
let cli: Cliente
let cliente: string
let ana: string
let bruno: string

/** Calls an operation, checks the status and validates request and response against the contract. */
async function op<T = Record<string, unknown>>(
  operationId: string,
  path: string,
  opts: Parameters<Cliente['call']>[2] & { status?: number } = {},
): Promise<Resposta<T>> {
  const o = OPERACOES.get(operationId)
  if (!o) throw new Error(`${operationId} não está no contrato`)
  if (opts.body !== undefined) {
    const req = validateRequestBody(o.caminho, o.metodo, opts.body)
    expect(req.errors, `${operationId} request body`).toEqual([])
  }
  const r = await cli.call<T>(o.metodo.toUpperCase(), path, opts)
  const esperado = opts.status ?? 200
  expect(r.status, `${operationId} ${path}: ${r.text.slice(0, 300)}`).toBe(esperado)
  const corpo = r.text === '' ? undefined : r.body
  const v = validateResponse(o.caminho, o.metodo, r.status, corpo)
  expect(v.errors, `${operationId} response`).toEqual([])
  cobertas.add(operationId)
  return r
}

const estado: Record<string, number | string> = {}

beforeAll(async () => {
  cli = novoSandbox()
  cliente = await cli.token()
  ana = await cli.login('ana@prato.dev')
  bruno = await cli.login('bruno@prato.dev')
})
afterAll(async () => {
  await cli.sandbox.close()
})

describe('the sandbox implements every operation of the contract', () => {
  it('auth host', async () => {
    await op('createToken', '/connect/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: 'prato-directory',
        client_secret: 'prato-sandbox-secret',
      },
    })
    await op('createToken', '/connect/token', {
      form: {
        grant_type: 'password',
        username: 'x@prato.dev',
        password: 'errada',
        client_id: 'prato-storefront',
        client_secret: 'prato-sandbox-secret',
      },
      status: 400,
    })
    await op('getUserInfo', '/connect/userinfo', { token: ana })
    await op('getUserInfo', '/connect/userinfo', { token: cliente, status: 401 })
    const reg = await op<{ id: string }>('registerUser', '/api/usuarios', {
      body: {
        nome: 'Diego Contrato',
        telefone: '62991234567',
        email: 'diego.contrato@prato.dev',
        senha: 'segredo1',
        sexo: 'm',
      },
      status: 201,
    })
    expect(reg.body.id).toBeTruthy()
    await op('registerUser', '/api/usuarios', {
      body: { nome: 'Diego', telefone: '62991234567', email: 'outro@prato.dev', senha: 'segredo1' },
      status: 400,
    })
    estado.diego = await cli.login('diego.contrato@prato.dev', 'segredo1')
    await op('recoverPassword', '/api/usuario-logado/recuperar-senha', {
      token: cliente,
      body: { email: 'ana@prato.dev' },
    })
    await op('updateProfile', '/api/usuario-logado', {
      token: ana,
      body: {
        nome: 'Ana Souza',
        cpf: '52998224725',
        sexo: 'f',
        dataNascimento: '1990-05-12',
        imagemUrl: null,
      },
    })
    await op('resendSmsCode', '/api/usuario-logado/telefone/confirmacao-sms', {
      token: estado.diego as string,
      body: { telefone: '5562991234567' },
    })
    const sms = await op<{ codigo: string }>('sandboxLatestSms', '/__sandbox/sms/5562991234567')
    await op('confirmSmsCode', '/api/usuario-logado/telefone/confirmacao-sms', {
      token: estado.diego as string,
      body: { code: '000000' === sms.body.codigo ? '111111' : '000000' },
      status: 400,
    })
    await op('confirmSmsCode', '/api/usuario-logado/telefone/confirmacao-sms', {
      token: estado.diego as string,
      body: { code: sms.body.codigo },
    })
    const troca = await op<{ autorizacao: string }>(
      'requestPhoneChange',
      '/v3/usuario-logado/alterarTelefone',
      {
        token: estado.diego as string,
        empresaId: BELLA,
        body: { novoTelefone: '62987654321' },
      },
    )
    const sms2 = await op<{ codigo: string }>('sandboxLatestSms', '/__sandbox/sms/5562987654321')
    await op('validateNewPhone', '/api/usuario-logado/novo-telefone', {
      token: estado.diego as string,
      body: {
        novoTelefone: '5562987654321',
        codigoSms: sms2.body.codigo,
        autorizacao: troca.body.autorizacao,
      },
    })
    const form = new FormData()
    form.set(
      'file',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'foto.png', {
        type: 'image/png',
      }),
    )
    await op('uploadPessoaImagem', '/v1/pessoas/imagem', {
      token: ana,
      empresaId: BELLA,
      multipart: form,
    })
  })

  it('addresses, cities and neighbourhoods', async () => {
    await op('listBairrosPorCidade', '/v1/api/bairros/por-cidade?cidadeId=1489', { token: cliente })
    await op('getCep', '/v1/api/ceps/74180040', { token: cliente })
    await op('getCep', '/v1/api/ceps/99999999', { token: cliente, status: 404 })
    await op(
      'listPessoaEnderecos',
      '/v1/api/pessoas-enderecos/1001/PessoaId?pessoaId=1001&empresaGlobalId=5001',
      { token: ana, empresaId: BELLA },
    )
    const novo = await op<{ id: number }>('createPessoaEndereco', '/v1/api/pessoas-enderecos/', {
      token: ana,
      empresaId: BELLA,
      status: 201,
      body: {
        pessoaId: 1001,
        empresaGlobalId: 5001,
        nome: 'Casa da mãe',
        logradouro: 'Rua 10',
        numero: '250',
        complemento: null,
        referencia: null,
        cep: '74125020',
        cepId: 9006,
        bairroId: 104,
        nomeBairro: 'Setor Oeste',
        cidadeId: 1489,
        nomeCidade: 'Goiânia',
        ufId: 9,
        uf: 'GO',
        nomeEstado: 'Goiás',
        pais: 'Brasil',
        latitude: -16.6834,
        longitude: -49.2662,
      },
    })
    await op('updatePessoaEndereco', `/v1/api/pessoas-enderecos/${novo.body.id}`, {
      token: ana,
      empresaId: BELLA,
      body: { logradouro: 'Rua 10', numero: '260', bairroId: 104, cidadeId: 1489 },
    })
    await op('activatePessoaEndereco', `/v1/api/pessoas-enderecos/${novo.body.id}/ativar`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('activatePessoaEndereco', '/v1/api/pessoas-enderecos/3001/ativar', {
      token: ana,
      empresaId: BELLA,
    })
    await op('validateBairro', '/v1/api/bairros/validar-bairro', {
      token: cliente,
      body: { nomeBairro: 'Setor Bueno', nomeCidade: 'Goiania', siglaUf: 'GO' },
    })
    await op(
      'getCidadePorNome',
      '/v1/api/cidades/obter-cidade-por-nome?nome=S%C3%A3o%20Paulo&sigla=SP',
      { token: cliente },
    )
  })

  it('company, images and maps', async () => {
    await op('getPermaLink', '/v1/api/empresa-wg-config/bella-napoli/perma-link')
    await op('getPermaLink', '/v1/api/empresa-wg-config/nao-existe/perma-link', { status: 404 })
    for (const id of [1, 2, 3, 4, 5, 6, 11])
      await op(
        'getInformacaoCompleta',
        `/v1/api/empresas/informacao-completa?empresaId=${id}&pdvId=3`,
        { token: cliente, empresaId: id },
      )
    await op('listCidadesAtivas', '/v1/api/empresas/cidades-ativas')
    await op('listInfoSemanal', '/v1/api/empresas-info-semanal/5001/1/lista', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('getEmpresaImagem', '/v1/empresas/1/imagem?c=logo&b=1')
    await op(
      'geocode',
      '/maps/api/geocode/json?address=Avenida%20Paulista%201578&components=country:br',
    )
    await op('geocode', '/maps/api/geocode/json?latlng=-16.6969,-49.2577')
    await op(
      'placesAutocomplete',
      '/maps/api/place/autocomplete/json?input=augusta&location=-23.55,-46.65&radius=2000',
    )
    await op('placeDetails', '/maps/api/place/details/json?place_id=sbx-lis-augusta-100')
    await op('placeDetails', '/maps/api/place/details/json?place_id=desconhecido')
  })

  it('menu and catalogue', async () => {
    await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=3', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=1&guiaId=2', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=3', {
      token: cliente,
      empresaId: 6,
    })
    await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=1', {
      token: cliente,
      empresaId: 5,
    })
    await op('getCardapioGrupos', '/v3/cardapio/grupos?pdvId=3', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listGuias', '/v3/cardapio/guias', { token: cliente, empresaId: BELLA })
    const meia = await produto(cli, cliente, BELLA, 'Pizza Meio a Meio')
    await op('getCardapioItem', `/v1/cardapios/item/${meia.id}?pdvId=3`, {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listModalidadesCaixas', '/v1/api/modalidades-caixas/5001', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listPontosEntrega', '/v3/delivery-pontoentrega/pontos-ativos', {
      token: cliente,
      empresaId: 3,
    })
    await op('listLocalizacoesCliente', '/v3/listagem-basica/localizacoes-cliente', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listMesasCliente', '/v3/listagem-basica/mesas-cliente', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('getVoucher', '/v1/vouchers/PROMO15', { token: cliente, empresaId: BELLA })
    await op('getVoucher', '/v1/vouchers/VELHO', { token: cliente, empresaId: BELLA })
    await op('getVoucher', '/v1/vouchers/NADA', { token: cliente, empresaId: BELLA, status: 404 })
  })

  it('fees, offline person and placing every kind of order', async () => {
    await op(
      'validarEmpresaEndereco',
      '/v2/api/pessoa-endereco/validar-empresa?valorTotalProduto=45.9&pessoaEnderecoId=3001',
      { token: ana, empresaId: BELLA },
    )
    const pessoa = {
      nome: 'Visitante Sem Cadastro',
      telefone: '62990001111',
      cep: '74230010',
      cepId: 9002,
      cidadeId: 1489,
      bairroId: 102,
      nomeBairro: 'Setor Bueno',
      nomeCidade: 'Goiânia',
      nomeEstado: 'Goiás',
      logradouro: 'Avenida T-4',
      numero: '410',
      complemento: null,
      referencia: null,
      latitude: '-16.7019',
      longitude: '-49.2676',
      pais: 'Brasil',
      habilitaCadastro: false,
    }
    const off = await op<{ id: number; chave: string }>(
      'registrarPessoaOff',
      '/v3/wg-pedido-off/registrar-pessoa',
      { token: cliente, empresaId: BELLA, body: pessoa },
    )
    await op(
      'validarEmpresaOff',
      `/v3/wg-pedido-off/validar-empresa?pessoaoffid=${off.body.id}&valorTotalProduto=45.9`,
      { token: cliente, empresaId: BELLA },
    )
    await op(
      'alterarPessoaOff',
      `/v3/wg-pedido-off/alterar-pessoa?chave=${off.body.chave}&pessoaoffid=${off.body.id}`,
      { token: cliente, empresaId: BELLA, body: { ...pessoa, numero: '420' } },
    )
    await op(
      'obterPessoaOff',
      `/v3/wg-pedido-off/obter-pessoaOff?pessoaoffid=${off.body.id}&chave=${off.body.chave}`,
      { token: cliente, empresaId: BELLA },
    )

    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const coca = await produto(cli, cliente, BELLA, 'Coca-Cola Lata 350 ml')
    const delivery = await op<{ data: { id: number; pix: { pagamentoId: number } } }>(
      'createPedidoDelivery',
      '/v3/wg-pedido',
      {
        token: ana,
        empresaId: BELLA,
        body: pedidoSimples(
          BELLA,
          [
            { p: lasanha, qtde: 1 },
            { p: coca, qtde: 2 },
          ],
          { pessoaEnderecoId: 3001 },
        ),
      },
    )
    estado.pedido = delivery.body.data.id
    estado.pagamentoPedido = delivery.body.data.pix.pagamentoId
    const pontos = await op<{ id: number; taxaEntrega: number }[]>(
      'listPontosEntrega',
      '/v3/delivery-pontoentrega/pontos-ativos',
      { token: cliente, empresaId: BELLA },
    )
    const ponto = pontos.body[0]!
    await op('createPedidoPontoEntrega', '/v3/wg-pedido/ponto-entrega', {
      token: ana,
      empresaId: BELLA,
      body: {
        ...pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], {
          taxa: ponto.taxaEntrega,
          modalidade: 1,
        }),
        pontoEntregaId: ponto.id,
      },
    })
    const modalidades = await cli.call<Array<{ id: number; nome: string }>>(
      'GET',
      '/v1/api/modalidades-caixas/5001',
      { token: cliente, empresaId: BELLA },
    )
    const dinheiro = modalidades.body.find((m) => m.nome === 'Dinheiro')!.id
    const pedOff = await op<{ data: { id: number } }>(
      'createPedidoOff',
      '/v3/wg-pedido-off/novo-pedido',
      {
        token: cliente,
        empresaId: BELLA,
        body: {
          ...pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { taxa: 5, modalidade: dinheiro }),
          valorTroco: 9.1,
          pessoaOffId: off.body.id,
          chave: off.body.chave,
        },
      },
    )
    await op(
      'getPedidoOffStatus',
      `/v3/wg-pedido-off/obter-status?pessoaoffid=${off.body.id}&pedidoId=${pedOff.body.data.id}`,
      { token: cliente, empresaId: BELLA },
    )
    await op(
      'getPedidoOffDetalhe',
      `/v3/wg-pedido-off/${pedOff.body.data.id}/detalhado?pessoaoffid=${off.body.id}&pedidoid=${pedOff.body.data.id}`,
      { token: cliente, empresaId: BELLA },
    )

    const vinho = await produto(cli, cliente, BELLA, 'Vinho da Casa (taça)', 1)
    const itemMenu = [
      {
        itemId: vinho.id,
        valorUnitario: 24,
        qtde: 1,
        valorNormal: 24,
        valorTotal: 24,
        observacao: null,
        tamanhoId: null,
        wgPedidoItemVariacao: [],
      },
    ]
    await op('createPedidoComanda', '/v3/wg-pedido-comanda/direto', {
      token: ana,
      empresaId: BELLA,
      body: {
        nomeApoio: 'Ana',
        chavePedidoMobile: 'BN-1234-7F3A',
        aplicativoId: 1,
        saidaId: 7001,
        empresaId: BELLA,
        pessoaGlobalId: 1001,
        observacao: null,
        valorProduto: 24,
        valorTotal: 24,
        wgPedidoItem: itemMenu,
      },
    })
    await op('createPedidoComandaOff', '/v3/wg-pedido-comanda/direto-off', {
      token: cliente,
      empresaId: SUSHI,
      body: {
        nomeApoio: 'Visitante',
        chavePedidoMobile: 'SK-5678-2B8E',
        aplicativoId: 1,
        saidaId: 7003,
        empresaId: SUSHI,
        pessoaGlobalId: null,
        observacao: null,
        valorProduto: 9.9,
        valorTotal: 9.9,
        chaveClienteCurta: '5678',
        wgPedidoItem: [
          {
            itemId: (await produto(cli, cliente, SUSHI, 'Chá Verde Gelado', 1)).id,
            valorUnitario: 9.9,
            qtde: 1,
            valorTotal: 9.9,
            wgPedidoItemVariacao: [],
          },
        ],
      },
    })
    const consumo = await op<{ data: { id: number } }>(
      'createPedidoConsumo',
      '/v3/wg-pedido-consumo/direto',
      {
        token: ana,
        empresaId: BELLA,
        body: {
          localizacaoId: 1,
          flgRetirarLocal: false,
          modalidadeCaixaApiId: dinheiro,
          pessoaCarteiraId: null,
          valorTaxaServico: 2.4,
          valorComissao: 2.4,
          percComissao: 10,
          empresaId: BELLA,
          pessoaGlobalId: 1001,
          observacao: null,
          valorProduto: 24,
          valorTotal: 26.4,
          wgPedidoItem: itemMenu,
        },
      },
    )
    estado.consumo = consumo.body.data.id
    await op('createPedidoSimples', '/v3/wg-pedido-consumo/simples', {
      token: cliente,
      empresaId: BELLA,
      body: {
        nome: 'Carlos',
        localizacaoId: null,
        flgRetirarLocal: true,
        modalidadeCaixaApiId: dinheiro,
        valorTaxaServico: 0,
        valorComissao: 0,
        percComissao: 0,
        empresaId: BELLA,
        valorProduto: 24,
        valorTotal: 24,
        wgPedidoItem: itemMenu,
      },
    })
  })

  it('reading, tracking and cancelling orders', async () => {
    await op('listUltimosPedidos', '/v1/api/PedidoApi/ultimos/empresa-atual?limite=30', {
      token: ana,
      empresaId: BELLA,
    })
    await op('getPedidoDetalhe', `/v1/wg-pedido/${estado.pedido}/detalhes/completo`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('getPedidoAcompanhamento', `/v1/wg-pedido/${estado.pedido}/acompanhamento`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('getPedidoAcompanhamento', '/v1/wg-pedido/9001/acompanhamento', {
      token: bruno,
      empresaId: BELLA,
      status: 404,
    })
    await op('listMeusPedidosMenu', '/v3/wg-pedido-consumo/direto/meus-pedidos', {
      token: ana,
      empresaId: BELLA,
    })
    await op(
      'getMeuPedidoMenuDetalhe',
      `/v3/wg-pedido-consumo/direto/meus-pedidos/${estado.consumo}/detalhado`,
      { token: ana, empresaId: BELLA },
    )
    await op('getPagamentoStatus', `/v1/pagamentos/obter-status/${estado.pagamentoPedido}`, {
      token: cliente,
      empresaId: BELLA,
    })
    await op('sandboxPayPayment', `/__sandbox/payments/${estado.pagamentoPedido}/pay`)
    await op('sandboxSetOrderStatus', `/__sandbox/orders/${estado.pedido}/status`, {
      body: { situacaoId: 3 },
    })
    await op('cancelarPedido', '/v1/wg-pedido/cancelar', {
      token: ana,
      empresaId: BELLA,
      body: {
        id: estado.pedido,
        motivoCancelamentoId: 6,
        dataHoraCancelamento: '2026-11-22T12:00:00',
      },
      status: 422,
    })
    const ultimos = await cli.call<Array<{ id: number; situacaoId: number }>>(
      'GET',
      '/v1/api/PedidoApi/ultimos/empresa-atual',
      { token: ana, empresaId: BELLA },
    )
    const aberto = ultimos.body.find((p) => p.situacaoId === 1)!
    await op('cancelarPedido', '/v1/wg-pedido/cancelar', {
      token: ana,
      empresaId: BELLA,
      body: { id: aberto.id, motivoCancelamentoId: 4, dataHoraCancelamento: '2026-11-22T12:00:00' },
    })
    await op('sandboxSetOrderStatus', `/__sandbox/orders/${estado.pedido}/status`, {
      body: { situacaoId: 5 },
    })
  })

  it('table tab and partial PIX payment', async () => {
    await op('getContaAtual', '/v1/acompanhamento-conta/pedidomenu-conta-atual', {
      token: ana,
      empresaId: BELLA,
    })
    await op('getContaAtual', '/v1/acompanhamento-conta/pedidomenu-conta-atual', {
      token: bruno,
      empresaId: BELLA,
      status: 204,
    })
    await op(
      'solicitarSaida',
      '/v1/acompanhamento-conta/solicitar-saida?chave=1234&nomeUsuario=Ana',
      { token: ana, empresaId: BELLA },
    )
    await op('solicitarSaida', '/v1/acompanhamento-conta/solicitar-saida?chave=0000', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listContas', '/v1/acompanhamento-conta/lista-contas', {
      token: ana,
      empresaId: BELLA,
    })
    await op('getVendaDetalhada', '/v1/acompanhamento-conta/venda-detalhada/7001?saidaId=7001', {
      token: ana,
      empresaId: BELLA,
    })
    await op('listVendaPagamentos', '/v3/acompconta/venda-pagamentos?saidaId=7001', {
      token: ana,
      empresaId: BELLA,
    })
    const pix = await op<{ id: number }>('createPagamentoSaida', '/v1/pagamentos/saidas/7001', {
      token: ana,
      empresaId: BELLA,
      body: { saidaId: 7001, modalidadeCaixaApiId: 101, valorPago: 20 },
    })
    await op('getPagamentoComprovante', `/v1/pagamentos/obter-comprovante/${pix.body.id}`, {
      token: ana,
      empresaId: BELLA,
      status: 400,
    })
    await op('sandboxPayPayment', `/__sandbox/payments/${pix.body.id}/pay`)
    await op('getPagamentoStatus', `/v1/pagamentos/obter-status/${pix.body.id}`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('getPagamentoComprovante', `/v1/pagamentos/obter-comprovante/${pix.body.id}`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('buscaDadosMesa', '/v3/wg-pedido-comanda/busca-dados-mesa?chave=BN02', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('buscaDadosMesa', '/v3/wg-pedido-comanda/busca-dados-mesa?chave=ZZ99', {
      token: cliente,
      empresaId: BELLA,
      status: 404,
    })
  })

  it('saved cards', async () => {
    await op('listCartoes', '/v1/cartoes', { token: ana, empresaId: BELLA })
    const novo = await op<{ id: number }>('createCartao', '/v1/cartoes', {
      token: ana,
      empresaId: BELLA,
      status: 201,
      body: {
        numeroCartao: '4111111111111111',
        mesExpiracao: '12',
        anoExpiracao: '2031',
        codigoSeguranca: '123',
        nomePortador: 'Ana Souza',
        cpf: '52998224725',
      },
    })
    await op('createCartao', '/v1/cartoes', {
      token: ana,
      empresaId: BELLA,
      status: 400,
      body: {
        numeroCartao: '4111111111111112',
        mesExpiracao: '12',
        anoExpiracao: '2031',
        codigoSeguranca: '123',
        nomePortador: 'Ana Souza',
        cpf: '52998224725',
      },
    })
    await op('setCartaoPrincipal', `/v1/cartoes/${novo.body.id}/alterar-principal`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('deleteCartao', `/v1/cartoes/${novo.body.id}`, { token: ana, empresaId: BELLA })
  })

  it('ratings and survey', async () => {
    await op('createAvaliacaoPedidoDelivery', '/v1/avaliacoes-empresas/pedido-delivery', {
      token: ana,
      empresaId: BELLA,
      body: {
        avaliacao: 5,
        mensagem: 'Perfeito!',
        pedidoDelliveryId: 9001,
        flgStatus: 'A',
        empresaId: BELLA,
        usuarioClienteEmail: 'ana@prato.dev',
      },
    })
    await op('createAvaliacaoEmpresa', '/v1/avaliacoes-empresas', {
      token: cliente,
      empresaId: BELLA,
      body: {
        avaliacao: 4,
        mensagem: 'Ambiente agradável',
        pedidoDelliveryId: null,
        flgStatus: 'A',
        empresaId: BELLA,
        usuarioClienteEmail: null,
      },
    })
    await op('listUltimasAvaliacoes', '/v1/avaliacoes-empresas/1/ultimas-avaliacoes-delivery', {
      token: cliente,
      empresaId: BELLA,
    })
    const lista = await op<Array<{ id: number }>>('listFeedbacks', '/v1/feedback/1', {
      token: cliente,
      empresaId: BELLA,
    })
    const q = await op<{
      questoes: Array<{ id: number; feedBackTipoQuestOpcao: Array<{ id: number }> }>
    }>('getFeedbackQuestionario', `/v1/feedback/${lista.body[0]!.id}/questionario/detalhado`, {
      token: cliente,
      empresaId: BELLA,
    })
    await op('createFeedbackResposta', '/v1/feedback/', {
      token: cliente,
      empresaId: BELLA,
      body: {
        feedBackId: lista.body[0]!.id,
        flgAnonimo: true,
        nome: null,
        email: null,
        telefone: null,
        pessoaGlobalId: null,
        observacaoFinal: 'Tudo ótimo',
        flgStatus: 'a',
        feedBackRespostaQuestionario: q.body.questoes.map((x) => ({
          respostaId: null,
          opcaoId: x.feedBackTipoQuestOpcao[0]!.id,
          respostaTexto: null,
          questionarioId: x.id,
        })),
      },
    })
  })

  it('event spaces', async () => {
    await op('listTopAmbientes', '/v2/eventos/top-lista-ambientes', {
      token: cliente,
      empresaId: BELLA,
    })
    await op('listTopCardapiosEvento', '/v2/eventos/top-lista-cardapio', {
      token: cliente,
      empresaId: BELLA,
    })
    const data = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10)
    const amb = await op<Array<{ id: number; preco: number }>>(
      'listAmbientesDisponiveis',
      `/v2/eventos/mont/ambientes-by-disponibilidade?dataEvento=${data}`,
      { token: cliente, empresaId: BELLA },
    )
    await op('listTiposEventos', '/v2/eventos/mont/tipos-eventos', {
      token: cliente,
      empresaId: BELLA,
    })
    const cards = await op<Array<{ id: number; valorBasePessoa: number }>>(
      'listCardapiosPorTipoEvento',
      '/v2/eventos/mont/cardapios-by-tipoevento?tipoEventoId=1',
      { token: cliente, empresaId: BELLA },
    )
    const a = amb.body[1]!
    const m = cards.body[0]!
    const res = await op<{ id: number }>('createEventoReserva', '/v2/eventos/mont/evento-reserva', {
      token: ana,
      empresaId: BELLA,
      body: {
        ambienteId: a.id,
        pessoaGlobalId: 1001,
        cardapioId: m.id,
        tipoEventoId: 1,
        dataEvento: data,
        valorAmbiente: a.preco,
        valorCardapio: m.valorBasePessoa,
        valorServExtras: 0,
        valorDesconto: 0,
        valorTotal: Math.round((m.valorBasePessoa * 20 + a.preco) * 100) / 100,
        nome: 'Aniversário da Ana',
        qtdePessoasPrevista: 20,
      },
    })
    await op('getEventoReservaDetalhe', `/v2/eventos/acomp/detalhado/${res.body.id}`, {
      token: ana,
      empresaId: BELLA,
    })
    await op('listMinhasReservasEvento', '/v2/eventos/acomp/minhas-reservas', {
      token: ana,
      empresaId: BELLA,
    })
  })

  it('table reservation', async () => {
    const dias = await op<Array<{ id: number; dataMovimento: string }>>(
      'listCalendarioDisponivel',
      '/v3/reserva-mesa/calendario-disponivel',
      { token: cliente, empresaId: BELLA },
    )
    // a weekday: R$ 10,00 per person (Saturdays are flat, Sundays free: seed/reservas.ts)
    const dia = dias.body.find((d) => {
      const semana = new Date(`${d.dataMovimento}T12:00:00Z`).getUTCDay()
      return semana !== 0 && semana !== 6
    })!
    await op('getCalendarioDetalhe', `/v3/reserva-mesa/calendario/${dia.id}/detalhe`, {
      token: cliente,
      empresaId: BELLA,
    })
    const r = await op<{ id: number }>('createReservaMesa', '/v3/reserva-mesa/criar', {
      token: ana,
      empresaId: BELLA,
      body: {
        movimentoId: dia.id,
        horaPrevista: '20:30:00',
        qtdePessoas: 4,
        valorTotal: 40,
        observacao: 'Mesa na varanda',
      },
    })
    await op('listMinhasReservasMesa', '/v3/reserva-mesa/minhas-reservas', {
      token: ana,
      empresaId: BELLA,
    })
    await op('getReservaMesaDetalhe', `/v3/reserva-mesa/minhas-reservas/${r.body.id}/detalhe`, {
      token: ana,
      empresaId: BELLA,
    })
  })

  it('loyalty', async () => {
    const camp = await op<{ fidelidadeId: number; fidelidadeContaId: number }>(
      'getFidelidadeCampanhaAtiva',
      '/v1/api/fidelidade/campanha-ativa/1',
      { token: ana, empresaId: BELLA },
    )
    await op(
      'listFidelidadeMovimentos',
      `/v1/api/fidelidade/hitorico-movimento/${camp.body.fidelidadeContaId}`,
      { token: ana, empresaId: BELLA },
    )
    await op(
      'listFidelidadeResgates',
      `/v1/api/fidelidade/historico-resgate-premio/${camp.body.fidelidadeContaId}`,
      { token: ana, empresaId: BELLA },
    )
    await op(
      'listFidelidadePremiacoes',
      `/v1/api/fidelidade/premiacoes/${camp.body.fidelidadeId}`,
      { token: ana, empresaId: BELLA },
    )
    await op('solicitarResgatePremio', '/v1/api/fidelidade/solicitar-resgate-premio', {
      token: ana,
      empresaId: BELLA,
      body: {
        fidelidadeContaId: camp.body.fidelidadeContaId,
        premioId: 1,
        qtdePremio: 1,
        observacao: 'Sem cacau',
      },
    })
    await op('resgatarPontosSaida', '/v1/api/fidelidade/resgatar-pontos-saida/7002', {
      token: ana,
      empresaId: BELLA,
    })
    await op('cadastrarContaFidelidade', '/v1/api/fidelidade/cadastrar-conta', {
      token: bruno,
      empresaId: BELLA,
      body: { fidelidadeId: camp.body.fidelidadeId },
    })
  })

  it('directory and contact', async () => {
    await op('faleConosco', '/v1/fale-conosco', {
      token: cliente,
      empresaId: BELLA,
      body: {
        empresaId: BELLA,
        nome: 'Lia',
        email: 'lia@exemplo.com.br',
        telefone: '62999998888',
        mensagem: 'Vocês fazem eventos?',
      },
    })
    await op(
      'searchRestaurantes',
      '/v1/api/empresas/geral-cidade?cidadeId=1489&tipoEmpresa=2&especialidadeId=5',
    )
    await op('listEspecialidades', '/v1/api/especialidades')
    await op('listPerguntasEmpresa', '/v1/api/dadoswgsite/perguntas-empresa')
    await op('createContatoParceiro', '/v1/api/dadoswgsite/contato-parceiro', {
      body: {
        nome: 'Rui Dono',
        email: 'rui@restaurante.com.br',
        telefone: '11988887777',
        mensagem: 'Quero ser parceiro.',
      },
    })
    await op('getShopping', '/v3/api/empresas/shopping/shopping-aurora')
  })

  it('sandbox routes', async () => {
    await op('sandboxHealth', '/health')
    await op('sandboxAddFault', '/__sandbox/faults', {
      body: { pathPattern: '/v1/api/especialidades', method: 'GET', status: 503, times: 1 },
      status: 201,
    })
    await op('listEspecialidades', '/v1/api/especialidades', { status: 503 })
    await op('sandboxClearFaults', '/__sandbox/faults', { status: 204 })
    await op('sandboxListOrders', '/__sandbox/orders?empresa=bella-napoli')
    await op('sandboxReset', '/__sandbox/reset', { status: 204 })
  })

  it('every tenant answers its read-only operations within the contract', async () => {
    const ids = cli.sandbox.db
      .prepare('SELECT id, global_id FROM empresas ORDER BY id')
      .all() as Array<{ id: number; global_id: number }>
    expect(ids.length).toBeGreaterThanOrEqual(30)
    for (const { id, global_id } of ids) {
      const o = { token: cliente, empresaId: id }
      await op(
        'getInformacaoCompleta',
        `/v1/api/empresas/informacao-completa?empresaId=${id}&pdvId=1`,
        o,
      )
      await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=3', o)
      await op('getCardapioCompleto', '/v3/cardapio/completo?pdvId=1', o)
      await op('getCardapioGrupos', '/v3/cardapio/grupos?pdvId=1', o)
      await op('listInfoSemanal', `/v1/api/empresas-info-semanal/${global_id}/1/lista`, o)
      await op('listModalidadesCaixas', `/v1/api/modalidades-caixas/${global_id}`, o)
      await op('listPontosEntrega', '/v3/delivery-pontoentrega/pontos-ativos', o)
      await op(
        'listUltimasAvaliacoes',
        `/v1/avaliacoes-empresas/${id}/ultimas-avaliacoes-delivery`,
        o,
      )
      await op('getEmpresaImagem', `/v1/empresas/${id}/imagem?c=cabecalho`)
    }
  })

  it('covers every operation of the contract', () => {
    const faltando = [...OPERACOES.keys()].filter((id) => !cobertas.has(id))
    expect(faltando).toEqual([])
  })
})
