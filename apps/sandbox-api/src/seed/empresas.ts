// The demo restaurants. The first six are full tenants with their own look and flags; the rest fill the
// public directory (they also resolve as tenants, with a small generated catalogue). Everything here is
// fixed so that tests and screenshots see the same data on every machine.

export interface EmpresaSeed {
  id: number
  permalink: string
  nome: string
  modeloLayoutId: number
  corBody: string
  logoUrl?: string
  mensagemPadrao: string
  cidadeId: number
  bairroNome: string
  especialidadeIds: number[]
  avaliacao: number
  aberto: boolean
  flgDeliveryIndisponivel: boolean
  flgMostraCardapioMenu: boolean
  /** A fully described tenant (vs. a directory-only listing). */
  tenant: boolean
  /** Overrides of the layout configuration defaults (see `configPadrao`). */
  config?: Record<string, unknown>
  telefone?: string
  email?: string
  endLogradouro?: string
  endNumero?: string
  endCep?: string
  latitude?: number
  longitude?: number
}

export const ESPECIALIDADES: Array<{ id: number; nome: string }> = [
  { id: 1, nome: 'Pizzaria' },
  { id: 2, nome: 'Japonesa' },
  { id: 3, nome: 'Cafeteria' },
  { id: 4, nome: 'Hambúrguer' },
  { id: 5, nome: 'Açaí' },
  { id: 6, nome: 'Brasileira' },
  { id: 7, nome: 'Italiana' },
  { id: 8, nome: 'Churrascaria' },
  { id: 9, nome: 'Vegetariana' },
  { id: 10, nome: 'Doces e Bolos' },
  { id: 11, nome: 'Mexicana' },
  { id: 12, nome: 'Frutos do Mar' },
  { id: 13, nome: 'Mercado' },
]

/** Every flag off: a restaurant turns on what it offers. */
export function configPadrao(): Record<string, unknown> {
  return {
    codigoPixelFacebook: null,
    flgMostraCardapioMenu: false,
    flgReservaEventoAtivo: false,
    flgStatusReservaMesaAtiva: 'I',
    flgMenuPedidoSimplesOk: false,
    wgPedidoDeliveryOFF: false,
    flgAceitaRetirarPedido: false,
    flgPedidoPontoEntrega: false,
    flgPedidoPontoEntregaConfig: 'N',
    flgPedidoMenuComissionado: false,
    flgPedidoMenuSimples: false,
    flgPedidoMenuSimplesPosPago: false,
    flgAceitaPgtoDelivery: false,
    flgWGAtivoDeliverySeguranca: false,
    flgWGAtivoMenuSeguranca: false,
    flgAceitaWGComanda: false,
    opcoesMenu: {
      pedidoDiretoSomenteBalcao: false,
      pedidoComandaDeslogado: false,
      pedidoComandaByAccConta: false,
      pedidoDiretoAtivo: false,
    },
    fidelidadeId: 0,
    abertoDelivery: false,
    tempoMedioEntregaNome: '40 a 50 min',
    cardapioCorNomeProduto: '#212121',
    cardapioCorTextoInfo: '#616161',
    templateLinkQrCode: null,
    urlDownloadAndroid: null,
    urlDownloadIOS: null,
    wifiNome: null,
    wifiSenha: null,
    urlAvaliacao: null,
    urlWhatsapp: null,
    imagemCabecalhoUrl: null,
  }
}

const BELLA = 1
const SUSHI = 2
const CAFE = 3
const BURGER = 4
const HOSTIL = 5
const MERCADO = 6
export const EMPRESA_IDS = { BELLA, SUSHI, CAFE, BURGER, HOSTIL, MERCADO } as const

