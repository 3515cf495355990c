// Server-side pricing of an order line against the catalogue (001 §5 "Adding a product"). An order is
// accepted only when the amounts the app sends match these; the app's figures are never trusted.
import { messages } from '@prato/domain'
import type { ProdutoCompleto } from '../routes/cardapio'
import { ApiError } from './http'

export interface EscolhaVariacao {
  variacaoId: number
  itemId: number
  qtde: number
}

export interface LinhaPrecificada {
  unitario: number
  /** The chosen options, named, with the ids they were chosen by (kept with the order for 'Pedir de novo'). */
  nomes: Array<{ qtde: number; itemNome: string; variacaoId: number; itemId: number }>
  tamanhoNome: string | null
}

export function precificar(
  p: ProdutoCompleto,
  tamanhoId: number | null | undefined,
  escolhas: EscolhaVariacao[],
): LinhaPrecificada {
  const { produto } = p
  if (!produto.flg_disponivel)
    throw new ApiError(400, `${messages.produtoIndisponivel}: ${produto.nome_completo}`)
  if (produto.flg_em_falta)
    throw new ApiError(400, `${messages.produtoEmFalta} ${produto.nome_completo}`)
  let base = produto.preco_centavos
  let tamanhoNome: string | null = null
  if (p.precos.length > 0) {
    const t = p.precos.find((x) => x.tamanho_id === tamanhoId)
    if (!t) throw new ApiError(400, messages.informeTamanho)
    base = t.valor_centavos
    tamanhoNome = t.tamanho_nome
  }
  const validas = p.variacoes.filter((v) => v.tamanho_id === null || v.tamanho_id === tamanhoId)
  for (const e of escolhas) {
    const v = validas.find((x) => x.id === e.variacaoId)
    const item = v?.itens.find((i) => i.id === e.itemId)
    if (
      !v ||
      !item ||
      (item.tamanho_id !== null && item.tamanho_id !== tamanhoId) ||
      !(e.qtde > 0)
    ) {
      throw new ApiError(400, `Variação inválida para o produto ${produto.nome_completo}.`)
    }
  }
  let adicional = 0
  const nomes: LinhaPrecificada['nomes'] = []
  for (const v of validas) {
    const minhas = escolhas.filter((e) => e.variacaoId === v.id)
    const itens = minhas.map((e) => ({ e, item: v.itens.find((i) => i.id === e.itemId)! }))
    // Units chosen, as @prato/domain counts them; type M parts sent as fractions (0.5 + 0.5) count one per flavour.
    const fracionado = v.flg_tipo === 'M' && minhas.some((e) => !Number.isInteger(e.qtde))
    const contagem = fracionado
      ? new Set(minhas.map((e) => e.itemId)).size
      : minhas.reduce((s, e) => s + e.qtde, 0)
    if (v.flg_tipo === 'U') {
      if (v.qtde_min > 0 && contagem === 0)
        throw new ApiError(400, messages.variacaoAlgum(v.nome_mostra))
      if (contagem > 1) throw new ApiError(400, messages.variacaoMaximo(1, v.nome_mostra))
    } else {
      if (v.qtde_max > 0 && contagem > v.qtde_max)
        throw new ApiError(400, messages.variacaoMaximo(v.qtde_max, v.nome_mostra))
      if (contagem < v.qtde_min)
        throw new ApiError(400, messages.variacaoMinimo(v.qtde_min, v.nome_mostra))
    }
    if (itens.length === 0) continue
    if (v.flg_tipo === 'M') {
      const pesos = itens.reduce((s, x) => s + x.e.qtde, 0)
      adicional += v.flg_maior_preco_m
        ? Math.max(...itens.map((x) => x.item.preco_centavos))
        : Math.round(itens.reduce((s, x) => s + x.item.preco_centavos * x.e.qtde, 0) / pesos)
    } else {
      adicional += itens.reduce((s, x) => s + Math.round(x.item.preco_centavos * x.e.qtde), 0)
    }
    for (const x of itens)
      nomes.push({
        qtde: x.e.qtde,
        itemNome: x.item.nome_completo,
        variacaoId: v.id,
        itemId: x.item.id,
      })
  }
  const unitario = base + adicional
  if (unitario <= 0) throw new ApiError(400, messages.produtoTotalZero)
  return { unitario, nomes, tamanhoNome }
}
