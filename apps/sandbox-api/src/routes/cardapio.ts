// Menus and catalogue (001 §7). The assembled menu of a tenant is cached serialised, per origin, pdv and
// guide: the catalogue only changes on a reset, and a 300-product menu must answer in a few milliseconds.
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import type { SandboxContext } from '../context'
import { empresaDe, empresaDoHeader } from '../context'
import { absoluta, ApiError } from '../lib/http'
import { reais } from '../lib/dinheiro'
import type { AppEnv } from '../app'

export interface ProdutoRow {
  id: number
  empresa_id: number
  categoria_id: number
  grupo_id: number
  nome_completo: string
  texto_informativo: string
  imagem: string | null
  preco_centavos: number
  valor_normal_centavos: number
  flg_disponivel: number
  flg_em_falta: number
  flg_preco_variavel: number
  flg_sugestao: number
  ordem: number
  no_menu: number
  no_delivery: number
  guia_ids: string
}
export interface PrecoRow {
  id: number
  produto_id: number
  tamanho_id: number
  tamanho_nome: string
  valor_centavos: number
  ordem: number
}
export interface VariacaoRow {
  id: number
  produto_id: number
  nome: string
  nome_mostra: string
  qtde_min: number
  qtde_max: number
  flg_tipo: 'M' | 'U' | 'S'
  flg_maior_preco_m: number
  ordem: number
  tamanho_id: number | null
}
export interface VariacaoItemRow {
  id: number
  variacao_id: number
  nome_completo: string
  texto_informativo: string
  preco_centavos: number
  tamanho_id: number | null
  ordem: number
}

export interface ProdutoCompleto {
  produto: ProdutoRow
  precos: PrecoRow[]
  variacoes: Array<VariacaoRow & { itens: VariacaoItemRow[] }>
}

/** Loads products with their sizes and variations in four queries (no N+1 on a 300-product menu). */
export function carregarProdutos(
  ctx: SandboxContext,
  empresaId: number,
  ids?: number[],
): ProdutoCompleto[] {
  const produtos = (
    ctx
      .q('SELECT * FROM produtos WHERE empresa_id = ? ORDER BY ordem')
      .all(empresaId) as ProdutoRow[]
  ).filter((p) => !ids || ids.includes(p.id))
  const precos = ctx
    .q(
      'SELECT pp.* FROM produto_precos pp JOIN produtos p ON p.id = pp.produto_id WHERE p.empresa_id = ? ORDER BY pp.ordem',
    )
    .all(empresaId) as PrecoRow[]
  const variacoes = ctx
    .q(
      'SELECT v.* FROM variacoes v JOIN produtos p ON p.id = v.produto_id WHERE p.empresa_id = ? ORDER BY v.ordem',
    )
    .all(empresaId) as VariacaoRow[]
  const itens = ctx
    .q(
      `SELECT vi.* FROM variacao_itens vi JOIN variacoes v ON v.id = vi.variacao_id JOIN produtos p ON p.id = v.produto_id
    WHERE p.empresa_id = ? ORDER BY vi.ordem`,
    )
    .all(empresaId) as VariacaoItemRow[]
  const itensPorVar = new Map<number, VariacaoItemRow[]>()
  for (const i of itens)
    itensPorVar.set(i.variacao_id, [...(itensPorVar.get(i.variacao_id) ?? []), i])
  const precosPorProd = new Map<number, PrecoRow[]>()
  for (const p of precos)
    precosPorProd.set(p.produto_id, [...(precosPorProd.get(p.produto_id) ?? []), p])
  const varPorProd = new Map<number, ProdutoCompleto['variacoes']>()
  for (const v of variacoes)
    varPorProd.set(v.produto_id, [
      ...(varPorProd.get(v.produto_id) ?? []),
      { ...v, itens: itensPorVar.get(v.id) ?? [] },
    ])
  return produtos.map((p) => ({
    produto: p,
    precos: precosPorProd.get(p.id) ?? [],
    variacoes: varPorProd.get(p.id) ?? [],
  }))
}