export const EMPRESAS: EmpresaSeed[] = [
  {
    id: BELLA,
    permalink: 'bella-napoli',
    nome: 'Bella Napoli',
    modeloLayoutId: 1,
    corBody: '#C62828',
    mensagemPadrao:
      'Pizzas de fermentação natural assadas no forno a lenha, massas frescas e vinhos italianos.',
    cidadeId: 1489,
    bairroNome: 'Setor Marista',
    especialidadeIds: [1, 7],
    avaliacao: 4.8,
    aberto: true,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: true,
    tenant: true,
    telefone: '6232410001',
    email: 'contato@bellanapoli.prato.dev',
    endLogradouro: 'Avenida Ricardo Paranhos',
    endNumero: '799',
    endCep: '74150060',
    latitude: -16.6969,
    longitude: -49.2577,
    config: {
      flgReservaEventoAtivo: true,
      flgStatusReservaMesaAtiva: 'A',
      flgMenuPedidoSimplesOk: true,
      wgPedidoDeliveryOFF: true,
      flgAceitaRetirarPedido: true,
      flgPedidoPontoEntrega: true,
      flgPedidoPontoEntregaConfig: 'T',
      flgPedidoMenuComissionado: true,
      flgPedidoMenuSimples: true,
      flgAceitaPgtoDelivery: true,
      flgWGAtivoDeliverySeguranca: true,
      flgWGAtivoMenuSeguranca: true,
      flgAceitaWGComanda: true,
      opcoesMenu: {
        pedidoDiretoSomenteBalcao: false,
        pedidoComandaDeslogado: true,
        pedidoComandaByAccConta: true,
        pedidoDiretoAtivo: true,
      },
      fidelidadeId: 1,
      abertoDelivery: true,
      tempoMedioEntregaNome: '35 a 45 min',
      cardapioCorNomeProduto: '#8E1B1B',
      cardapioCorTextoInfo: '#5D4037',
      templateLinkQrCode: 'http://localhost:3000/bella-napoli/menu/mesa/{codigo}',
      urlDownloadAndroid: 'https://play.google.com/store/apps/details?id=dev.prato.bellanapoli',
      urlDownloadIOS: 'https://apps.apple.com/br/app/bella-napoli/id1000000001',
      wifiNome: 'BellaNapoli-Clientes',
      wifiSenha: 'pizza2024',
      urlAvaliacao: 'https://www.tripadvisor.com.br/Restaurant_Review-bella-napoli-goiania',
      urlWhatsapp: 'https://wa.me/5562999990001',
    },
  },
  {
    id: SUSHI,
    permalink: 'sushi-kento',
    nome: 'Sushi Kento',
    modeloLayoutId: 2,
    corBody: '#1B2A4A',
    mensagemPadrao: 'Culinária japonesa contemporânea com balcão de sushi e rodízio.',
    cidadeId: 1489,
    bairroNome: 'Setor Bueno',
    especialidadeIds: [2, 12],
    avaliacao: 4.6,
    aberto: true,
    flgDeliveryIndisponivel: true,
    flgMostraCardapioMenu: true,
    tenant: true,
    telefone: '6232410002',
    email: 'ola@sushikento.prato.dev',
    endLogradouro: 'Avenida T-4',
    endNumero: '410',
    endCep: '74230010',
    latitude: -16.7019,
    longitude: -49.2676,
    config: {
      flgAceitaWGComanda: true,
      flgWGAtivoMenuSeguranca: false,
      opcoesMenu: {
        pedidoDiretoSomenteBalcao: false,
        pedidoComandaDeslogado: true,
        pedidoComandaByAccConta: true,
        pedidoDiretoAtivo: false,
      },
      cardapioCorNomeProduto: '#1B2A4A',
      cardapioCorTextoInfo: '#455A64',
    },
  },
  {
    id: CAFE,
    permalink: 'cafe-girassol',
    nome: 'Café Girassol',
    modeloLayoutId: 1,
    corBody: '#FFE066',
    mensagemPadrao:
      'Cafés especiais, pães de fermentação natural e doces da casa, entregues no seu ponto de encontro.',
    cidadeId: 5270,
    bairroNome: 'Pinheiros',
    especialidadeIds: [3, 10],
    avaliacao: 4.7,
    aberto: true,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: false,
    tenant: true,
    telefone: '1130320003',
    email: 'oi@cafegirassol.prato.dev',
    endLogradouro: 'Rua dos Pinheiros',
    endNumero: '383',
    endCep: '05422001',
    latitude: -23.5665,
    longitude: -46.6864,
    config: {
      flgPedidoPontoEntrega: true,
      flgPedidoPontoEntregaConfig: 'F',
      abertoDelivery: true,
      tempoMedioEntregaNome: '20 a 30 min',
      cardapioCorNomeProduto: '#5D4037',
      cardapioCorTextoInfo: '#6D4C41',
    },
  },
  {
    id: BURGER,
    permalink: 'burger-hub',
    nome: 'Burger Hub',
    modeloLayoutId: 99,
    corBody: '#F57C00',
    mensagemPadrao: 'Hambúrgueres artesanais na brasa. Voltamos em breve!',
    cidadeId: 2311,
    bairroNome: 'Savassi',
    especialidadeIds: [4],
    avaliacao: 4.2,
    aberto: false,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: false,
    tenant: true,
    telefone: '3132400004',
    email: 'burger@burgerhub.prato.dev',
    endLogradouro: 'Rua Pernambuco',
    endNumero: '1000',
    endCep: '30112010',
    latitude: -19.9366,
    longitude: -43.9339,
    config: { abertoDelivery: false, flgAceitaRetirarPedido: true },
  },
  {
    // Hostile data for the security tests: every string here must be rendered as inert text.
    id: HOSTIL,
    permalink: 'hostil',
    nome: 'Hostil <img src=x onerror=alert(1)>',
    modeloLayoutId: 1,
    corBody: 'red;}body{display:none',
    logoUrl: 'javascript:alert(1)',
    mensagemPadrao: '<script>alert(1)</script><b>x</b>',
    cidadeId: 4578,
    bairroNome: 'Centro',
    especialidadeIds: [6],
    avaliacao: 3.1,
    aberto: true,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: true,
    tenant: true,
    telefone: '21"><script>alert(1)</script>',
    email: 'x@hostil.prato.dev',
    endLogradouro: 'Avenida Rio Branco',
    endNumero: '1',
    endCep: '20040002',
    latitude: -22.9035,
    longitude: -43.1773,
    config: {
      abertoDelivery: true,
      cardapioCorNomeProduto: 'url(javascript:alert(1))',
      cardapioCorTextoInfo: 'expression(alert(1))',
      urlDownloadAndroid: 'javascript:alert(1)',
      urlDownloadIOS: 'data:text/html,<script>alert(1)</script>',
      urlAvaliacao: 'javascript:alert(document.cookie)',
      urlWhatsapp: 'vbscript:msgbox(1)',
      imagemCabecalhoUrl: 'javascript:alert(1)',
      wifiNome: '<script>alert(1)</script>',
      wifiSenha: '"><svg onload=alert(1)>',
    },
  },
  {
    id: MERCADO,
    permalink: 'mercado-central',
    nome: 'Mercado Central',
    modeloLayoutId: 1,
    corBody: '#2E7D32',
    mensagemPadrao:
      'Empório com mais de 300 produtos: hortifrúti, padaria, frios, bebidas e pratos prontos.',
    cidadeId: 1489,
    bairroNome: 'Setor Central',
    especialidadeIds: [13, 6],
    avaliacao: 4.4,
    aberto: true,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: true,
    tenant: true,
    telefone: '6232410006',
    email: 'pedidos@mercadocentral.prato.dev',
    endLogradouro: 'Avenida Goiás',
    endNumero: '1000',
    endCep: '74015010',
    latitude: -16.6799,
    longitude: -49.2553,
    config: {
      abertoDelivery: true,
      flgAceitaRetirarPedido: true,
      flgAceitaPgtoDelivery: true,
      tempoMedioEntregaNome: '50 a 70 min',
    },
  },
]

