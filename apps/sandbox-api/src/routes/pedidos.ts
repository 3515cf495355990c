// Ordering (001 §7): delivery fees, offline person, placing orders of every kind, reading, tracking and
// cancelling them. Every amount an order carries is recomputed from the catalogue and checked.
import type { Schemas } from '@prato/api-client/contract'
import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { isCheckoutPhoneValid, messages } from '@prato/domain'
import type { EmpresaRow, SandboxContext } from '../context'
import { configDe, empresaDe, empresaDoHeader, empresaPorId } from '../context'
import type { UsuarioRow } from '../lib/auth'
import { autenticar, usuarioLogado, usuarioOpcional } from '../lib/auth'
import { absoluta, ApiError, corpo, normalizarTelefone } from '../lib/http'
import { centavos, reais } from '../lib/dinheiro'
import { agoraIso, dataHoraLocal, nomeSituacao, SITUACAO } from '../lib/formato'
import { cancelarCobranca, criarCobrancaPix, pagamentoPorId, pixJson } from '../lib/pagamentos'
import { precificar, type LinhaPrecificada } from '../lib/preco'
import { carregarProdutos, type VoucherRow } from './cardapio'
import { bairroPorId, enderecoCampos, taxaDoBairro, type EnderecoRow } from './enderecos'
import { creditarCompra } from './fidelidade'
import type { AppEnv } from '../app'

export const MSG_PEDIDO = {
  itemNaoConfere: (nome: string) => `O valor do item ${nome} não confere com o cardápio.`,
  produtoNaoConfere: 'O valor dos produtos não confere com o cardápio.',
  descontoNaoConfere: 'O valor do desconto não confere com o cupom.',
  taxaNaoConfere: 'O valor da taxa de entrega não confere.',
  totalNaoConfere: 'O valor total do pedido não confere com o cardápio.',
  comissaoNaoConfere: 'O valor da taxa de serviço não confere.',
  deliveryIndisponivel: 'Este estabelecimento não está aceitando pedidos de delivery.',
  retiradaIndisponivel: 'Este estabelecimento não aceita retirada no local.',
  pontoIndisponivel: 'Ponto de entrega não encontrado.',
  pagamentoInvalido: 'Forma de pagamento inválida.',
  pagamentoOnlineIndisponivel: 'Este estabelecimento não aceita pagamento online.',
  offIndisponivel: 'Este estabelecimento não aceita pedidos sem cadastro.',
  pessoaOffInvalida: 'Cadastro não encontrado. Informe seus dados novamente.',
  produtoNaoEncontrado: (id: number) => `Produto ${id} não encontrado no cardápio.`,
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  comandaIndisponivel: 'Este estabelecimento não aceita pedidos pela comanda.',
  contaEncerrada: 'Esta conta já foi encerrada.',
  diretoIndisponivel: 'Este estabelecimento não aceita pedidos diretos pelo cardápio.',
  simplesIndisponivel: 'Este estabelecimento não aceita pedidos simples.',
  localizacaoInvalida: 'Localização da mesa não encontrada.',
  cartaoInvalido: 'Cartão não encontrado.',
  cupomInativo: 'Este cupom não está ativo.',
  cupomSomenteDelivery: 'Cupons de desconto valem somente para pedidos de delivery.',
}

// ───────────── payload schemas (the contract's WgPedido family) ─────────────
const dinheiro = z.number({ error: 'Informe um valor numérico.' }).finite()
const itemVariacao = z.object({
  tamanhoId: z.number().int().nullish(),
  itemId: z.number().int(),
  variacaoId: z.number().int(),
  qtde: z.number().positive(),
  valorUnitario: dinheiro.optional(),
  valorTotal: dinheiro.optional(),
  observacao: z.string().nullish(),
})
const item = z.object({
  itemId: z.number().int(),
  valorUnitario: dinheiro,
  qtde: z.number().int().min(1).max(9999),
  valorNormal: dinheiro.nullish(),
  valorTotal: dinheiro,
  observacao: z.string().max(500).nullish(),
  tamanhoId: z.number().int().nullish(),
  wgPedidoItemVariacao: z.array(itemVariacao).optional(),
})
const itens = z.array(item).min(1, { error: messages.selecioneProduto })
const base = z.object({
  voucherId: z.number().int().nullish(),
  pessoaGlobalId: z.union([z.number(), z.string()]).nullish(),
  empresaGlobalId: z.union([z.number(), z.string()]).nullish(),
  // Required by the contract; the sandbox falls back to the empresaId header when a client leaves it out.
  empresaId: z.number().int().nullish(),
  pessoaEnderecoId: z.number().int().nullish(),
  dataHoraPedido: z.string().nullish(),
  modalidadeCaixaApiId: z.number({ error: messages.insiraFormaPagamento }).int(),
  pessoaCarteiraId: z.number().int().nullish(),
  pagamentoOnline: z.boolean().optional(),
  flgRetirarLocal: z.boolean(),
  logradouro: z.string().nullish(),
  numero: z.string().nullish(),
  complemento: z.string().nullish(),
  referencia: z.string().nullish(),
  cep: z.string().nullish(),
  cepId: z.number().int().nullish(),
  bairroId: z.number().int().nullish(),
  nomeBairro: z.string().nullish(),
  cidadeId: z.number().int().nullish(),
  nomeCidade: z.string().nullish(),
  latitude: z.union([z.number(), z.string()]).nullish(),
  longitude: z.union([z.number(), z.string()]).nullish(),
  valorDesconto: dinheiro.optional(),
  valorProduto: dinheiro,
  valorTotal: dinheiro,
  valorTroco: dinheiro.nullish(),
  valorTxEntrega: dinheiro.optional(),
  situacaoId: z.number().int().optional(),
  observacao: z.string().max(500).nullish(),
  origemWGId: z.literal(4, { error: 'origemWGId deve ser 4.' }),
  wgPedidoItem: itens,
})
const pontoEntregaSchema = base.extend({ pontoEntregaId: z.number().int() })
const offSchema = base.extend({ pessoaOffId: z.number().int(), chave: z.string().min(1) })
const comandaSchema = z.object({
  nomeApoio: z
    .string({ error: messages.informeNomeCorretamente })
    .trim()
    .min(1, { error: messages.informeNomeCorretamente }),
  chavePedidoMobile: z
    .string({ error: messages.informeChaveComanda })
    .trim()
    .min(1, { error: messages.informeChaveComanda }),
  aplicativoId: z.literal(1),
  saidaId: z.number().int().nullish(),
  // Required by the contract; the sandbox falls back to the empresaId header when a client leaves it out.
  empresaId: z.number().int().nullish(),
  pessoaGlobalId: z.union([z.number(), z.string()]).nullish(),
  observacao: z.string().max(500).nullish(),
  valorProduto: dinheiro,
  valorTotal: dinheiro,
  wgPedidoItem: itens,
})
const comandaOffSchema = comandaSchema.extend({
  chaveClienteCurta: z.string().trim().min(1, { error: messages.contaNaoEncontrada }),
})
const consumoSchema = z.object({
  localizacaoId: z.number().int().nullish(),
  flgRetirarLocal: z.boolean(),
  // null: paid at the table, as @prato/domain sends it when no method was chosen.
  modalidadeCaixaApiId: z.number().int().nullish(),
  valorDesconto: dinheiro.optional(),
  pessoaCarteiraId: z.number().int().nullish(),
  valorTaxaServico: dinheiro.optional(),
  valorComissao: dinheiro.optional(),
  percComissao: z.number().optional(),
  // our addition (docs/decisions/0037): the change for a cash payment, which the waiter brings
  valorTroco: dinheiro.nullish(),
  // Required by the contract; the sandbox falls back to the empresaId header when a client leaves it out.
  empresaId: z.number().int().nullish(),
  pessoaGlobalId: z.union([z.number(), z.string()]).nullish(),
  observacao: z.string().max(500).nullish(),
  valorProduto: dinheiro,
  valorTotal: dinheiro,
  wgPedidoItem: itens,
})
const simplesSchema = consumoSchema.extend({
  nome: z
    .string({ error: messages.informeNomeCorretamente })
    .trim()
    .min(1, { error: messages.informeNomeCorretamente }),
})

