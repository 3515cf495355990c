// The demo diner's order histories at Bella Napoli (001 §2 historico-pedidos and historico-pedidos-menu), so every
// history card can be seen: besides the finished (to rate) and cancelled orders of index.ts, one in production, a
// pickup already rated, one on its way to a delivery point (to rate), and two table orders; and ratings with the
// diner's photo, with and without the restaurant's answer. Each line keeps the ids it was ordered by, as an order
// placed through the API does, so 'Pedir de novo' finds it again.
import type Database from 'better-sqlite3'

const BELLA = 1

/** A line as the seed writes it: product, size, options by name, as a diner would choose them. */
interface LinhaSeed {
  produto: string
  tamanhoId?: number
  opcoes?: Array<[variacao: string, item: string]>
  qtde: number
  observacao?: string
}

interface PedidoSeed {
  id: number
  tipo: 'delivery' | 'ponto' | 'consumo'
  situacoes: number[]
  /** Minutes before the seed's `now` the order was placed; each next status 10 minutes later. */
  minutosAtras: number
  linhas: LinhaSeed[]
  retirar?: boolean
  ponto?: string
  localizacaoId?: number
  taxa?: number
  modalidade: string
  pago?: boolean
  avaliado?: boolean
}

const ENDERECO_ANA = JSON.stringify({
  logradouro: 'Rua 1136',
  numero: '300',
  complemento: 'Apto 502',
  bairro: 'Setor Marista',
  cidade: 'Goiânia',
  uf: 'GO',
})

const DIA = 24 * 60

const PEDIDOS: PedidoSeed[] = [
  {
    // in production: the primary badge, cancelling by phone only
    id: 9301,
    tipo: 'delivery',
    situacoes: [1, 3],
    minutosAtras: 40,
    linhas: [
      {
        produto: 'Pizza Margherita',
        tamanhoId: 2,
        opcoes: [['Borda', 'Borda de catupiry']],
        qtde: 1,
        observacao: 'Sem manjericão, por favor.',
      },
      { produto: 'Coca-Cola Lata 350 ml', qtde: 2 },
    ],
    taxa: 800,
    modalidade: 'Dinheiro',
  },
  {
    // on its way to a delivery point: 'Ponto de Entrega' and 'Avalie este pedido'
    id: 9302,
    tipo: 'ponto',
    situacoes: [1, 3, 4],
    minutosAtras: 2 * DIA,
    linhas: [{ produto: 'Lasanha à Bolonhesa', qtde: 1 }],
    ponto: 'Portaria do Órion Business',
    taxa: 300,
    modalidade: 'Dinheiro',
  },
  {
    // picked up and already rated: '(Retirar no local)', the success badge, nothing to rate
    id: 9303,
    tipo: 'delivery',
    situacoes: [1, 3, 6, 5],
    minutosAtras: 20 * DIA,
    linhas: [
      {
        produto: 'Pizza Calabresa',
        tamanhoId: 3,
        opcoes: [
          ['Borda', 'Sem borda'],
          ['Adicionais', 'Bacon'],
        ],
        qtde: 1,
      },
      { produto: 'Tiramisù', qtde: 2 },
    ],
    retirar: true,
    modalidade: 'Dinheiro',
    pago: true,
    avaliado: true,
  },
  {
    // table orders ('Pedidos'): one served, one being made
    id: 9311,
    tipo: 'consumo',
    situacoes: [1, 3, 5],
    minutosAtras: 3 * DIA,
    linhas: [
      { produto: 'Pizza Margherita', tamanhoId: 3, opcoes: [['Borda', 'Sem borda']], qtde: 1 },
      { produto: 'Coca-Cola Lata 350 ml', qtde: 1 },
    ],
    localizacaoId: 1,
    modalidade: 'Dinheiro',
    pago: true,
  },
  {
    id: 9312,
    tipo: 'consumo',
    situacoes: [1, 3],
    minutosAtras: 25,
    linhas: [{ produto: 'Tiramisù', qtde: 1, observacao: 'Para a sobremesa.' }],
    localizacaoId: 2,
    modalidade: 'Dinheiro',
  },
]

/** Ratings with the diner's photo (a placeholder of the sandbox's own), answered and not. */
const AVALIACOES: Array<
  [nome: string, foto: number, nota: number, mensagem: string, resposta: string | null]
> = [
  [
    'Luciana M.',
    1,
    5,
    'Pedimos pelo ponto de entrega do escritório e chegou no horário certinho.',
    'Que bom, Luciana! O ponto do Órion sai às 11h30 todos os dias.',
  ],
  ['Gustavo R.', 2, 2, 'A lasanha veio fria desta vez.', null],
]

