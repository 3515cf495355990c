import { LEAN_NOT_FOUND, statusPollAnswer } from '#app/lib/lean.server'
import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import {
  parseApiId,
  buildPartialPaymentPayload,
  canRedeemTabPoints,
  formatDateTime,
  isPixApproved,
  isPixStatusFinal,
  isValidTenantSlug,
  messages,
  showJoinLoyalty,
  tabActions,
  tabBill,
  tabLoyaltyText,
  tabTotalsRows,
  toCentavos,
} from '@prato/domain'
import type { LeanAnswer } from '@prato/web-server/server'
import { type StorefrontContext } from '#app/lib/context.server'
import {
  getCompany,
  getTabCharge,
  getUser,
  getUserToken,
  rememberTabCharge,
} from '#app/lib/session.server'
import type { PartialPaymentState, TabChargeStatus, TabPaymentView, TabView } from './tab-view'

export type * from './tab-view'

/**
 * The table tab 'Minha Conta' (002 §2–§4, §7): its details and payments, the partial PIX payment with its status
 * and receipt, and redeeming its loyalty points. The tab is read with the diner's token; the API answers 404 for
 * another diner's tab, and every way a tab cannot be read as theirs is the page's 404. A charge's id is the one
 * this session asked for (kept in the session with its QR code), never one taken from the browser alone.
 */

export const notFound = () => new Response('Not Found', { status: 404 })

/** A reading call's refusal that means "not this diner's tab" (or none): a 404 for the page. */
async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.kind === 'http' &&
      error.status !== undefined &&
      [400, 403, 404].includes(error.status)
    )
      throw notFound()
    throw error
  }
}

/** The API's tab as the screen shows it. */
export function toTabView(venda: Schemas['Venda']): TabView {
  const { novoPedido, toggle } = tabActions(venda)
  const cabecalho = venda.cabecalho
  const participa = Boolean(cabecalho?.fidelidadeFlgParticipa)
  return {
    id: venda.id,
    identificador: venda.numIdentificadorCompleto,
    atendente: venda.vendedorApelido ?? null,
    dataSaida: formatDateTime(venda.dataSaida),
    open: toggle,
    novoPedido,
    items: venda.saidaItem.map((i) => ({
      id: i.id,
      nome: i.produtoNomeCompleto,
      dataHora: formatDateTime(i.dataHoraVenda),
      qtde: i.qtde,
      valorUnitario: toCentavos(i.valorUnitario),
      total: toCentavos(i.valorTotal),
    })),
    totals: tabTotalsRows(venda),
    bill: tabBill(venda),
    loyalty: {
      text: tabLoyaltyText(venda),
      canRedeem: participa && canRedeemTabPoints(venda),
      join: showJoinLoyalty(cabecalho?.fidelidadeId, participa),
    },
  }
}

/** GET v1/acompanhamento-conta/venda-detalhada/{saidaId}?saidaId= (002 §7). */
export async function loadTab(ctx: StorefrontContext, saidaId: number): Promise<TabView> {
  const venda = await orNotFound(
    ctx.api.get('/v1/acompanhamento-conta/venda-detalhada/{saidaId}', {
      params: { path: { saidaId }, query: { saidaId } },
    }),
  )
  return toTabView(venda)
}

/** GET v3/acompconta/venda-pagamentos?saidaId= (002 §7). */
export async function loadTabPayments(
  ctx: StorefrontContext,
  saidaId: number,
): Promise<TabPaymentView[]> {
  const payments = await orNotFound(
    ctx.api.get('/v3/acompconta/venda-pagamentos', { params: { query: { saidaId } } }),
  )
  return payments.map((p) => ({
    id: p.id,
    nome: p.nome,
    data: formatDateTime(p.dataPagto),
    valor: toCentavos(p.valor),
  }))
}

/**
 * PUT /v1/api/fidelidade/resgatar-pontos-saida/{id} (002 §7): the tab's points to the diner's loyalty account.
 * Failure: the server's details messages (002 §8 "Loyalty redeem errors: the same details messages"), else the
 * generic failure.
 */
