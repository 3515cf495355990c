/**
 * The contract covers every call the three specification documents name (000 §7, 001 §7, 002 §7),
 * with their methods, paths, query parameters and body fields. The calls are listed by hand
 * from the documents — parsing the prose would be more fragile than the list. Paths the documents
 * give without a leading slash (002 §7 "GET v3/reserva-mesa/...") are normalised to one.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- walking an arbitrary document
const doc = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as Json

interface Call {
  section: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: string[]
  host?: 'auth' | 'web' | 'api' | 'image' | 'maps'
}

const calls: Call[] = [
  // ── 000 §7 Authentication host ──
  { section: '000 §7', method: 'POST', path: '/connect/token', host: 'auth' },
  { section: '000 §7', method: 'POST', path: '/connect/userinfo', host: 'auth' },
  { section: '000 §7', method: 'POST', path: '/api/usuarios', host: 'auth' },
  { section: '000 §7', method: 'POST', path: '/api/usuario-logado/recuperar-senha', host: 'auth' },
  { section: '000 §7', method: 'PUT', path: '/api/usuario-logado', host: 'auth' },
  {
    section: '000 §7',
    method: 'PUT',
    path: '/api/usuario-logado/telefone/confirmacao-sms',
    host: 'auth',
  },
  {
    section: '000 §7',
    method: 'POST',
    path: '/api/usuario-logado/telefone/confirmacao-sms',
    host: 'auth',
  },
  { section: '000 §7', method: 'PUT', path: '/api/usuario-logado/novo-telefone', host: 'auth' },
  // ── 000 §7 Separate web host ──
  { section: '000 §7', method: 'PUT', path: '/v3/usuario-logado/alterarTelefone', host: 'web' },
  // ── 000 §7 Product API ──
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/bairros/por-cidade',
    query: ['cidadeId'],
    host: 'api',
  },
  { section: '000 §7', method: 'GET', path: '/v1/api/ceps/{cep}', host: 'api' },
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/pessoas-enderecos/{pessoaId}/PessoaId',
    query: ['pessoaId', 'empresaGlobalId'],
    host: 'api',
  },
  { section: '000 §7', method: 'POST', path: '/v1/api/pessoas-enderecos/', host: 'api' },
  { section: '000 §7', method: 'PUT', path: '/v1/api/pessoas-enderecos/{id}', host: 'api' },
  { section: '000 §7', method: 'PUT', path: '/v1/api/pessoas-enderecos/{id}/ativar', host: 'api' },
  { section: '000 §7', method: 'POST', path: '/v1/pessoas/imagem', host: 'api' },
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/empresa-wg-config/{tenant}/perma-link',
    host: 'api',
  },
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/empresas/informacao-completa',
    query: ['empresaId', 'pdvId'],
    host: 'api',
  },
  { section: '000 §7', method: 'GET', path: '/v1/api/empresas/cidades-ativas', host: 'api' },
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/cidades/obter-cidade-por-nome',
    query: ['nome', 'sigla'],
    host: 'api',
  },
  { section: '000 §7', method: 'POST', path: '/v1/api/bairros/validar-bairro', host: 'api' },
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/api/empresas-info-semanal/{empresaGlobalId}/1/lista',
    host: 'api',
  },
  // ── 000 §7 Image API ──
  {
    section: '000 §7',
    method: 'GET',
    path: '/v1/empresas/{id}/imagem',
    query: ['c', 'b'],
    host: 'image',
  },
  // ── 000 §7 Maps service (Google-like paths are our choice) ──
  {
    section: '000 §7',
    method: 'GET',
    path: '/maps/api/geocode/json',
    query: ['address', 'latlng'],
    host: 'maps',
  },
  {
    section: '000 §7',
    method: 'GET',
    path: '/maps/api/place/autocomplete/json',
    query: ['input', 'location', 'radius', 'components'],
    host: 'maps',
  },
  {
    section: '000 §7',
    method: 'GET',
    path: '/maps/api/place/details/json',
    query: ['place_id'],
    host: 'maps',
  },

  // ── 001 §7 Menu and catalogue ──
  { section: '001 §7', method: 'GET', path: '/v3/cardapio/completo', query: ['pdvId', 'guiaId'] },
  { section: '001 §7', method: 'GET', path: '/v3/cardapio/grupos', query: ['pdvId', 'guiaId'] },
  { section: '001 §7', method: 'GET', path: '/v3/cardapio/guias' },
  { section: '001 §7', method: 'GET', path: '/v1/cardapios/item/{id}', query: ['pdvId'] },
  { section: '001 §7', method: 'GET', path: '/v1/api/modalidades-caixas/{empresaGlobalId}' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v1/api/empresas-info-semanal/{empresaGlobalId}/1/lista',
  },
  { section: '001 §7', method: 'GET', path: '/v3/delivery-pontoentrega/pontos-ativos' },
  { section: '001 §7', method: 'GET', path: '/v3/listagem-basica/localizacoes-cliente' },
  { section: '001 §7', method: 'GET', path: '/v1/vouchers/{code}' },
  // ── 001 §7 Fees ──
  {
    section: '001 §7',
    method: 'GET',
    path: '/v3/wg-pedido-off/validar-empresa',
    query: ['pessoaoffid', 'valorTotalProduto'],
  },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v2/api/pessoa-endereco/validar-empresa',
    query: ['valorTotalProduto', 'pessoaEnderecoId'],
  },
  // ── 001 §7 Offline person ──
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido-off/registrar-pessoa' },
  {
    section: '001 §7',
    method: 'PUT',
    path: '/v3/wg-pedido-off/alterar-pessoa',
    query: ['chave', 'pessoaoffid'],
  },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v3/wg-pedido-off/obter-pessoaOff',
    query: ['pessoaoffid', 'chave'],
  },
  // ── 001 §7 Placing orders ──
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido' },
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido/ponto-entrega' },
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido-off/novo-pedido' },
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido-comanda/direto' },
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido-comanda/direto-off' },
  { section: '001 §7', method: 'POST', path: '/v3/wg-pedido-consumo/direto' },
  // ── 001 §7 Reading orders ──
  {
    section: '001 §7',
    method: 'GET',
    path: '/v1/api/PedidoApi/ultimos/empresa-atual',
    query: ['limite'],
  },
  { section: '001 §7', method: 'GET', path: '/v1/wg-pedido/{id}/detalhes/completo' },
  { section: '001 §7', method: 'GET', path: '/v1/wg-pedido/{id}/acompanhamento' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v3/wg-pedido-off/obter-status',
    query: ['pessoaoffid', 'pedidoId'],
  },
  { section: '001 §7', method: 'GET', path: '/v3/wg-pedido-consumo/direto/meus-pedidos' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v3/wg-pedido-consumo/direto/meus-pedidos/{id}/detalhado',
  },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v3/wg-pedido-off/{id}/detalhado',
    query: ['pessoaoffid', 'pedidoid'],
  },
  { section: '001 §7', method: 'GET', path: '/v1/acompanhamento-conta/pedidomenu-conta-atual' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v1/acompanhamento-conta/solicitar-saida',
    query: ['chave', 'nomeUsuario'],
  },
  { section: '001 §7', method: 'GET', path: '/v1/acompanhamento-conta/lista-contas' },
  // ── 001 §7 Cancel ──
  { section: '001 §7', method: 'PUT', path: '/v1/wg-pedido/cancelar' },
  // ── 001 §7 Cards ──
  { section: '001 §7', method: 'GET', path: '/v1/cartoes' },
  { section: '001 §7', method: 'POST', path: '/v1/cartoes' },
  { section: '001 §7', method: 'PUT', path: '/v1/cartoes/{id}/alterar-principal' },
  { section: '001 §7', method: 'DELETE', path: '/v1/cartoes/{id}' },
  // ── 001 §7 Ratings and survey ──
  { section: '001 §7', method: 'POST', path: '/v1/avaliacoes-empresas/pedido-delivery' },
  { section: '001 §7', method: 'POST', path: '/v1/avaliacoes-empresas' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v1/avaliacoes-empresas/{id}/ultimas-avaliacoes-delivery',
  },
  { section: '001 §7', method: 'GET', path: '/v1/feedback/{empresaId}' },
  { section: '001 §7', method: 'GET', path: '/v1/feedback/{id}/questionario/detalhado' },
  { section: '001 §7', method: 'POST', path: '/v1/feedback/' },
  // ── 001 §7 Events ──
  { section: '001 §7', method: 'POST', path: '/v2/eventos/mont/evento-reserva' },
  { section: '001 §7', method: 'GET', path: '/v2/eventos/acomp/detalhado/{eventoId}' },
  { section: '001 §7', method: 'GET', path: '/v2/eventos/top-lista-ambientes' },
  { section: '001 §7', method: 'GET', path: '/v2/eventos/top-lista-cardapio' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v2/eventos/mont/ambientes-by-disponibilidade',
    query: ['dataEvento'],
  },
  { section: '001 §7', method: 'GET', path: '/v2/eventos/mont/tipos-eventos' },
  {
    section: '001 §7',
    method: 'GET',
    path: '/v2/eventos/mont/cardapios-by-tipoevento',
    query: ['tipoEventoId'],
  },
  // ── 001 §7 Other ──
  { section: '001 §7', method: 'POST', path: '/v1/fale-conosco' },
  { section: '001 §7', method: 'GET', path: '/v1/api/empresas/geral-cidade' },
  { section: '001 §7', method: 'GET', path: '/v1/api/especialidades' },

  // ── 002 §7 ──
  {
    section: '002 §7',
    method: 'GET',
    path: '/v1/acompanhamento-conta/venda-detalhada/{saidaId}',
    query: ['saidaId'],
  },
  { section: '002 §7', method: 'GET', path: '/v3/acompconta/venda-pagamentos', query: ['saidaId'] },
  { section: '002 §7', method: 'POST', path: '/v1/pagamentos/saidas/{saidaId}' },
  { section: '002 §7', method: 'GET', path: '/v1/pagamentos/obter-status/{id}' },
  { section: '002 §7', method: 'GET', path: '/v1/pagamentos/obter-comprovante/{id}' },
  {
    section: '002 §7',
    method: 'GET',
    path: '/v1/acompanhamento-conta/solicitar-saida',
    query: ['chave', 'nomeUsuario'],
  },
  { section: '002 §7', method: 'GET', path: '/v1/acompanhamento-conta/lista-contas' },
  {
    section: '002 §7',
    method: 'GET',
    path: '/v3/wg-pedido-comanda/busca-dados-mesa',
    query: ['chave'],
  },
  { section: '002 §7', method: 'GET', path: '/v3/reserva-mesa/calendario-disponivel' },
  { section: '002 §7', method: 'GET', path: '/v3/reserva-mesa/calendario/{id}/detalhe' },
  { section: '002 §7', method: 'POST', path: '/v3/reserva-mesa/criar' },
  { section: '002 §7', method: 'GET', path: '/v3/reserva-mesa/minhas-reservas' },
  { section: '002 §7', method: 'GET', path: '/v3/reserva-mesa/minhas-reservas/{id}/detalhe' },
  { section: '002 §7', method: 'GET', path: '/v1/api/fidelidade/hitorico-movimento/{id}' },
  { section: '002 §7', method: 'GET', path: '/v1/api/fidelidade/historico-resgate-premio/{id}' },
  { section: '002 §7', method: 'POST', path: '/v1/api/fidelidade/solicitar-resgate-premio' },
  { section: '002 §7', method: 'PUT', path: '/v1/api/fidelidade/resgatar-pontos-saida/{id}' },
  { section: '002 §7', method: 'GET', path: '/v1/api/fidelidade/premiacoes/{id}' },
  { section: '002 §7', method: 'GET', path: '/v1/api/fidelidade/campanha-ativa/{id}' },
  { section: '002 §7', method: 'POST', path: '/v1/api/fidelidade/cadastrar-conta' },
  { section: '002 §7', method: 'GET', path: '/v1/api/dadoswgsite/perguntas-empresa' },
  { section: '002 §7', method: 'GET', path: '/v3/api/empresas/shopping/{permalink}' },
]

/** Calls the documents name without a path: the contract's choice for each, marked "Our choice". */
const notShown: Array<{
  section: string
  what: string
  method: Call['method']
  path: string
  query?: string[]
}> = [
  {
    section: '002 §7',
    what: 'restaurant search (tipoEmpresa, especialidadeId, cidadeId)',
    method: 'GET',
    path: '/v1/api/empresas/geral-cidade',
    query: ['tipoEmpresa', 'especialidadeId', 'cidadeId'],
  },
  {
    section: '002 §7',
    what: 'contact request (nome, email, telefone, mensagem)',
    method: 'POST',
    path: '/v1/api/dadoswgsite/contato-parceiro',
  },
  {
    section: '002 §7',
    what: 'order history list',
    method: 'GET',
    path: '/v1/api/PedidoApi/ultimos/empresa-atual',
  },
  {
    section: '002 §7',
    what: 'order history detail',
    method: 'GET',
    path: '/v1/wg-pedido/{id}/detalhes/completo',
  },
  {
    section: '002 §7',
    what: 'payment methods list',
    method: 'GET',
    path: '/v1/api/modalidades-caixas/{empresaGlobalId}',
  },
  {
    section: '002 §7',
    what: 'cities list (id, nomeFull)',
    method: 'GET',
    path: '/v1/api/empresas/cidades-ativas',
  },
  {
    section: '002 §2',
    what: "the venue's tables with their codes (the QR print view's table cards, docs/decisions/0034)",
    method: 'GET',
    path: '/v3/listagem-basica/mesas-cliente',
  },
  {
    section: '002 §7',
    what: 'specialties list (id, nome)',
    method: 'GET',
    path: '/v1/api/especialidades',
  },
  {
    section: '002 §7',
    what: 'menu fetch with parameter 3',
    method: 'GET',
    path: '/v3/cardapio/completo',
    query: ['pdvId'],
  },
  {
    section: '001 §7',
    what: 'simple-order creation',
    method: 'POST',
    path: '/v3/wg-pedido-consumo/simples',
  },
  {
    section: '002 §3',
    what: "the diner's event bookings (a fixed placeholder list in the document)",
    method: 'GET',
    path: '/v2/eventos/acomp/minhas-reservas',
  },
]