/** `anaId`: the demo diner's user id (USUARIOS_DEMO.ana in ./index.ts). */
export function seedHistorico(db: Database.Database, now: Date, anaId: string): void {
  const quando = (minutos: number) => new Date(now.getTime() - minutos * 60_000).toISOString()
  const produto = db.prepare(
    'SELECT id, preco_centavos FROM produtos WHERE empresa_id = ? AND nome_completo = ?',
  )
  const preco = db.prepare(
    'SELECT tamanho_nome, valor_centavos FROM produto_precos WHERE produto_id = ? AND tamanho_id = ?',
  )
  const opcao = db.prepare(
    `SELECT v.id AS variacaoId, vi.id AS itemId, vi.nome_completo AS itemNome, vi.preco_centavos AS preco
     FROM variacoes v JOIN variacao_itens vi ON vi.variacao_id = v.id
     WHERE v.produto_id = ? AND v.nome = ? AND vi.nome_completo = ? AND (v.tamanho_id IS NULL OR v.tamanho_id = ?)`,
  )
  const insPed =
    db.prepare(`INSERT INTO pedidos (id, empresa_id, tipo, usuario_id, situacao_id, data_pedido, valor_produto,
    valor_desconto, valor_taxa_entrega, valor_total, modalidade_caixa_id, flg_retirar_local, ponto_entrega_id,
    pessoa_endereco_id, endereco, localizacao_id, flg_pago, flg_avaliado)
    VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, (SELECT id FROM modalidades_caixa WHERE empresa_id = ? AND nome = ?), ?,
      (SELECT id FROM pontos_entrega WHERE empresa_id = ? AND nome = ?), ?, ?, ?, ?, ?)`)
  const insItem =
    db.prepare(`INSERT INTO pedido_itens (pedido_id, item_id, nome, qtde, valor_unitario, valor_total,
    observacao, tamanho_id, variacoes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insHist = db.prepare(
    'INSERT INTO pedido_historico (pedido_id, situacao_id, data) VALUES (?, ?, ?)',
  )

  for (const p of PEDIDOS) {
    const linhas = p.linhas.map((l) => {
      const prod = produto.get(BELLA, l.produto) as { id: number; preco_centavos: number }
      const tamanho = l.tamanhoId
        ? (preco.get(prod.id, l.tamanhoId) as { tamanho_nome: string; valor_centavos: number })
        : null
      const opcoes = (l.opcoes ?? []).map(
        ([variacao, item]) =>
          opcao.get(prod.id, variacao, item, l.tamanhoId ?? null) as {
            variacaoId: number
            itemId: number
            itemNome: string
            preco: number
          },
      )
      const unitario =
        (tamanho?.valor_centavos ?? prod.preco_centavos) + opcoes.reduce((s, o) => s + o.preco, 0)
      return {
        itemId: prod.id,
        nome: tamanho ? `${l.produto} (${tamanho.tamanho_nome})` : l.produto,
        tamanhoId: l.tamanhoId ?? null,
        qtde: l.qtde,
        unitario,
        observacao: l.observacao ?? null,
        variacoes: opcoes.map((o) => ({
          qtde: 1,
          itemNome: o.itemNome,
          variacaoId: o.variacaoId,
          itemId: o.itemId,
        })),
      }
    })
    const produtos = linhas.reduce((s, l) => s + l.unitario * l.qtde, 0)
    const taxa = p.taxa ?? 0
    const entrega = p.tipo === 'delivery' && !p.retirar
    insPed.run(
      p.id,
      BELLA,
      p.tipo,
      anaId,
      p.situacoes.at(-1),
      quando(p.minutosAtras),
      produtos,
      taxa,
      produtos + taxa,
      BELLA,
      p.modalidade,
      p.retirar ? 1 : 0,
      BELLA,
      p.ponto ?? '',
      entrega ? 3001 : null,
      entrega ? ENDERECO_ANA : null,
      p.localizacaoId ?? null,
      p.pago ? 1 : 0,
      p.avaliado ? 1 : 0,
    )
    for (const l of linhas)
      insItem.run(
        p.id,
        l.itemId,
        l.nome,
        l.qtde,
        l.unitario,
        l.unitario * l.qtde,
        l.observacao,
        l.tamanhoId,
        JSON.stringify(l.variacoes),
      )
    p.situacoes.forEach((s, i) => insHist.run(p.id, s, quando(p.minutosAtras - i * 10)))
  }

  const insAval = db.prepare(
    'INSERT INTO avaliacoes (empresa_id, pedido_id, pessoa_nome, pessoa_imagem_url, email, avaliacao, mensagem, data, mensagem_resposta, data_resposta) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  AVALIACOES.forEach(([nome, foto, nota, mensagem, resposta], i) =>
    insAval.run(
      BELLA,
      nome,
      `/static/pessoa/${foto}.svg`,
      `${nome.split(' ')[0]?.toLowerCase()}@exemplo.com.br`,
      nota,
      mensagem,
      quando((i + 1) * DIA),
      resposta,
      resposta ? quando((i + 1) * DIA - 120) : null,
    ),
  )
}