export async function redeemTabPoints(
  ctx: StorefrontContext,
  saidaId: number,
): Promise<{ ok: true } | { ok: false; messages: string[] }> {
  try {
    await ctx.api.put('/v1/api/fidelidade/resgatar-pontos-saida/{id}', {
      params: { path: { id: saidaId } },
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('tab points not redeemed', { saidaId, error: String(error) })
    const details = error instanceof ApiError ? error.serverMessages : []
    return { ok: false, messages: details.length > 0 ? [...details] : [messages.operacaoFalhou] }
  }
}

/**
 * POST v1/pagamentos/saidas/{saidaId} (002 §7, modality 101): the charge is kept in the session with its QR code,
 * so the dialog can show it again and poll it. A failure is only logged (002 §8 "Partial payment and status
 * polling errors are only logged"): null.
 */
export async function requestPartialPayment(
  ctx: StorefrontContext,
  saidaId: number,
  valor: number,
): Promise<number | null> {
  try {
    const charge = await ctx.api.post('/v1/pagamentos/saidas/{saidaId}', {
      params: { path: { saidaId } },
      body: { ...buildPartialPaymentPayload(saidaId, valor), modalidadeCaixaApiId: 101 },
    })
    rememberTabCharge(ctx.session, charge.id, {
      tenant: ctx.tenant.slug,
      saidaId,
      valor,
      qrCode: charge.pix.qrCodeData,
    })
    return charge.id
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('partial payment not requested', {
      tenant: ctx.tenant.slug,
      saidaId,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
      message: error instanceof ApiError ? error.firstServerMessage : undefined,
    })
    return null
  }
}

/** obter-status, and obter-comprovante once approved (002 §4, §7). */
async function chargeStatus(ctx: StorefrontContext, id: number): Promise<TabChargeStatus> {
  const { flgStatus } = await ctx.api.get('/v1/pagamentos/obter-status/{id}', {
    params: { path: { id } },
  })
  if (!isPixApproved(flgStatus)) return { flgStatus, receipt: null }
  const receipt = await ctx.api.get('/v1/pagamentos/obter-comprovante/{id}', {
    params: { path: { id } },
  })
  return {
    flgStatus,
    receipt: { valorPago: toCentavos(receipt.valorPago), paymentId: String(receipt.paymentId) },
  }
}

/**
 * The partial payment dialog's state: the amount (with the split's share, or 0,00, as its default) until a charge
 * is asked for; then the charge's QR code — 'Consultando...' once the diner said they paid — and, approved, its
 * receipt. A charge this session did not ask for, or of another tab, is no charge (404).
 */
export async function partialPaymentState(
  ctx: StorefrontContext,
  tab: TabView,
  query: { pagamento: string | null; valor: string | null; consultar: boolean },
): Promise<PartialPaymentState> {
  if (query.pagamento === null) {
    const valor = Number(query.valor)
    return {
      step: 'valor',
      saidaId: tab.id,
      restante: tab.bill.restante,
      valor: Number.isInteger(valor) && valor > 0 ? valor : 0,
    }
  }
  const pagamentoId = parseApiId(query.pagamento)
  const charge = pagamentoId && getTabCharge(ctx.session, ctx.tenant.slug, pagamentoId)
  if (!pagamentoId || !charge || charge.saidaId !== tab.id) throw notFound()
  const status = await chargeStatus(ctx, pagamentoId)
  if (status.receipt)
    return { step: 'aprovado', saidaId: tab.id, pagamentoId, receipt: status.receipt }
  return {
    step: 'pix',
    saidaId: tab.id,
    pagamentoId,
    valor: charge.valor,
    qrCode: charge.qrCode,
    phase: status.flgStatus === 'C' ? 'cancelled' : query.consultar ? 'consulting' : 'waiting',
  }
}

/**
 * Whether the tab page must refresh itself without JavaScript: the charge `rawPagamento` of this tab, asked for in
 * this session, is still awaiting payment (a failed read says no: the diner has 'Atualizar').
 */
export async function tabChargeConsulting(
  ctx: StorefrontContext,
  saidaId: number,
  rawPagamento: string | null,
): Promise<boolean> {
  const id = parseApiId(rawPagamento)
  const charge = id && getTabCharge(ctx.session, ctx.tenant.slug, id)
  if (!id || !charge || charge.saidaId !== saidaId) return false
  try {
    const { flgStatus } = await ctx.api.get('/v1/pagamentos/obter-status/{id}', {
      params: { path: { id } },
    })
    return !isPixStatusFinal(flgStatus)
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('partial payment status read failed', { saidaId, id, error: String(error) })
    return false
  }
}

/**
 * The answer of the partial payment's status route (`$tenant.pagar-conta.$pagamentoId.status`), polled every 4 s
 * until F, P or C (002 §4): `TabChargeStatus` of a charge this session asked for (404 for any other, 401 without a
 * logged-in diner), a 502 (only logged, 002 §8) when the upstream call failed. A lean loader: the server answers
 * it ahead of Express and Remix (docs/decisions/0017).
 */
export async function tabChargeStatusAnswer(
  ctx: StorefrontContext,
  rawId: unknown,
): Promise<LeanAnswer> {
  const id = parseApiId(rawId)
  if (!isValidTenantSlug(ctx.tenant.slug) || id === null) return LEAN_NOT_FOUND
  if (!getUser(ctx.session) || !getUserToken(ctx.session))
    return { status: 401, headers: {}, body: '' }
  if (!getTabCharge(ctx.session, ctx.tenant.slug, id)) return LEAN_NOT_FOUND
  if (getCompany(ctx.session)?.tenant !== ctx.tenant.slug) {
    const tenant = await ctx.loadTenant().catch(() => null)
    if (!tenant || tenant.view.generic) return LEAN_NOT_FOUND
  }
  return statusPollAnswer(ctx, id, 'partial payment status poll failed', () =>
    chargeStatus(ctx, id),
  )
}