/** Body fields the documents name, by call. */
const bodies: Array<{
  section: string
  method: Call['method']
  path: string
  fields: string[]
  media?: string
}> = [
  {
    section: '000 §7',
    method: 'POST',
    path: '/connect/token',
    media: 'application/x-www-form-urlencoded',
    fields: [
      'grant_type',
      'username',
      'password',
      'provider',
      'external_token',
      'client_id',
      'client_secret',
    ],
  },
  {
    section: '000 §3',
    method: 'POST',
    path: '/api/usuarios',
    fields: ['nome', 'telefone', 'email', 'senha', 'sexo'],
  },
  {
    section: '000 §7',
    method: 'POST',
    path: '/api/usuario-logado/recuperar-senha',
    fields: ['email'],
  },
  {
    section: '000 §7',
    method: 'PUT',
    path: '/api/usuario-logado',
    fields: ['nome', 'cpf', 'sexo', 'dataNascimento', 'imagemUrl'],
  },
  {
    section: '000 §7',
    method: 'PUT',
    path: '/api/usuario-logado/telefone/confirmacao-sms',
    fields: ['code'],
  },
  {
    section: '000 §7',
    method: 'POST',
    path: '/api/usuario-logado/telefone/confirmacao-sms',
    fields: ['telefone'],
  },
  {
    section: '000 §7',
    method: 'PUT',
    path: '/api/usuario-logado/novo-telefone',
    fields: ['novoTelefone', 'codigoSms', 'autorizacao'],
  },
  {
    section: '000 §7',
    method: 'PUT',
    path: '/v3/usuario-logado/alterarTelefone',
    fields: ['novoTelefone'],
  },
  {
    section: '000 §7',
    method: 'POST',
    path: '/v1/api/bairros/validar-bairro',
    fields: ['nomeBairro', 'nomeCidade', 'siglaUf'],
  },
  {
    section: '000 §3',
    method: 'POST',
    path: '/v1/api/pessoas-enderecos/',
    fields: [
      'pessoaId',
      'nome',
      'logradouro',
      'numero',
      'complemento',
      'referencia',
      'cep',
      'cepId',
      'bairroId',
      'nomeBairro',
      'cidadeId',
      'nomeCidade',
      'ufId',
      'uf',
      'nomeEstado',
      'pais',
      'latitude',
      'longitude',
      'flgPrincipal',
    ],
  },
  {
    section: '001 §3',
    method: 'POST',
    path: '/v3/wg-pedido-off/registrar-pessoa',
    fields: [
      'nome',
      'telefone',
      'cepId',
      'cidadeId',
      'bairroId',
      'nomeBairro',
      'nomeCidade',
      'nomeEstado',
      'logradouro',
      'numero',
      'complemento',
      'referencia',
      'latitude',
      'longitude',
      'pais',
      'habilitaCadastro',
    ],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v3/wg-pedido',
    fields: [
      'voucherId',
      'pessoaGlobalId',
      'empresaGlobalId',
      'empresaId',
      'pessoaEnderecoId',
      'dataHoraPedido',
      'modalidadeCaixaApiId',
      'pessoaCarteiraId',
      'pagamentoOnline',
      'flgRetirarLocal',
      'valorDesconto',
      'valorProduto',
      'valorTotal',
      'valorTroco',
      'valorTxEntrega',
      'situacaoId',
      'observacao',
      'origemWGId',
      'wgPedidoItem',
    ],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v3/wg-pedido/ponto-entrega',
    fields: ['pontoEntregaId', 'wgPedidoItem', 'modalidadeCaixaApiId'],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v3/wg-pedido-comanda/direto',
    fields: ['nomeApoio', 'chavePedidoMobile', 'aplicativoId', 'saidaId'],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v3/wg-pedido-comanda/direto-off',
    fields: ['nomeApoio', 'chavePedidoMobile', 'aplicativoId', 'saidaId', 'chaveClienteCurta'],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v3/wg-pedido-consumo/direto',
    fields: [
      'localizacaoId',
      'flgRetirarLocal',
      'modalidadeCaixaApiId',
      'pessoaCarteiraId',
      'valorTaxaServico',
      'valorComissao',
      'percComissao',
    ],
  },
  {
    section: '001 §7',
    method: 'PUT',
    path: '/v1/wg-pedido/cancelar',
    fields: ['id', 'motivoCancelamentoId', 'dataHoraCancelamento'],
  },
  {
    section: '001 §3',
    method: 'POST',
    path: '/v1/cartoes',
    fields: [
      'numeroCartao',
      'mesExpiracao',
      'anoExpiracao',
      'codigoSeguranca',
      'nomePortador',
      'cpf',
    ],
  },
  {
    section: '001 §3',
    method: 'POST',
    path: '/v1/avaliacoes-empresas/pedido-delivery',
    fields: [
      'avaliacao',
      'mensagem',
      'pedidoDelliveryId',
      'flgStatus',
      'empresaId',
      'usuarioClienteEmail',
    ],
  },
  {
    section: '001 §3',
    method: 'POST',
    path: '/v1/avaliacoes-empresas',
    fields: [
      'avaliacao',
      'mensagem',
      'pedidoDelliveryId',
      'flgStatus',
      'empresaId',
      'usuarioClienteEmail',
    ],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v1/feedback/',
    fields: [
      'feedBackId',
      'flgAnonimo',
      'nome',
      'email',
      'telefone',
      'pessoaGlobalId',
      'observacaoFinal',
      'flgStatus',
      'feedBackRespostaQuestionario',
    ],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v2/eventos/mont/evento-reserva',
    fields: [
      'ambienteId',
      'pessoaGlobalId',
      'cardapioId',
      'tipoEventoId',
      'dataEvento',
      'valorAmbiente',
      'valorCardapio',
      'valorServExtras',
      'valorDesconto',
      'valorTotal',
      'nome',
      'qtdePessoasPrevista',
    ],
  },
  {
    section: '001 §7',
    method: 'POST',
    path: '/v1/fale-conosco',
    fields: ['empresaId', 'nome', 'email', 'telefone', 'mensagem'],
  },
  {
    section: '002 §7',
    method: 'POST',
    path: '/v1/pagamentos/saidas/{saidaId}',
    fields: ['saidaId', 'modalidadeCaixaApiId', 'valorPago'],
  },
  {
    section: '002 §7',
    method: 'POST',
    path: '/v3/reserva-mesa/criar',
    fields: ['movimentoId', 'horaPrevista', 'qtdePessoas', 'valorTotal', 'observacao'],
  },
  {
    section: '002 §7',
    method: 'POST',
    path: '/v1/api/fidelidade/solicitar-resgate-premio',
    fields: ['fidelidadeContaId', 'premioId', 'qtdePremio', 'observacao'],
  },
  {
    section: '002 §7',
    method: 'POST',
    path: '/v1/api/fidelidade/cadastrar-conta',
    fields: ['fidelidadeId'],
  },
  {
    section: '002 §3',
    method: 'POST',
    path: '/v1/api/dadoswgsite/contato-parceiro',
    fields: ['nome', 'email', 'telefone', 'mensagem'],
  },
]

