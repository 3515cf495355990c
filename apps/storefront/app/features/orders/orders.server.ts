import { LEAN_NOT_FOUND, statusPollAnswer } from '#app/lib/lean.server'
import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import {
  parseApiId,
  buildCancelPayload,
  canCancelOrder,
  canRateOrder,
  formatDateTime,
  formatPhone,
  isPixApproved,
  isPixStatusFinal,
  isTrackingFinal,
  isValidTenantSlug,
  messages,
  ORDER_STATUS,
  orderStatusName,
  orderStatusTone,
  RATING_FLG_STATUS,
  toCentavos,
  type CancelReasonId,
} from '@prato/domain'
import type { LeanAnswer } from '@prato/web-server/server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getStorefrontContext, type StorefrontContext } from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { getCompany, getOfflineCustomer, getUser, getUserToken } from '#app/lib/session.server'
import { loginHref, safeRedirectTo } from '#app/components/dialogs'
import type { OrderDelivery, OrderReader, OrderView } from './order-view'

export type * from './order-view'

/**
 * After the order (001 §2 pagamento-pix/{id} and acompanhamento/{id}; §4 Order lifecycle and Tracking; §5 Cancel
 * and Rating; §7 Reading orders, Cancel, Ratings). The diner reads only their own orders: a logged-in diner
 * through the /v1 order calls (which answer 404 for another diner's order), an offline customer through the
 * /v3/wg-pedido-off calls with the identity kept in the server-side session. Every way an order cannot be read
 * as the diner's own — unknown id, another diner's, a malformed id — is the same 404 (never a 500, and nothing
 * that tells another diner's order from a missing one).
 */

export function orderReader(ctx: StorefrontContext): OrderReader | null {
  const user = getUser(ctx.session)
  if (user && getUserToken(ctx.session)) return { kind: 'user', email: user.email }
  const offline = getOfflineCustomer(ctx.session)
  const pessoaoffid = offline ? parseApiId(offline.idPedidoOff) : null
  if (offline && pessoaoffid) return { kind: 'offline', pessoaoffid, chave: offline.chavePedidoOff }
  return null
}

/**
 * The reader of an order page: an anonymous visitor without an offline identity logs in first, and comes back.
 * `offline: false` for the pages only a logged-in diner has (the table history: its calls are the user's).
 */
export function requireOrderReader(
  ctx: StorefrontContext,
  request: Request,
  { offline = true }: { offline?: boolean } = {},
): OrderReader {
  const reader = orderReader(ctx)
  if (reader && (offline || reader.kind === 'user')) return reader
  const url = new URL(request.url)
  throw new Response(null, {
    status: 302,
    headers: { Location: loginHref(ctx.tenant.slug, `${url.pathname}${url.search}`) },
  })
}

/**
 * Where the cancel and rating dialogs go back to: the order's history detail when they were opened over it (its
 * form's `redirectTo`), else the order's tracking page.
 */
export function orderReturnPath(tenant: string, id: number, redirectTo: unknown): string {
  const detail = `/${tenant}/historico-pedidos/${id}`
  return safeRedirectTo(typeof redirectTo === 'string' ? redirectTo : null) === detail
    ? detail
    : `/${tenant}/acompanhamento/${id}`
}

export const notFound = () => new Response('Not Found', { status: 404 })