// Directory listings: name, city, neighbourhood, specialties, rating, open, delivery?, menu?
type Listagem = [string, number, string, number[], number, boolean, boolean, boolean]
const LISTAGENS: Listagem[] = [
  ['Açaí da Serra', 1489, 'Setor Bueno', [5], 4.9, true, true, false],
  ['Point do Açaí', 1489, 'Setor Oeste', [5, 10], 4.5, true, true, true],
  ['Açaíteria Tropical', 5270, 'Vila Madalena', [5], 4.3, false, true, false],
  ['Acai Express', 4578, 'Copacabana', [5], 4.0, true, true, false],
  ['Churrascaria Fogo Goiano', 1489, 'Jardim Goiás', [8, 6], 4.7, true, false, true],
  ['Cantina da Nonna', 1489, 'Setor Sul', [7, 1], 4.6, true, true, true],
  ['Temaki House', 1489, 'Setor Marista', [2], 4.1, false, true, false],
  ['Empório Verde', 1489, 'Setor Oeste', [9], 4.4, true, true, true],
  ['Doce Pecado Confeitaria', 1489, 'Setor Bueno', [10], 4.8, true, true, false],
  ['Taquería El Sol', 1489, 'Setor Central', [11], 3.9, true, false, true],
  ['Pamonharia Goiana', 1489, 'Setor Pedro Ludovico', [6], 4.5, true, true, true],
  ['Pizzaria Forno Paulista', 5270, 'Bela Vista', [1], 4.2, true, true, false],
  ['Sushi Liberdade', 5270, 'Consolação', [2], 4.6, true, false, true],
  ['Bistrô Jardins', 5270, 'Jardim Paulista', [7, 6], 4.8, true, false, true],
  ['Hamburgueria Augusta', 5270, 'Consolação', [4], 4.3, true, true, true],
  ['Vegano da Vila', 5270, 'Vila Madalena', [9], 4.5, false, true, false],
  ['Quiosque do Mar', 4578, 'Ipanema', [12], 4.4, true, true, true],
  ['Botequim Leblon', 4578, 'Leblon', [6], 4.7, true, false, true],
  ['Feijoada Carioca', 4578, 'Centro', [6], 4.1, true, true, false],
  ['Pão de Queijo Mineiro', 2311, 'Funcionários', [3, 6], 4.6, true, true, true],
  ['Tropeiro da Savassi', 2311, 'Savassi', [6, 8], 4.2, true, false, true],
  ['Café com Prosa', 2311, 'Centro', [3], 4.0, true, true, false],
  ['Cervejaria Batel', 3977, 'Batel', [6], 4.3, true, false, true],
  ['Pierogi da Rua XV', 3977, 'Centro', [6], 4.5, true, true, false],
  ['Açaí do Batel', 3977, 'Batel', [5], 4.2, true, true, true],
  ['Sabor Mexicano', 3977, 'Centro', [11], 3.8, false, true, false],
]