function op(method: string, path: string): Json | undefined {
  return doc.paths?.[path]?.[method.toLowerCase()]
}

function resolve(node: Json): Json {
  let current = node
  while (current?.$ref) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce((n: Json, part: string) => n[part], doc)
  }
  return current
}

/** Every property name of a schema, through $ref and allOf. */
function propertyNames(schema: Json): string[] {
  const s = resolve(schema)
  const own = Object.keys(s.properties ?? {})
  const inherited = ((s.allOf ?? []) as Json[]).flatMap(propertyNames)
  return [...own, ...inherited]
}

describe('the contract covers every call of the specification', () => {
  it.each(calls.map((c) => [`${c.section} ${c.method} ${c.path}`, c] as const))(
    '%s',
    (_name, call) => {
      const operation = op(call.method, call.path)
      expect(operation, `${call.method} ${call.path} is missing from openapi.yaml`).toBeDefined()
      if (call.host) expect(operation!['x-prato-host']).toBe(call.host)
      const queryNames = ((operation!.parameters ?? []) as Json[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
      for (const name of call.query ?? [])
        expect(queryNames, `${call.path} ?${name}`).toContain(name)
    },
  )

  it.each(notShown.map((c) => [`${c.section} ${c.what}`, c] as const))(
    '%s: a marked choice',
    (_name, call) => {
      const operation = op(call.method, call.path)
      expect(operation, `${call.method} ${call.path}`).toBeDefined()
      const queryNames = ((operation!.parameters ?? []) as Json[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
      for (const name of call.query ?? []) expect(queryNames).toContain(name)
      expect(
        JSON.stringify(operation),
        `${call.what} should say "Our choice" or cite the document`,
      ).toMatch(/Our choice|00[012] §7/)
    },
  )

  it.each(bodies.map((b) => [`${b.section} ${b.method} ${b.path}`, b] as const))(
    '%s sends the named fields',
    (_name, body) => {
      const operation = op(body.method, body.path)
      expect(operation).toBeDefined()
      const schema = operation!.requestBody?.content?.[body.media ?? 'application/json']?.schema
      expect(schema, `${body.path} has no ${body.media ?? 'application/json'} body`).toBeDefined()
      const names = propertyNames(schema)
      for (const field of body.fields) expect(names, `${body.path} body.${field}`).toContain(field)
    },
  )

  it('lists no call twice and leaves no product call of the contract unaccounted for', () => {
    const listed = new Set([...calls, ...notShown].map((c) => `${c.method} ${c.path}`))
    const contract = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      ['get', 'put', 'post', 'delete']
        .filter((m) => (item as Json)[m] && !(item as Json)[m].tags.includes('sandbox'))
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    const extra = contract.filter((c) => !listed.has(c))
    expect(extra, 'operations in the contract that no document names').toEqual([])
  })
})

describe('the sandbox-only routes are documented for the sandbox engineer', () => {
  it.each([
    ['GET', '/health'],
    ['GET', '/__sandbox/sms/{telefone}'],
    ['POST', '/__sandbox/orders/{id}/status'],
    ['POST', '/__sandbox/payments/{id}/pay'],
    ['POST', '/__sandbox/faults'],
    ['DELETE', '/__sandbox/faults'],
    ['POST', '/__sandbox/reset'],
  ])('%s %s', (method, path) => {
    const operation = op(method, path)
    expect(operation).toBeDefined()
    expect(operation!['x-prato-host']).toBe('api')
    expect(operation!.tags).toEqual(['sandbox'])
  })

  it('the fault body has every knob', () => {
    expect(Object.keys(doc.components.schemas.SandboxFault.properties).sort()).toEqual([
      'latencyMs',
      'malformedBody',
      'method',
      'pathPattern',
      'status',
      'times',
      'unauthorized',
    ])
  })
})