export function produtoJson(
  c: Context,
  { produto: p, precos, variacoes }: ProdutoCompleto,
  pdvId: 1 | 3,
): Schemas['Produto'] {
  return {
    id: p.id,
    nomeCompleto: p.nome_completo,
    textoInformativo: p.texto_informativo || null,
    imagem: absoluta(c, p.imagem),
    preco: reais(p.preco_centavos),
    valorPrecoNormal:
      p.valor_normal_centavos > p.preco_centavos ? reais(p.valor_normal_centavos) : null,
    flgDisponivel: p.flg_disponivel === 1,
    flgEmFalta: p.flg_em_falta === 1,
    flgPrecoVariavel: p.flg_preco_variavel === 1,
    flgSugestao: p.flg_sugestao === 1,
    grupoId: p.grupo_id,
    ordemLista: p.ordem,
    pdvId,
    valorDesconto:
      p.valor_normal_centavos > p.preco_centavos
        ? reais(p.valor_normal_centavos - p.preco_centavos)
        : null,
    precos: precos.map((t) => ({
      tamanhoId: t.tamanho_id,
      tamanhoNome: t.tamanho_nome,
      valorPreco: reais(t.valor_centavos),
    })),
    variacoes: variacoes.map((v) => ({
      id: v.id,
      nome: v.nome,
      nomeMostra: v.nome_mostra,
      qtdeMin: v.qtde_min,
      qtdeMax: v.qtde_max,
      flgTipo: v.flg_tipo,
      flgMaiorPrecoM: v.flg_maior_preco_m === 1,
      ordem: v.ordem,
      tamanhoId: v.tamanho_id,
      items: v.itens.map((i) => ({
        id: i.id,
        nomeCompleto: i.nome_completo,
        preco: reais(i.preco_centavos),
        tamanhoId: i.tamanho_id,
        textoInformativo: i.texto_informativo || null,
      })),
    })),
  }
}

function pdvDe(c: Context): 1 | 3 {
  const raw = c.req.query('pdvId')
  if (raw === undefined || raw === '') return 3
  const n = Number(raw)
  if (n !== 1 && n !== 3) throw new ApiError(400, 'pdvId deve ser 1 ou 3.')
  return n
}

function noPdv(p: ProdutoRow, pdvId: 1 | 3, guiaId: number | null): boolean {
  if (pdvId === 1 ? !p.no_menu : !p.no_delivery) return false
  return guiaId === null || p.guia_ids.includes(`,${guiaId},`)
}

function guiaDe(c: Context): number | null {
  const g = c.req.query('guiaId')
  if (!g) return null
  const n = Number(g)
  if (!Number.isInteger(n) || n <= 0) throw new ApiError(400, 'guiaId inválido.')
  return n
}

function montarCardapio(
  ctx: SandboxContext,
  c: Context,
  empresaId: number,
  pdvId: 1 | 3,
  guiaId: number | null,
) {
  const grupos = ctx
    .q('SELECT id, nome FROM grupos WHERE empresa_id = ? ORDER BY ordem')
    .all(empresaId) as Array<{ id: number; nome: string }>
  const categorias = ctx
    .q('SELECT id, grupo_id, nome FROM categorias WHERE empresa_id = ? ORDER BY ordem')
    .all(empresaId) as Array<{
    id: number
    grupo_id: number
    nome: string
  }>
  const produtos = carregarProdutos(ctx, empresaId).filter((x) => noPdv(x.produto, pdvId, guiaId))
  return grupos
    .map((g) => ({
      id: g.id,
      nome: g.nome,
      items: categorias
        .filter((cat) => cat.grupo_id === g.id)
        .map((cat) => ({
          id: cat.id,
          nome: cat.nome,
          produtos: produtos
            .filter((p) => p.produto.categoria_id === cat.id)
            .map((p) => produtoJson(c, p, pdvId)),
        }))
        .filter((cat) => cat.produtos.length > 0),
    }))
    .filter((g) => g.items.length > 0)
}