type ItemInput = z.infer<typeof item>

interface Linha {
  itemId: number
  nome: string
  qtde: number
  unitario: number
  total: number
  observacao: string | null
  tamanhoId: number | null
  variacoes: LinhaPrecificada['nomes']
}

/** Prices each line from the catalogue and checks the app's figures (one centavo of rounding per unit). */
function precificarItens(
  ctx: SandboxContext,
  empresaId: number,
  pdv: 1 | 3,
  entrada: ItemInput[],
): { linhas: Linha[]; produto: number } {
  const catalogo = carregarProdutos(ctx, empresaId, [...new Set(entrada.map((i) => i.itemId))])
  const linhas = entrada.map((i): Linha => {
    const p = catalogo.find((x) => x.produto.id === i.itemId)
    if (!p || (pdv === 1 ? !p.produto.no_menu : !p.produto.no_delivery))
      throw new ApiError(400, MSG_PEDIDO.produtoNaoEncontrado(i.itemId))
    const preco = precificar(
      p,
      i.tamanhoId ?? null,
      (i.wgPedidoItemVariacao ?? []).map((v) => ({
        variacaoId: v.variacaoId,
        itemId: v.itemId,
        qtde: v.qtde,
      })),
    )
    const total = preco.unitario * i.qtde
    const nome = preco.tamanhoNome
      ? `${p.produto.nome_completo} (${preco.tamanhoNome})`
      : p.produto.nome_completo
    if (
      Math.abs(centavos(i.valorTotal) - total) > i.qtde ||
      Math.abs(centavos(i.valorUnitario) - preco.unitario) > 1
    ) {
      throw new ApiError(400, MSG_PEDIDO.itemNaoConfere(nome))
    }
    return {
      itemId: i.itemId,
      nome,
      qtde: i.qtde,
      unitario: preco.unitario,
      total,
      observacao: i.observacao ?? null,
      tamanhoId: i.tamanhoId ?? null,
      variacoes: preco.nomes,
    }
  })
  return { linhas, produto: linhas.reduce((s, l) => s + l.total, 0) }
}

function confere(
  enviado: number | null | undefined,
  calculado: number,
  mensagem: string,
  tolerancia = 1,
): void {
  if (enviado === undefined || enviado === null) {
    if (calculado !== 0) throw new ApiError(400, mensagem)
    return
  }
  if (Math.abs(centavos(enviado) - calculado) > tolerancia) throw new ApiError(400, mensagem)
}