/** 'YYYY-MM-DDTHH:mm[:ss]' as the API writes its local times, shown DD/MM/YYYY HH:mm (DESIGN §4). */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return ''
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value)
  if (m) return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`
  return formatDateTime(value)
}

/** The answers of the reading calls, logged-in (PedidoDetalhe/PedidoAcompanhamento) or offline (PedidoOffDetalhe). */
type OrderAnswer =
  Schemas['PedidoDetalhe'] | Schemas['PedidoAcompanhamento'] | Schemas['PedidoOffDetalhe']

function deliveryOf(order: OrderAnswer): OrderDelivery {
  if (order.flgRetirarLocal) return { kind: 'retirar' }
  // a table order (001 §2 historico-pedidos-menu): where it was served
  if ('localizacaoNome' in order && order.localizacaoNome)
    return { kind: 'mesa', nome: order.localizacaoNome }
  if (order.flgPontoEntrega || order.pontoEntregaNome)
    return {
      kind: 'ponto',
      nome: order.pontoEntregaNome ?? '',
      endereco: order.logradouroFull ?? null,
    }
  const endereco = order.endereco?.trim() || order.bairro?.trim()
  return endereco ? { kind: 'endereco', endereco } : { kind: 'nenhum' }
}

/** The API's order as the screens show it. */
export function toOrderView(order: OrderAnswer, reader: OrderReader['kind']): OrderView {
  const lines =
    'itens' in order
      ? order.itens.map((i) => ({ ...i, nome: i.produtoNome }))
      : order.pedidoItem.map((i) => ({ ...i, nome: i.itemNomeCompleto }))
  const historico = 'historico' in order ? order.historico : []
  const situacaoId = order.situacaoId
  const user = reader === 'user'
  const rated = 'flgSugerirAvaliacao' in order ? !order.flgSugerirAvaliacao : false
  return {
    id: order.id,
    empresaId: order.empresaId,
    situacaoId,
    statusName: orderStatusName(situacaoId, order.situacaoNome),
    tone: orderStatusTone(situacaoId),
    final: isTrackingFinal(situacaoId),
    dataPedido: formatOrderDate(order.dataHoraPedido ?? order.dataPedido),
    items: lines.map((l) => ({
      qtde: l.qtde,
      nome: l.nome,
      valorTotal: toCentavos(l.valorTotal),
      observacao: l.observacao ?? null,
      variacoes: (l.pedidoItemVariacao ?? []).map((v) =>
        v.qtde > 1 ? `${v.qtde}x ${v.itemNome}` : v.itemNome,
      ),
    })),
    subtotal: toCentavos(order.valorProduto),
    desconto: toCentavos(order.valorDesconto ?? 0),
    taxaEntrega: toCentavos(
      'valorTxEntrega' in order ? order.valorTxEntrega : order.valorTaxaEntrega,
    ),
    total: toCentavos(order.valorTotal),
    entrega: deliveryOf(order),
    pagamento: order.modalidadeCaixaApiNome ?? null,
    pago: order.flgPago,
    historico: historico.map((h) => ({
      data: formatOrderDate(h.data),
      nome: orderStatusName(h.situacaoId, h.situacaoPedido),
      situacaoId: h.situacaoId,
    })),
    canCancel: user && canCancelOrder(situacaoId),
    cancelByPhone: !canCancelOrder(situacaoId) && !isTrackingFinal(situacaoId),
    canRate: user && canRateOrder(situacaoId) && !rated,
    pix: order.pix?.qrCode
      ? { qrCode: order.pix.qrCode, pagamentoId: order.pix.pagamentoId ?? null }
      : null,
  }
}

/** A refusal of the reading calls that means "not this diner's order" (or none at all): a 404 for the page. */
function isNotTheirs(error: unknown, statuses: readonly number[]): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== undefined &&
    statuses.includes(error.status)
  )
}

/**
 * Turns "not the diner's order" into the page's 404; anything else (outage, the login redirect) goes on as it is.
 * A reading call's 400 is a malformed question about an order, so also none of theirs; a mutation's 400 is the
 * server's refusal, shown as its message.
 */
export async function orNotFound<T>(
  call: Promise<T>,
  statuses: readonly number[] = [400, 403, 404],
): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isNotTheirs(error, statuses)) throw notFound()
    throw error
  }
}

/** The order with its status history (001 §7: /v1/wg-pedido/{id}/acompanhamento, offline /v3/wg-pedido-off/obter-status). */
export async function loadTracking(
  ctx: StorefrontContext,
  reader: OrderReader,
  id: number,
): Promise<OrderView> {
  const order =
    reader.kind === 'user'
      ? await orNotFound(
          ctx.api.get('/v1/wg-pedido/{id}/acompanhamento', { params: { path: { id } } }),
        )
      : await orNotFound(
          ctx.api.get('/v3/wg-pedido-off/obter-status', {
            params: { query: { pessoaoffid: reader.pessoaoffid, pedidoId: id } },
          }),
        )
  return toOrderView(order, reader.kind)
}

/** The order as the API answers it (001 §7: /v1/wg-pedido/{id}/detalhes/completo, offline /v3/wg-pedido-off/{id}/detalhado). */
export async function readOrder(
  ctx: StorefrontContext,
  reader: OrderReader,
  id: number,
): Promise<Schemas['PedidoDetalhe'] | Schemas['PedidoOffDetalhe']> {
  return reader.kind === 'user'
    ? await orNotFound(
        ctx.api.get('/v1/wg-pedido/{id}/detalhes/completo', { params: { path: { id } } }),
      )
    : await orNotFound(
        ctx.api.get('/v3/wg-pedido-off/{id}/detalhado', {
          params: {
            path: { id },
            query: { pessoaoffid: reader.pessoaoffid, pedidoid: id },
          },
        }),
      )
}

/** The order as the screens show it (see `readOrder`). */
export async function loadOrder(
  ctx: StorefrontContext,
  reader: OrderReader,
  id: number,
): Promise<OrderView> {
  return toOrderView(await readOrder(ctx, reader, id), reader.kind)
}

export type PixStatus = Schemas['PagamentoStatus']['flgStatus']

/**
 * The PIX charge's status for the order (002 §4: F or P approved, C cancelled, 'A' awaiting). The charge is the
 * order's own (its pagamentoId comes from the diner's order, never from the browser); an order without a charge
 * left to pay answers from the order itself: paid → P, cancelled → C.
 */
export async function pixStatusOf(
  ctx: StorefrontContext,
  order: Pick<OrderView, 'pix' | 'pago' | 'situacaoId'>,
): Promise<PixStatus> {
  if (order.situacaoId === ORDER_STATUS.CANCELADO) return 'C'
  if (order.pix?.pagamentoId) {
    const { flgStatus } = await ctx.api.get('/v1/pagamentos/obter-status/{id}', {
      params: { path: { id: order.pix.pagamentoId } },
    })
    return flgStatus
  }
  return order.pago ? 'P' : 'A'
}

export { isPixApproved, isPixStatusFinal }

export type OrderMutation = { ok: true } | { ok: false; message: string }

/** PUT /v1/wg-pedido/cancelar (001 §7); failure: 'Houve um problema ao cancelar o pedido' or the server's first error. */
export async function cancelOrder(
  ctx: StorefrontContext,
  id: number,
  motivo: CancelReasonId,
): Promise<OrderMutation> {
  try {
    await orNotFound(
      ctx.api.put('/v1/wg-pedido/cancelar', {
        // the domain's payload, with the reason as the contract's enum (already checked to be one of the four)
        body: { ...buildCancelPayload(id, motivo), motivoCancelamentoId: motivo },
      }),
      [403, 404],
    )
    return { ok: true }
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('order not cancelled', { id, error: String(error) })
    return { ok: false, message: failureMessage(error) }
  }
}

/** POST /v1/avaliacoes-empresas/pedido-delivery with the Rating fields (001 §3); failure text as cancel's (001 §8). */
export async function rateOrder(
  ctx: StorefrontContext,
  order: Pick<OrderView, 'id' | 'empresaId'>,
  rating: { avaliacao: number; mensagem?: string | undefined; email: string },
): Promise<OrderMutation> {
  try {
    await orNotFound(
      ctx.api.post('/v1/avaliacoes-empresas/pedido-delivery', {
        body: {
          avaliacao: rating.avaliacao,
          mensagem: rating.mensagem ?? null,
          pedidoDelliveryId: order.id,
          flgStatus: RATING_FLG_STATUS,
          empresaId: order.empresaId,
          usuarioClienteEmail: rating.email,
        },
      }),
      [403, 404],
    )
    return { ok: true }
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('order not rated', { id: order.id, error: String(error) })
    return { ok: false, message: failureMessage(error) }
  }
}

function failureMessage(error: unknown): string {
  return (error instanceof ApiError && error.firstServerMessage) || messages.cancelarFalhou
}

/** The restaurant's phone for the 'cancelling is by phone' line (001 §4), as the tenant view has it. */
export function restaurantPhone(view: {
  phone: string | null
  phoneDisplay: string | null
  phoneHref: string | null
}) {
  if (!view.phone && !view.phoneDisplay) return null
  return {
    display: view.phoneDisplay ?? formatPhone(view.phone),
    href: view.phoneHref,
  }
}

/**
 * The request of a status resource route (polled every 4 or 10 s by the open pages): the reader and the order id,
 * and the tenant's headers without loading the tenant's view when the session already holds its company context
 * (a diner who opened the page has one). No redirect: the browser's poll gets a status it can read — a refusal is
 * the answer itself.
 */
async function statusRequest(
  ctx: StorefrontContext,
  rawId: unknown,
): Promise<{ id: number; reader: OrderReader } | { refused: LeanAnswer }> {
  const id = parseApiId(rawId)
  if (!isValidTenantSlug(ctx.tenant.slug) || id === null) return { refused: LEAN_NOT_FOUND }
  const reader = orderReader(ctx)
  if (!reader) return { refused: { status: 401, headers: {}, body: '' } }
  if (getCompany(ctx.session)?.tenant !== ctx.tenant.slug) {
    const tenant = await ctx.loadTenant().catch(() => null)
    if (!tenant || tenant.view.generic) return { refused: LEAN_NOT_FOUND }
  }
  return { id, reader }
}

/**
 * The answer of the tracking page's status route (`$tenant.acompanhamento.$id.status`): the diner's own order as
 * JSON (`OrderView`), a 404 for another diner's or an unknown order, a 401 without a reader, a 502 (logged) when
 * the upstream call failed. Nothing is written to the session and nothing is compressed (a few hundred bytes). The
 * route's lean loader: the server answers it ahead of Express and Remix (docs/decisions/0015, 0017).
 */
export function orderStatusAnswer(ctx: StorefrontContext, rawId: unknown): Promise<LeanAnswer> {
  return statusAnswer(ctx, rawId, (id, reader) => loadTracking(ctx, reader, id))
}

/**
 * The answer of the PIX page's status route (`$tenant.pagamento-pix.$id.status`), polled every 4 s until F, P or C
 * (002 §4): `{ flgStatus }` of the charge of the diner's own order — its payment id is read from the order here,
 * never taken from the browser. The same 404, 401 and 502 as `orderStatusAnswer`; a lean loader too.
 */
export function pixStatusAnswer(ctx: StorefrontContext, rawId: unknown): Promise<LeanAnswer> {
  return statusAnswer(ctx, rawId, async (id, reader) => ({
    flgStatus: await pixStatusOf(ctx, await loadOrder(ctx, reader, id)),
  }))
}

/** A status route's answer: what `read` gives for the diner's own order as JSON, or the refusal or failure. */
async function statusAnswer(
  ctx: StorefrontContext,
  rawId: unknown,
  read: (id: number, reader: OrderReader) => Promise<unknown>,
): Promise<LeanAnswer> {
  const request = await statusRequest(ctx, rawId)
  if ('refused' in request) return request.refused
  return statusPollAnswer(ctx, request.id, 'order status poll failed', () =>
    read(request.id, request.reader),
  )
}

/** The page and the order of /{tenant}/acompanhamento/{id} and /{tenant}/pagamento-pix/{id}. */
export async function orderPageRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(ctx, args.request)
  const id = parseApiId(args.params.id)
  if (id === null) throw notFound()
  const reader = requireOrderReader(ctx, args.request)
  return { ctx, view, id, reader }
}