export function rotasCardapio(app: Hono<AppEnv>, ctx: SandboxContext): void {
  app.get('/v3/cardapio/completo', (c) => {
    const e = empresaDoHeader(ctx, c)
    const pdvId = pdvDe(c)
    const guiaId = guiaDe(c)
    const chave = `${new URL(c.req.url).origin}|${e.id}|${pdvId}|${guiaId ?? ''}`
    let json = ctx.menuCache.get(chave)
    if (!json) {
      json = JSON.stringify(montarCardapio(ctx, c, e.id, pdvId, guiaId))
      ctx.menuCache.set(chave, json)
    }
    return c.body(json, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })

  app.get('/v3/cardapio/grupos', (c) => {
    const e = empresaDoHeader(ctx, c)
    const cardapio = montarCardapio(ctx, c, e.id, pdvDe(c), guiaDe(c))
    return c.json(
      cardapio.map((g) => ({
        id: g.id,
        nome: g.nome,
        items: g.items.map((cat) => ({
          id: cat.id,
          nome: cat.nome,
          qtdeProdutos: cat.produtos.length,
        })),
      })),
    )
  })

  app.get('/v3/cardapio/guias', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(
      ctx.q('SELECT id, nome FROM guias WHERE empresa_id = ? ORDER BY ordem').all(e.id) as Array<{
        id: number
        nome: string
      }>,
    )
  })

  app.get('/v1/cardapios/item/:id', (c) => {
    const e = empresaDoHeader(ctx, c)
    const pdvId = pdvDe(c)
    const id = Number(c.req.param('id'))
    const p = carregarProdutos(ctx, e.id, [id])[0]
    if (!p || !noPdv(p.produto, pdvId, null)) throw new ApiError(404, 'Produto não encontrado.')
    return c.json(produtoJson(c, p, pdvId))
  })

  app.get('/v1/api/modalidades-caixas/:empresaGlobalId', (c) => {
    const e = empresaDe(ctx, c, c.req.param('empresaGlobalId'))
    const rows = ctx
      .q('SELECT id, nome, pix FROM modalidades_caixa WHERE empresa_id = ? ORDER BY id')
      .all(e.id) as Array<{ id: number; nome: string; pix: number }>
    return c.json(rows.map((m) => ({ id: m.id, nome: m.nome, pix: m.pix === 1 })))
  })

  app.get('/v3/delivery-pontoentrega/pontos-ativos', (c) => {
    const e = empresaDoHeader(ctx, c)
    const rows = ctx
      .q('SELECT * FROM pontos_entrega WHERE empresa_id = ? AND ativo = 1 ORDER BY nome')
      .all(e.id) as Array<{
      id: number
      nome: string
      logradouro_full: string
      bairro_nome: string
      horario_limite: string
      taxa_centavos: number
    }>
    return c.json(
      rows.map((p) => ({
        id: p.id,
        nome: p.nome,
        logradouroFull: p.logradouro_full,
        bairroNome: p.bairro_nome,
        horarioLimitePedido: p.horario_limite,
        taxaEntrega: reais(p.taxa_centavos),
      })),
    )
  })

  app.get('/v3/listagem-basica/localizacoes-cliente', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(
      ctx
        .q('SELECT id, nome FROM localizacoes WHERE empresa_id = ? ORDER BY id')
        .all(e.id) as Array<{ id: number; nome: string }>,
    )
  })

  app.get('/v1/vouchers/:code', (c) => {
    const e = empresaDoHeader(ctx, c)
    const v = voucherPorCodigo(ctx, e.id, c.req.param('code'))
    if (!v) throw new ApiError(404, 'Cupom não encontrado!')
    return c.json(voucherJson(v))
  })
}

export interface VoucherRow {
  id: number
  empresa_id: number
  codigo: string
  nome: string
  ativo: number
  mensagem: string
  tipo_id: 1 | 2 | 3
  valor: number
}
export function voucherPorCodigo(
  ctx: SandboxContext,
  empresaId: number,
  codigo: string,
): VoucherRow | undefined {
  return ctx
    .q('SELECT * FROM vouchers WHERE empresa_id = ? AND codigo = ? COLLATE NOCASE')
    .get(empresaId, codigo.trim()) as VoucherRow | undefined
}
export function voucherJson(v: VoucherRow): Schemas['Voucher'] {
  return {
    id: v.id,
    nome: v.nome,
    ativo: v.ativo === 1,
    mensagem: v.mensagem,
    tipoId: v.tipo_id,
    valor: v.tipo_id === 2 ? v.valor : reais(v.valor),
  }
}