function inserirPedido(
  ctx: SandboxContext,
  p: {
    empresaId: number
    tipo: string
    usuarioId: string | null
    pessoaOffId?: number | null
    situacao: number
    produto: number
    desconto: number
    taxa: number
    comissao?: number
    total: number
    troco?: number
    voucherId?: number | null
    modalidade?: number | null
    online?: boolean
    retirar?: boolean
    pontoId?: number | null
    enderecoId?: number | null
    endereco?: Record<string, unknown> | null
    observacao?: string | null
    localizacaoId?: number | null
    saidaId?: number | null
    nomeApoio?: string | null
  },
  linhas: Linha[],
): number {
  const agora = agoraIso()
  const id = Number(
    ctx
      .q(
        `INSERT INTO pedidos (empresa_id, tipo, usuario_id, pessoa_off_id, situacao_id, data_pedido, valor_produto, valor_desconto,
      valor_taxa_entrega, valor_comissao, valor_total, valor_troco, voucher_id, modalidade_caixa_id, pagamento_online, flg_retirar_local,
      ponto_entrega_id, pessoa_endereco_id, endereco, observacao, localizacao_id, saida_id, nome_apoio)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        p.empresaId,
        p.tipo,
        p.usuarioId,
        p.pessoaOffId ?? null,
        p.situacao,
        agora,
        p.produto,
        p.desconto,
        p.taxa,
        p.comissao ?? 0,
        p.total,
        p.troco ?? 0,
        p.voucherId ?? null,
        p.modalidade ?? null,
        p.online ? 1 : 0,
        p.retirar ? 1 : 0,
        p.pontoId ?? null,
        p.enderecoId ?? null,
        p.endereco ? JSON.stringify(p.endereco) : null,
        p.observacao ?? null,
        p.localizacaoId ?? null,
        p.saidaId ?? null,
        p.nomeApoio ?? null,
      ).lastInsertRowid,
  )
  const insItem =
    ctx.q(`INSERT INTO pedido_itens (pedido_id, item_id, nome, qtde, valor_unitario, valor_total, observacao, tamanho_id, variacoes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  for (const l of linhas)
    insItem.run(
      id,
      l.itemId,
      l.nome,
      l.qtde,
      l.unitario,
      l.total,
      l.observacao,
      l.tamanhoId,
      JSON.stringify(l.variacoes),
    )
  ctx
    .q('INSERT INTO pedido_historico (pedido_id, situacao_id, data) VALUES (?, ?, ?)')
    .run(id, p.situacao, agora)
  return id
}

interface Pagamento {
  modalidade: number
  pix: boolean
  online: boolean
}

/** 101 is PIX (online), 99 a saved card (online), anything else one of the company's methods paid on delivery. */
function formaPagamento(
  ctx: SandboxContext,
  e: EmpresaRow,
  modalidade: number,
  carteiraId: number | null | undefined,
  u: UsuarioRow | null,
  offline: boolean,
): Pagamento {
  const cfg = configDe(e)
  if (modalidade === 101 || modalidade === 99) {
    if (!cfg.flgAceitaPgtoDelivery || offline)
      throw new ApiError(400, MSG_PEDIDO.pagamentoOnlineIndisponivel)
    if (modalidade === 99) {
      const cartao =
        u && carteiraId
          ? ctx.q('SELECT 1 FROM cartoes WHERE id = ? AND usuario_id = ?').get(carteiraId, u.id)
          : undefined
      if (!cartao) throw new ApiError(400, MSG_PEDIDO.cartaoInvalido)
    }
    return { modalidade, pix: modalidade === 101, online: true }
  }
  if (
    !ctx.q('SELECT 1 FROM modalidades_caixa WHERE id = ? AND empresa_id = ?').get(modalidade, e.id)
  )
    throw new ApiError(400, MSG_PEDIDO.pagamentoInvalido)
  return { modalidade, pix: false, online: false }
}

function voucherDoPedido(
  ctx: SandboxContext,
  empresaId: number,
  voucherId: number | null | undefined,
): VoucherRow | null {
  if (!voucherId) return null
  const v = ctx
    .q('SELECT * FROM vouchers WHERE id = ? AND empresa_id = ?')
    .get(voucherId, empresaId) as VoucherRow | undefined
  if (!v) throw new ApiError(400, messages.cupomNaoEncontrado)
  if (!v.ativo) throw new ApiError(400, v.mensagem || MSG_PEDIDO.cupomInativo)
  return v
}

/**
 * 001 §3 voucher types: 1 fixed amount, 2 percent of the subtotal, 3 fixed delivery fee. As in
 * @prato/domain's voucherEffect, type 3 keeps valorTxEntrega at the full fee and discounts the
 * difference (fee − min(fee, valor)) in valorDesconto; no voucher raises a price.
 */
function aplicarVoucher(
  v: VoucherRow | null,
  produto: number,
  taxa: number,
): { desconto: number; taxa: number } {
  if (!v) return { desconto: 0, taxa }
  if (v.tipo_id === 1) return { desconto: Math.min(v.valor, produto), taxa }
  if (v.tipo_id === 2)
    return {
      desconto: Math.min(Math.round((produto * Math.min(100, v.valor)) / 100), produto),
      taxa,
    }
  return { desconto: taxa - Math.min(v.valor, taxa), taxa }
}

function exigirEmpresaAberta(e: EmpresaRow, delivery: boolean): void {
  const cfg = configDe(e)
  if (!e.aberto || (delivery && cfg.abertoDelivery !== true))
    throw new ApiError(400, messages.empresaFechada)
}

type Modo = 'delivery' | 'ponto' | 'off'

async function pedidoDelivery(ctx: SandboxContext, c: Context, modo: Modo) {
  const schema = modo === 'ponto' ? pontoEntregaSchema : modo === 'off' ? offSchema : base
  const d = (await corpo(c, schema)) as z.infer<typeof base> & {
    pontoEntregaId?: number
    pessoaOffId?: number
    chave?: string
  }
  const e = empresaDe(ctx, c, d.empresaId)
  const cfg = configDe(e)
  let u: UsuarioRow | null = null
  let pessoaOff: PessoaOffRow | undefined
  if (modo === 'off') {
    await autenticar(ctx, c)
    if (!cfg.wgPedidoDeliveryOFF) throw new ApiError(400, MSG_PEDIDO.offIndisponivel)
    pessoaOff = ctx
      .q('SELECT * FROM pessoas_off WHERE id = ? AND chave = ? AND empresa_id = ?')
      .get(d.pessoaOffId, d.chave, e.id) as PessoaOffRow | undefined
    if (!pessoaOff) throw new ApiError(400, MSG_PEDIDO.pessoaOffInvalida)
  } else {
    u = await usuarioLogado(ctx, c)
    if (!isCheckoutPhoneValid(u.telefone)) throw new ApiError(400, messages.telefoneInvalido)
  }
  if (e.flg_delivery_indisponivel) throw new ApiError(400, MSG_PEDIDO.deliveryIndisponivel)
  exigirEmpresaAberta(e, true)
  const { linhas, produto } = precificarItens(ctx, e.id, 3, d.wgPedidoItem)
  confere(d.valorProduto, produto, MSG_PEDIDO.produtoNaoConfere, linhas.length)

  let taxa = 0
  let endereco: Record<string, unknown> | null = null
  let enderecoId: number | null = null
  let pontoId: number | null = null
  if (modo === 'ponto') {
    if (!cfg.flgPedidoPontoEntrega) throw new ApiError(400, MSG_PEDIDO.pontoIndisponivel)
    const ponto = ctx
      .q('SELECT * FROM pontos_entrega WHERE id = ? AND empresa_id = ? AND ativo = 1')
      .get(d.pontoEntregaId, e.id) as
      | {
          id: number
          nome: string
          logradouro_full: string
          bairro_nome: string
          taxa_centavos: number
        }
      | undefined
    if (!ponto) throw new ApiError(400, MSG_PEDIDO.pontoIndisponivel)
    taxa = ponto.taxa_centavos
    pontoId = ponto.id
    endereco = {
      logradouro: ponto.logradouro_full,
      bairro: ponto.bairro_nome,
      pontoEntregaNome: ponto.nome,
    }
  } else if (d.flgRetirarLocal) {
    if (!cfg.flgAceitaRetirarPedido) throw new ApiError(400, MSG_PEDIDO.retiradaIndisponivel)
  } else {
    if (cfg.flgPedidoPontoEntregaConfig === 'F')
      throw new ApiError(400, messages.somentePontoEntrega)
    if (modo === 'off' && pessoaOff) {
      const t = taxaDoBairro(ctx, e.id, pessoaOff.bairro_id)
      if (t === null) throw new ApiError(400, messages.empresaNaoEntregaEndereco)
      taxa = t
      endereco = {
        logradouro: pessoaOff.logradouro,
        numero: pessoaOff.numero,
        complemento: pessoaOff.complemento,
        bairro: pessoaOff.nome_bairro,
        cidade: pessoaOff.nome_cidade,
      }
    } else {
      if (!d.pessoaEnderecoId) throw new ApiError(400, messages.informeEnderecoEntrega)
      const end = ctx
        .q('SELECT * FROM pessoas_enderecos WHERE id = ? AND pessoa_id = ?')
        .get(d.pessoaEnderecoId, u?.pessoa_id ?? -1) as EnderecoRow | undefined
      if (!end) throw new ApiError(400, messages.informeEnderecoEntrega)
      const t = taxaDoBairro(ctx, e.id, end.bairro_id)
      if (t === null) throw new ApiError(400, messages.empresaNaoEntregaEndereco)
      taxa = t
      enderecoId = end.id
      endereco = {
        logradouro: end.logradouro,
        numero: end.numero,
        complemento: end.complemento,
        bairro: end.nome_bairro,
        cidade: end.nome_cidade,
        uf: end.uf,
      }
    }
  }
  const voucher = voucherDoPedido(ctx, e.id, d.voucherId)
  const aplicado = aplicarVoucher(voucher, produto, taxa)
  confere(d.valorDesconto ?? 0, aplicado.desconto, MSG_PEDIDO.descontoNaoConfere)
  confere(d.valorTxEntrega ?? 0, aplicado.taxa, MSG_PEDIDO.taxaNaoConfere)
  const total = produto - aplicado.desconto + aplicado.taxa
  confere(d.valorTotal, total, MSG_PEDIDO.totalNaoConfere, linhas.length)
  const pag = formaPagamento(ctx, e, d.modalidadeCaixaApiId, d.pessoaCarteiraId, u, modo === 'off')
  const troco = d.valorTroco ? Math.max(0, centavos(d.valorTroco)) : 0

  const resultado = ctx.db.transaction(() => {
    const id = inserirPedido(
      ctx,
      {
        empresaId: e.id,
        tipo: modo,
        usuarioId: u?.id ?? null,
        pessoaOffId: pessoaOff?.id ?? null,
        situacao: pag.pix ? SITUACAO.AGUARDANDO_PAGAMENTO : SITUACAO.EM_ABERTO,
        produto,
        desconto: aplicado.desconto,
        taxa: aplicado.taxa,
        total,
        troco,
        voucherId: voucher?.id ?? null,
        modalidade: pag.modalidade,
        online: pag.online,
        retirar: modo !== 'ponto' && d.flgRetirarLocal,
        pontoId,
        enderecoId,
        endereco,
        observacao: d.observacao ?? null,
      },
      linhas,
    )
    if (pag.modalidade === 99) ctx.q('UPDATE pedidos SET flg_pago = 1 WHERE id = ?').run(id)
    const cobranca = pag.pix ? criarCobrancaPix(ctx, 'pedido', id, e.id, total) : undefined
    if (cobranca) ctx.q('UPDATE pedidos SET pagamento_id = ? WHERE id = ?').run(cobranca.id, id)
    return { id, pix: pixJson(cobranca), saidaId: null }
  })()
  return c.json({ error: null, data: resultado })
}

interface SaidaRow {
  id: number
  empresa_id: number
  codigo_conta: string
  chave_mobile: string
  flg_status: string
  flg_aceita_wg_comanda: number
  usuario_id: string | null
  mesa_codigo: string | null
}

/** A table key 'MESA-<código>' opens a new tab for that table on its first order (002 §2 "Table landing"). */
function abrirContaDaMesa(
  ctx: SandboxContext,
  e: EmpresaRow,
  codigoMesa: string,
  nome: string,
  usuarioId: string | null,
): SaidaRow | undefined {
  const mesa = ctx
    .q('SELECT * FROM mesas WHERE codigo = ? AND empresa_id = ?')
    .get(codigoMesa.toUpperCase(), e.id) as
    | {
        codigo: string
        flg_aceita_pedido: number
        identificacao_venda: string
        saida_id: number | null
      }
    | undefined
  if (!mesa || !mesa.flg_aceita_pedido) return undefined
  if (mesa.saida_id) {
    const aberta = ctx
      .q("SELECT * FROM saidas WHERE id = ? AND flg_status = 'A'")
      .get(mesa.saida_id) as SaidaRow | undefined
    if (aberta) return aberta
  }
  let codigo = ''
  do codigo = String(1000 + (randomBytes(2).readUInt16BE(0) % 9000))
  while (
    ctx
      .q("SELECT 1 FROM saidas WHERE empresa_id = ? AND codigo_conta = ? AND flg_status = 'A'")
      .get(e.id, codigo)
  )
  const chave = `${e.permalink.slice(0, 2).toUpperCase()}-${codigo}-${randomBytes(2).toString('hex').toUpperCase()}`
  const id = Number(
    ctx
      .q(
        `INSERT INTO saidas (empresa_id, codigo_conta, chave_mobile, num_identificador_completo, vendedor_apelido, data_saida, flg_status,
      flg_aceita_wg_comanda, perc_comissao, valor_desconto, valor_ingresso, usuario_id, nome_usuario, flg_status_fidelidade, mesa_codigo)
      VALUES (?, ?, ?, ?, 'Autoatendimento', ?, 'A', 1, ?, 0, 0, ?, ?, ?, ?)`,
      )
      .run(
        e.id,
        codigo,
        chave,
        `${mesa.identificacao_venda} - Conta ${codigo}`,
        agoraIso(),
        configDe(e).flgPedidoMenuComissionado ? 10 : 0,
        usuarioId,
        nome,
        Number(configDe(e).fidelidadeId ?? 0) > 0 ? 'A' : null,
        mesa.codigo,
      ).lastInsertRowid,
  )
  ctx.q('UPDATE mesas SET saida_id = ? WHERE codigo = ?').run(id, mesa.codigo)
  return ctx.q('SELECT * FROM saidas WHERE id = ?').get(id) as SaidaRow
}

async function pedidoComanda(ctx: SandboxContext, c: Context, off: boolean) {
  const d = (await corpo(c, off ? comandaOffSchema : comandaSchema)) as z.infer<
    typeof comandaOffSchema
  >
  const e = empresaDe(ctx, c, d.empresaId)
  const cfg = configDe(e)
  const u = await usuarioOpcional(ctx, c)
  const opcoes = (cfg.opcoesMenu ?? {}) as Record<string, boolean>
  if (!u && !opcoes.pedidoComandaDeslogado) throw new ApiError(401, messages.fazerLoginAntes)
  if (!cfg.flgAceitaWGComanda) throw new ApiError(400, MSG_PEDIDO.comandaIndisponivel)
  exigirEmpresaAberta(e, false)
  let saida: SaidaRow | undefined
  const chave = d.chavePedidoMobile.trim()
  if (/^MESA-/i.test(chave))
    saida = abrirContaDaMesa(ctx, e, chave.slice(5), d.nomeApoio, u?.id ?? null)
  else {
    saida = (
      d.saidaId
        ? ctx.q('SELECT * FROM saidas WHERE id = ? AND empresa_id = ?').get(d.saidaId, e.id)
        : ctx.q('SELECT * FROM saidas WHERE chave_mobile = ? AND empresa_id = ?').get(chave, e.id)
    ) as SaidaRow | undefined
    if (saida && saida.chave_mobile !== chave) saida = undefined
  }
  if (!saida) throw new ApiError(400, messages.contaNaoEncontrada)
  // Logged out, the diner proves the tab with its account code, or with the table's code when they came through
  // the table's QR code (our choice, docs/decisions/0030: the table landing gives the key, not the code).
  const curta = off ? d.chaveClienteCurta.trim().toUpperCase() : ''
  if (off && saida.codigo_conta !== curta && (saida.mesa_codigo ?? '') !== curta)
    throw new ApiError(400, messages.contaNaoEncontrada)
  if (saida.flg_status !== 'A') throw new ApiError(400, MSG_PEDIDO.contaEncerrada)
  if (!saida.flg_aceita_wg_comanda) throw new ApiError(400, MSG_PEDIDO.comandaIndisponivel)
  const { linhas, produto } = precificarItens(ctx, e.id, 1, d.wgPedidoItem)
  confere(d.valorProduto, produto, MSG_PEDIDO.produtoNaoConfere, linhas.length)
  // The tab charges its own service fee on closing; an app may show it in the order total already.
  const comServico = produto + (cfg.flgPedidoMenuComissionado ? Math.round(produto / 10) : 0)
  if (Math.abs(centavos(d.valorTotal) - comServico) > linhas.length)
    confere(d.valorTotal, produto, MSG_PEDIDO.totalNaoConfere, linhas.length)
  const s = saida
  const id = ctx.db.transaction(() => {
    const agora = agoraIso()
    const ins = ctx.q(
      'INSERT INTO saida_itens (saida_id, produto_nome, data_hora, qtde, valor_unitario) VALUES (?, ?, ?, ?, ?)',
    )
    for (const l of linhas) ins.run(s.id, l.nome, agora, l.qtde, l.unitario)
    if (u && !s.usuario_id)
      ctx
        .q('UPDATE saidas SET usuario_id = ?, nome_usuario = ? WHERE id = ?')
        .run(u.id, d.nomeApoio, s.id)
    return inserirPedido(
      ctx,
      {
        empresaId: e.id,
        tipo: 'comanda',
        usuarioId: u?.id ?? null,
        situacao: SITUACAO.EM_ABERTO,
        produto,
        desconto: 0,
        taxa: 0,
        total: produto,
        saidaId: s.id,
        nomeApoio: d.nomeApoio,
        observacao: d.observacao ?? null,
      },
      linhas,
    )
  })()
  return c.json({ error: null, data: { id, pix: null, saidaId: s.id } })
}

async function pedidoConsumo(ctx: SandboxContext, c: Context, simples: boolean) {
  const d = (await corpo(c, simples ? simplesSchema : consumoSchema)) as z.infer<
    typeof simplesSchema
  >
  const e = empresaDe(ctx, c, d.empresaId)
  const cfg = configDe(e)
  const u = simples ? await usuarioOpcional(ctx, c) : await usuarioLogado(ctx, c)
  const opcoes = (cfg.opcoesMenu ?? {}) as Record<string, boolean>
  if (
    simples ? !(cfg.flgMenuPedidoSimplesOk || cfg.flgPedidoMenuSimples) : !opcoes.pedidoDiretoAtivo
  ) {
    throw new ApiError(
      400,
      simples ? MSG_PEDIDO.simplesIndisponivel : MSG_PEDIDO.diretoIndisponivel,
    )
  }
  exigirEmpresaAberta(e, false)
  if (
    d.localizacaoId &&
    !ctx.q('SELECT 1 FROM localizacoes WHERE id = ? AND empresa_id = ?').get(d.localizacaoId, e.id)
  ) {
    throw new ApiError(400, MSG_PEDIDO.localizacaoInvalida)
  }
  const { linhas, produto } = precificarItens(ctx, e.id, 1, d.wgPedidoItem)
  confere(d.valorProduto, produto, MSG_PEDIDO.produtoNaoConfere, linhas.length)
  // These payloads carry no voucher id, so there is no discount to check against.
  if ((d.valorDesconto ?? 0) > 0) throw new ApiError(400, MSG_PEDIDO.cupomSomenteDelivery)
  // 001 §6: commissioned menus add a 10% service charge to orders not for pickup.
  const perc = cfg.flgPedidoMenuComissionado && !d.flgRetirarLocal ? 10 : 0
  const comissao = Math.round((produto * perc) / 100)
  confere(d.valorComissao ?? d.valorTaxaServico ?? 0, comissao, MSG_PEDIDO.comissaoNaoConfere)
  const total = produto + comissao
  confere(d.valorTotal, total, MSG_PEDIDO.totalNaoConfere, linhas.length)
  const pag: Pagamento = d.modalidadeCaixaApiId
    ? formaPagamento(ctx, e, d.modalidadeCaixaApiId, d.pessoaCarteiraId, u, !u)
    : { modalidade: 0, pix: false, online: false }
  const resultado = ctx.db.transaction(() => {
    const id = inserirPedido(
      ctx,
      {
        empresaId: e.id,
        tipo: simples ? 'simples' : 'consumo',
        usuarioId: u?.id ?? null,
        situacao: pag.pix ? SITUACAO.AGUARDANDO_PAGAMENTO : SITUACAO.EM_ABERTO,
        produto,
        desconto: 0,
        taxa: 0,
        comissao,
        total,
        troco: d.valorTroco ? Math.max(0, centavos(d.valorTroco)) : 0,
        modalidade: pag.modalidade || null,
        online: pag.online,
        retirar: d.flgRetirarLocal,
        localizacaoId: d.localizacaoId ?? null,
        observacao: d.observacao ?? null,
        nomeApoio: simples ? d.nome : null,
      },
      linhas,
    )
    const cobranca = pag.pix ? criarCobrancaPix(ctx, 'pedido', id, e.id, total) : undefined
    if (cobranca) ctx.q('UPDATE pedidos SET pagamento_id = ? WHERE id = ?').run(cobranca.id, id)
    return { id, pix: pixJson(cobranca), saidaId: null }
  })()
  return c.json({ error: null, data: resultado })
}

// ───────────── reading ─────────────
export interface PedidoRow {
  id: number
  empresa_id: number
  tipo: string
  usuario_id: string | null
  pessoa_off_id: number | null
  situacao_id: number
  data_pedido: string
  valor_produto: number
  valor_desconto: number
  valor_taxa_entrega: number
  valor_comissao: number
  valor_total: number
  modalidade_caixa_id: number | null
  flg_retirar_local: number
  ponto_entrega_id: number | null
  endereco: string | null
  localizacao_id: number | null
  saida_id: number | null
  flg_pago: number
  pagamento_id: number | null
  flg_avaliado: number
}

function nomeModalidade(ctx: SandboxContext, id: number | null): string | null {
  if (id === 101) return messages.pix
  if (id === 99) return messages.cartaoCarteira
  if (!id) return null
  return (
    (
      ctx.q('SELECT nome FROM modalidades_caixa WHERE id = ?').get(id) as
        { nome: string } | undefined
    )?.nome ?? null
  )
}

export function pedidoResumo(
  ctx: SandboxContext,
  c: Context,
  p: PedidoRow,
): Schemas['PedidoResumo'] {
  const e = empresaPorId(ctx, p.empresa_id)
  const end = p.endereco ? (JSON.parse(p.endereco) as Record<string, string | null>) : null
  const ponto = p.ponto_entrega_id
    ? (ctx
        .q('SELECT nome, logradouro_full FROM pontos_entrega WHERE id = ?')
        .get(p.ponto_entrega_id) as { nome: string; logradouro_full: string } | undefined)
    : undefined
  const umaLinha =
    end && !ponto
      ? [
          end.logradouro && `${end.logradouro}${end.numero ? `, ${end.numero}` : ''}`,
          end.complemento,
          end.bairro,
          end.cidade,
        ]
          .filter(Boolean)
          .join(' - ')
      : null
  const cobranca = p.pagamento_id ? pagamentoPorId(ctx, p.pagamento_id) : undefined
  return {
    id: p.id,
    empresaId: p.empresa_id,
    situacaoId: p.situacao_id as 1 | 2 | 3 | 4 | 5 | 6 | 7,
    situacaoNome: nomeSituacao(p.situacao_id),
    dataPedido: dataHoraLocal(p.data_pedido) ?? p.data_pedido,
    dataHoraPedido: dataHoraLocal(p.data_pedido),
    valorTotal: reais(p.valor_total),
    valorProduto: reais(p.valor_produto),
    valorTaxaEntrega: reais(p.valor_taxa_entrega),
    valorDesconto: reais(p.valor_desconto),
    bairro: end?.bairro ?? null,
    endereco: umaLinha,
    flgRetirarLocal: p.flg_retirar_local === 1,
    flgPontoEntrega: !!ponto,
    pontoEntregaNome: ponto?.nome ?? null,
    logradouroFull: ponto?.logradouro_full ?? null,
    modalidadeCaixaApiNome: nomeModalidade(ctx, p.modalidade_caixa_id),
    empresaNome: e?.nome ?? '',
    flgSugerirAvaliacao:
      !p.flg_avaliado &&
      (p.situacao_id === SITUACAO.FINALIZADO || p.situacao_id === SITUACAO.SAIU_PARA_ENTREGA),
    logoUrl: e ? absoluta(c, e.logo_url) : null,
    pix: cobranca && cobranca.flg_status === 'A' ? pixJson(cobranca) : null,
    flgPago: p.flg_pago === 1,
    localizacaoNome: p.localizacao_id
      ? ((
          ctx.q('SELECT nome FROM localizacoes WHERE id = ?').get(p.localizacao_id) as
            { nome: string } | undefined
        )?.nome ?? null)
      : null,
  }
}

function itensDoPedido(ctx: SandboxContext, pedidoId: number) {
  return ctx
    .q('SELECT * FROM pedido_itens WHERE pedido_id = ? ORDER BY id')
    .all(pedidoId) as Array<{
    item_id: number
    nome: string
    qtde: number
    valor_unitario: number
    valor_total: number
    observacao: string | null
    tamanho_id: number | null
    variacoes: string
  }>
}

/** An order line as the reading calls answer it, with the ids it was placed with ('Pedir de novo'). */
function linhaLida(i: ReturnType<typeof itensDoPedido>[number]) {
  return {
    qtde: i.qtde,
    valorTotal: reais(i.valor_total),
    observacao: i.observacao,
    itemId: i.item_id,
    tamanhoId: i.tamanho_id,
    valorUnitario: reais(i.valor_unitario),
    pedidoItemVariacao: JSON.parse(i.variacoes) as LinhaPrecificada['nomes'],
  }
}

export function pedidoDetalhe(
  ctx: SandboxContext,
  c: Context,
  p: PedidoRow,
): Schemas['PedidoDetalhe'] {
  return {
    ...pedidoResumo(ctx, c, p),
    pedidoItem: itensDoPedido(ctx, p.id).map((i) => ({
      ...linhaLida(i),
      itemNomeCompleto: i.nome,
    })),
  }
}

export function pedidoAcompanhamento(
  ctx: SandboxContext,
  c: Context,
  p: PedidoRow,
): Schemas['PedidoAcompanhamento'] {
  const hist = ctx
    .q('SELECT situacao_id, data FROM pedido_historico WHERE pedido_id = ? ORDER BY data, id')
    .all(p.id) as Array<{ situacao_id: number; data: string }>
  return {
    ...pedidoDetalhe(ctx, c, p),
    historico: hist.map((h) => ({
      data: dataHoraLocal(h.data) ?? h.data,
      situacaoPedido: nomeSituacao(h.situacao_id),
      situacaoId: h.situacao_id as 1 | 2 | 3 | 4 | 5 | 6 | 7,
    })),
  }
}

export function pedidoPorId(ctx: SandboxContext, id: number): PedidoRow | undefined {
  return ctx.q('SELECT * FROM pedidos WHERE id = ?').get(id) as PedidoRow | undefined
}

/** Moves an order to a status (the restaurant's side, driven by tests); finishing it earns loyalty points. */
export function mudarSituacao(ctx: SandboxContext, p: PedidoRow, situacao: number): void {
  ctx.db.transaction(() => {
    ctx.q('UPDATE pedidos SET situacao_id = ? WHERE id = ?').run(situacao, p.id)
    ctx
      .q('INSERT INTO pedido_historico (pedido_id, situacao_id, data) VALUES (?, ?, ?)')
      .run(p.id, situacao, agoraIso())
    if (situacao === SITUACAO.CANCELADO) cancelarCobranca(ctx, p.pagamento_id)
    if (situacao === SITUACAO.FINALIZADO && p.situacao_id !== SITUACAO.FINALIZADO) {
      creditarCompra(ctx, p.empresa_id, p.usuario_id, p.valor_total)
      if (!p.flg_pago) ctx.q('UPDATE pedidos SET flg_pago = 1 WHERE id = ?').run(p.id)
    }
  })()
}

interface PessoaOffRow {
  id: number
  chave: string
  empresa_id: number
  nome: string
  telefone: string
  cep_id: number | null
  cidade_id: number
  bairro_id: number
  nome_bairro: string
  nome_cidade: string
  nome_estado: string
  logradouro: string
  numero: string
  complemento: string | null
  referencia: string | null
}

const pessoaOffSchema = z.object({
  nome: z.string({ error: messages.informeNome }).trim().min(1, { error: messages.informeNome }),
  telefone: z
    .string({ error: messages.informeTelefone })
    .transform(normalizarTelefone)
    .refine((s) => s.length === 13, { error: messages.informeTelefone }),
  // The address validators are the saved addresses' (enderecoCampos), listed in this answer's field order, which
  // is the order its validation messages come in.
  cep: enderecoCampos.cep,
  cepId: enderecoCampos.cepId,
  cidadeId: z.number().int().nullish(),
  bairroId: enderecoCampos.bairroId,
  nomeBairro: enderecoCampos.nomeBairro,
  nomeCidade: z.string().nullish(),
  nomeEstado: z.string().nullish(),
  logradouro: enderecoCampos.logradouro,
  numero: enderecoCampos.numero,
  complemento: enderecoCampos.complemento,
  referencia: enderecoCampos.referencia,
  latitude: z.coerce.string().nullish(),
  longitude: z.coerce.string().nullish(),
  pais: z.string().optional(),
  habilitaCadastro: z.boolean().nullish(),
})

function pessoaOffDe(
  ctx: SandboxContext,
  c: Context,
  id: string | undefined,
  chave: string | undefined,
): PessoaOffRow {
  const p = ctx
    .q('SELECT * FROM pessoas_off WHERE id = ? AND chave = ?')
    .get(Number(id), chave ?? '') as PessoaOffRow | undefined
  if (!p) throw new ApiError(404, MSG_PEDIDO.pessoaOffInvalida)
  const e = empresaPorId(ctx, c.req.header('empresaId'))
  if (e && e.id !== p.empresa_id) throw new ApiError(404, MSG_PEDIDO.pessoaOffInvalida)
  return p
}

export function rotasPedidos(app: Hono<AppEnv>, ctx: SandboxContext): void {
  // ── fees ──
  app.get('/v2/api/pessoa-endereco/validar-empresa', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const end = ctx
      .q('SELECT * FROM pessoas_enderecos WHERE id = ? AND pessoa_id = ?')
      .get(Number(c.req.query('pessoaEnderecoId')), u.pessoa_id) as EnderecoRow | undefined
    if (!end) throw new ApiError(404, 'Endereço não encontrado.')
    const taxa = taxaDoBairro(ctx, e.id, end.bairro_id)
    return c.json({ taxaEntrega: reais(taxa ?? 0), flgAceitaEntrega: taxa !== null })
  })

  app.get('/v3/wg-pedido-off/validar-empresa', (c) => {
    const e = empresaDoHeader(ctx, c)
    const p = ctx
      .q('SELECT * FROM pessoas_off WHERE id = ? AND empresa_id = ?')
      .get(Number(c.req.query('pessoaoffid')), e.id) as PessoaOffRow | undefined
    if (!p) throw new ApiError(404, MSG_PEDIDO.pessoaOffInvalida)
    const taxa = taxaDoBairro(ctx, e.id, p.bairro_id)
    return c.json({ taxaEntrega: reais(taxa ?? 0), flgAceitaEntrega: taxa !== null })
  })

  // ── offline person ──
  function salvarPessoaOff(
    e: EmpresaRow,
    d: z.infer<typeof pessoaOffSchema>,
    existente?: PessoaOffRow,
  ) {
    const b = bairroPorId(ctx, d.bairroId)
    if (!b) throw new ApiError(400, messages.informeBairro)
    const valores = [
      d.nome,
      d.telefone,
      d.cepId ?? null,
      b.cidade_id,
      b.id,
      b.nome,
      b.cidade_nome,
      b.estado_nome,
      d.logradouro,
      d.numero,
      d.complemento ?? null,
      d.referencia ?? null,
      d.latitude ?? null,
      d.longitude ?? null,
      d.pais || messages.paisPadrao,
    ]
    if (existente) {
      ctx
        .q(
          `UPDATE pessoas_off SET nome = ?, telefone = ?, cep_id = ?, cidade_id = ?, bairro_id = ?, nome_bairro = ?, nome_cidade = ?, nome_estado = ?,
        logradouro = ?, numero = ?, complemento = ?, referencia = ?, latitude = ?, longitude = ?, pais = ? WHERE id = ?`,
        )
        .run(...valores, existente.id)
      return { id: existente.id, chave: existente.chave }
    }
    const chave = randomBytes(16).toString('hex')
    const id = Number(
      ctx
        .q(
          `INSERT INTO pessoas_off (nome, telefone, cep_id, cidade_id, bairro_id, nome_bairro, nome_cidade, nome_estado, logradouro, numero,
        complemento, referencia, latitude, longitude, pais, chave, empresa_id, criado_em) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...valores, chave, e.id, agoraIso()).lastInsertRowid,
    )
    return { id, chave }
  }

  app.post('/v3/wg-pedido-off/registrar-pessoa', async (c) => {
    const e = empresaDoHeader(ctx, c)
    if (!configDe(e).wgPedidoDeliveryOFF) throw new ApiError(400, MSG_PEDIDO.offIndisponivel)
    return c.json(salvarPessoaOff(e, await corpo(c, pessoaOffSchema)))
  })

  app.put('/v3/wg-pedido-off/alterar-pessoa', async (c) => {
    const p = pessoaOffDe(ctx, c, c.req.query('pessoaoffid'), c.req.query('chave'))
    const e = empresaPorId(ctx, p.empresa_id)!
    return c.json(salvarPessoaOff(e, await corpo(c, pessoaOffSchema), p))
  })

  app.get('/v3/wg-pedido-off/obter-pessoaOff', (c) => {
    const p = pessoaOffDe(ctx, c, c.req.query('pessoaoffid'), c.req.query('chave'))
    const uf = ctx
      .q('SELECT e.sigla FROM cidades c JOIN estados e ON e.id = c.estado_id WHERE c.id = ?')
      .get(p.cidade_id) as { sigla: string } | undefined
    const cep = p.cep_id
      ? (ctx.q('SELECT cep FROM ceps WHERE id = ?').get(p.cep_id) as { cep: string } | undefined)
      : undefined
    return c.json({
      id: p.id,
      nome: p.nome,
      telefone: p.telefone,
      logradouro: p.logradouro,
      bairroNome: p.nome_bairro,
      cidadeNome: p.nome_cidade,
      ufSigla: uf?.sigla ?? '',
      numero: p.numero,
      complemento: p.complemento,
      referencia: p.referencia,
      cep: cep?.cep ?? null,
      cepId: p.cep_id,
      bairroId: p.bairro_id,
      cidadeId: p.cidade_id,
    })
  })

  // ── placing ──
  app.post('/v3/wg-pedido', (c) => pedidoDelivery(ctx, c, 'delivery'))
  app.post('/v3/wg-pedido/ponto-entrega', (c) => pedidoDelivery(ctx, c, 'ponto'))
  app.post('/v3/wg-pedido-off/novo-pedido', (c) => pedidoDelivery(ctx, c, 'off'))
  app.post('/v3/wg-pedido-comanda/direto', (c) => pedidoComanda(ctx, c, false))
  app.post('/v3/wg-pedido-comanda/direto-off', (c) => pedidoComanda(ctx, c, true))
  app.post('/v3/wg-pedido-consumo/direto', (c) => pedidoConsumo(ctx, c, false))
  app.post('/v3/wg-pedido-consumo/simples', (c) => pedidoConsumo(ctx, c, true))

  // ── reading ──
  async function doUsuario(c: Context, id: number, tipos: string[]): Promise<PedidoRow> {
    const u = await usuarioLogado(ctx, c)
    const p = pedidoPorId(ctx, id)
    if (!p || p.usuario_id !== u.id || !tipos.includes(p.tipo))
      throw new ApiError(404, MSG_PEDIDO.pedidoNaoEncontrado)
    return p
  }
  const DELIVERY = ['delivery', 'ponto']
  const MENU = ['consumo', 'comanda', 'simples']

  app.get('/v1/api/PedidoApi/ultimos/empresa-atual', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const limite = Math.min(Math.max(Number(c.req.query('limite') ?? 30) || 30, 1), 100)
    const rows = ctx
      .q(
        `SELECT * FROM pedidos WHERE usuario_id = ? AND empresa_id = ? AND tipo IN ('delivery', 'ponto') ORDER BY data_pedido DESC, id DESC LIMIT ?`,
      )
      .all(u.id, e.id, limite) as PedidoRow[]
    return c.json(rows.map((p) => pedidoResumo(ctx, c, p)))
  })
  app.get('/v1/wg-pedido/:id{[0-9]+}/detalhes/completo', async (c) =>
    c.json(pedidoDetalhe(ctx, c, await doUsuario(c, Number(c.req.param('id')), DELIVERY))),
  )
  app.get('/v1/wg-pedido/:id{[0-9]+}/acompanhamento', async (c) =>
    c.json(pedidoAcompanhamento(ctx, c, await doUsuario(c, Number(c.req.param('id')), DELIVERY))),
  )

  app.get('/v3/wg-pedido-consumo/direto/meus-pedidos', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const rows = ctx
      .q(
        `SELECT * FROM pedidos WHERE usuario_id = ? AND empresa_id = ? AND tipo IN ('consumo', 'comanda', 'simples') ORDER BY data_pedido DESC, id DESC LIMIT 30`,
      )
      .all(u.id, e.id) as PedidoRow[]
    return c.json(rows.map((p) => pedidoResumo(ctx, c, p)))
  })
  app.get('/v3/wg-pedido-consumo/direto/meus-pedidos/:id{[0-9]+}/detalhado', async (c) =>
    c.json(pedidoDetalhe(ctx, c, await doUsuario(c, Number(c.req.param('id')), MENU))),
  )

  function pedidoOff(
    c: Context,
    pessoaoffid: string | undefined,
    pedidoId: string | undefined,
  ): PedidoRow {
    const p = pedidoPorId(ctx, Number(pedidoId))
    if (!p || p.tipo !== 'off' || p.pessoa_off_id !== Number(pessoaoffid))
      throw new ApiError(404, MSG_PEDIDO.pedidoNaoEncontrado)
    return p
  }
  app.get('/v3/wg-pedido-off/obter-status', (c) =>
    c.json(
      pedidoAcompanhamento(
        ctx,
        c,
        pedidoOff(c, c.req.query('pessoaoffid'), c.req.query('pedidoId')),
      ),
    ),
  )
  app.get('/v3/wg-pedido-off/:id{[0-9]+}/detalhado', (c) => {
    const p = pedidoOff(c, c.req.query('pessoaoffid'), c.req.query('pedidoid') ?? c.req.param('id'))
    const {
      valorTaxaEntrega,
      flgSugerirAvaliacao: _s,
      localizacaoNome: _l,
      ...resumo
    } = pedidoResumo(ctx, c, p)
    return c.json({
      ...resumo,
      valorTxEntrega: valorTaxaEntrega,
      itens: itensDoPedido(ctx, p.id).map((i) => ({ ...linhaLida(i), produtoNome: i.nome })),
    })
  })

  app.put('/v1/wg-pedido/cancelar', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        id: z.number().int(),
        motivoCancelamentoId: z.union([z.literal(4), z.literal(5), z.literal(6), z.literal(7)], {
          error: messages.informeMotivoCancelamento,
        }),
        dataHoraCancelamento: z.string().optional(),
      }),
    )
    const p = pedidoPorId(ctx, d.id)
    if (!p || p.usuario_id !== u.id) throw new ApiError(404, MSG_PEDIDO.pedidoNaoEncontrado)
    if (p.situacao_id !== SITUACAO.EM_ABERTO && p.situacao_id !== SITUACAO.AGUARDANDO_PAGAMENTO)
      throw new ApiError(422, messages.cancelamentoSomentePorTelefone)
    mudarSituacao(ctx, p, SITUACAO.CANCELADO)
    ctx
      .q('UPDATE pedidos SET motivo_cancelamento_id = ? WHERE id = ?')
      .run(d.motivoCancelamentoId, p.id)
    return c.json({ sucesso: true, mensagem: messages.cancelarSucesso })
  })
}