const CORES = [
  '#6A1B9A',
  '#00838F',
  '#AD1457',
  '#4E342E',
  '#283593',
  '#558B2F',
  '#EF6C00',
  '#37474F',
  '#C2185B',
  '#00695C',
]

function slug(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

LISTAGENS.forEach(
  ([nome, cidadeId, bairroNome, especialidadeIds, avaliacao, aberto, delivery, menu], i) => {
    EMPRESAS.push({
      id: 11 + i,
      permalink: slug(nome),
      nome,
      modeloLayoutId: 1,
      corBody: CORES[i % CORES.length] ?? '#37474F',
      mensagemPadrao: `${nome}: ${delivery ? 'peça pelo delivery' : 'venha nos visitar'} e aproveite o melhor da casa.`,
      cidadeId,
      bairroNome,
      especialidadeIds,
      avaliacao,
      aberto,
      flgDeliveryIndisponivel: !delivery,
      flgMostraCardapioMenu: menu,
      tenant: false,
      config: { abertoDelivery: aberto && delivery },
    })
  },
)

export const SHOPPING = {
  id: 1,
  permalink: 'shopping-aurora',
  nome: 'Shopping Aurora',
  mensagem:
    'Praça de alimentação com o melhor da gastronomia goiana. Escolha sua loja e peça pelo QR code da mesa.',
  lojas: [
    'bella-napoli',
    'sushi-kento',
    'cafe-girassol',
    'acai-da-serra',
    'doce-pecado-confeitaria',
    'taqueria-el-sol',
  ],
}

export const FAQ: Array<{ pergunta: string; resposta: string }> = [
  {
    pergunta: 'Quanto custa para usar a plataforma?',
    resposta:
      'Trabalhamos com planos mensais sem taxa de adesão. Entre em contato para receber uma proposta para o seu restaurante.',
  },
  {
    pergunta: 'Preciso ter um aplicativo próprio?',
    resposta:
      'Não. Seu restaurante ganha uma loja na web com a sua marca, que funciona em qualquer celular ou computador.',
  },
  {
    pergunta: 'Como recebo os pagamentos?',
    resposta:
      'Você pode receber na entrega, no balcão ou online por PIX e cartão, direto na sua conta.',
  },
  {
    pergunta: 'Consigo usar o cardápio digital nas mesas?',
    resposta:
      'Sim. Cada mesa tem um QR code; o cliente acompanha a conta e faz pedidos pelo celular.',
  },
  {
    pergunta: 'Existe programa de fidelidade?',
    resposta: 'Sim. Você define campanhas, pontos por compra e prêmios para resgate.',
  },
]
