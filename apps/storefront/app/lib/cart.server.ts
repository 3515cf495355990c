import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import {
  addToCart,
  cartItemFromProduct,
  cartModeForPdv,
  firstServerMessage,
  isTableOrderKind,
  isShopOpen,
  loadCart,
  loginPromptActions,
  readProductForm,
  removeCartItem,
  requiresLoginToAdd,
  safeExternalUrl,
  setCartItemQuantity,
  setCartPayment,
  setCartPickup,
  setCartVoucher,
  validateProduct,
  voucherApplyResult,
  type Cart,
  type CartItem,
  type CartVoucher,
  type ProductSelection,
} from '@prato/domain'
import {
  carrinhoPedidoInvalido,
  cupomNaoEncontrado,
  informeCupom,
  operacaoFalhou,
  produtoAdicionado,
} from '@prato/domain/messages'
import { RequestAbortedError } from './api.server'
import type { AddFeedback, CartAnswer } from './cart'
import type { StorefrontContext } from './context.server'
import {
  customerOf,
  loadPaymentMethods,
  loadSavedCards,
  onlinePaymentOffered,
} from './payment.server'
import { clearCart, getCart, getOfflineCustomer, getUser, setCart } from './session.server'
import type { TenantView } from './tenant.server'

/*
 * The cart handler of the request context (`ctx.cart`, Hydrogen's `context.cart`): every change of the diner's
 * cart goes through it, and each answers one `CartAnswer`. The cart lives in the server-side session, per tenant,
 * for an hour; no price or total is ever read from the browser — a product is reloaded and priced by the domain,
 * a voucher, a payment method or a card is looked up before it is kept.
 */

export type PdvId = 1 | 3

export interface CartHandler {
  /** The tenant's cart as the session keeps it (a new one when missing or older than an hour). */
  get(): Cart
  /**
   * "Adicionar" of the product view (001 §5 "Adding a product", §4 "Cart mode"): the diner's choices from the form,
   * the product reloaded, validated and priced, who may add and the mode rule checked; the line replaces the one
   * with the same uuid.
   */
  add(form: FormData): Promise<CartAnswer>
  /** A line's quantity, 0..9999 (0 removes the line). */
  setQuantity(uuid: unknown, quantidade: unknown): Promise<CartAnswer>
  remove(uuid: unknown): Promise<CartAnswer>
  clear(): Promise<CartAnswer>
  /** 001 §5 "Voucher": the code looked up (GET /v1/vouchers/{code}) and kept with its discount. */
  voucher(code: unknown): Promise<CartAnswer>
  removeVoucher(): Promise<CartAnswer>
  /** 001 §4 "Delivery mode": 'endereco', or 'retirar' where the restaurant offers pickup. */
  delivery(choice: unknown): Promise<CartAnswer>
  /**
   * 001 §4 "Payment tabs": `m:{id}` one of the restaurant's methods now, `pix`, or `cartao` with one of the diner's
   * saved cards (`pessoaCarteiraId`) — online choices only where online payment is offered to this diner.
   */
  payment(choice: unknown, pessoaCarteiraId?: unknown): Promise<CartAnswer>
  /** The table order chosen for a table cart: 'comanda', 'consumo' or 'simples' (what is offered is the checkout's). */
  tableOrder(kind: unknown): Promise<CartAnswer>
  /** The 'Mesa' dialog's choice (001 §2): one of the restaurant's table locations now. */
  tableLocation(id: unknown): Promise<CartAnswer>
  /** The answer to a post that asks for nothing this cart does (an unknown intent). */
  invalid(field: string): CartAnswer
}

/** A table location of the 'Mesa' dialog (001 §3 "Table location"). */
export type TableLocation = Schemas['LocalizacaoMesa']

/** The 'Mesa' dialog's list (001 §7 GET v3/listagem-basica/localizacoes-cliente); null when it could not be read. */
export async function loadTableLocations(ctx: StorefrontContext): Promise<TableLocation[] | null> {
  try {
    await ctx.loadTenant()
    return await ctx.shared('localizacoes-cliente', () =>
      ctx.api.get('/v3/listagem-basica/localizacoes-cliente'),
    )
  } catch (error) {
    if (error instanceof Response) throw error
    // the diner left (a new submission cancels the page's revalidation): nothing failed, nothing to log
    if (error instanceof RequestAbortedError) return null
    ctx.logger.error('table locations could not be loaded', {
      tenant: ctx.tenant.slug,
      kind: error instanceof ApiError ? error.kind : undefined,
    })
    return null
  }
}

/** The status of an answer: 200 when the change was made; the login prompt 401, the mode question 409, else 400. */
export function cartAnswerStatus(answer: CartAnswer): number {
  const [first] = answer.errors
  if (!first) return 200
  if (first.code === 'product' && first.feedback.status === 'login') return 401
  if (first.code === 'product' && first.feedback.status === 'conflict') return 409
  return 400
}

/** pdvId from a query or a form: 1 (table menu) or 3 (delivery); anything else is not a menu. */
export function readPdv(value: unknown): PdvId | null {
  return value === '1' || value === 1 ? 1 : value === '3' || value === 3 ? 3 : null
}

/** A product (or other) id from a query or a form: a positive whole number, or null. */
export function readId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** 'quantidade' of a cart line: a whole number 0..9999 (0 removes the line); anything else is malformed. */
function readQuantity(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value.trim())) return null
  return Number(value.trim())
}

/** A cart line's uuid as the form posts it: the uuid of a line of this cart, or null. */
function readLine(cart: Cart, value: unknown): CartItem | null {
  if (typeof value !== 'string' || value.length > 64) return null
  return cart.items.find((item) => item.uuid === value) ?? null
}

/**
 * The full product (001 §7 GET /v1/cardapios/item/{id}?pdvId), one of the shared GETs; its image through the
 * URL allowlist. Null when this tenant has no such product on that menu (the API's 404) — another tenant's
 * product id is unknown here, because the tenant headers choose the catalogue.
 */
export async function loadProduct(
  ctx: StorefrontContext,
  id: number,
  pdvId: PdvId,
): Promise<Schemas['Produto'] | null> {
  try {
    const product = await ctx.api.get('/v1/cardapios/item/{id}', {
      params: { path: { id }, query: { pdvId } },
    })
    return { ...product, imagem: safeExternalUrl(product.imagem, ctx.env.httpAllowedHosts) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/** Whether the shop takes orders on this menu now (001 §5 "Shop closed"). */
export function shopOpenFor(view: TenantView, pdvId: PdvId): boolean {
  return isShopOpen(view.flags, cartModeForPdv(pdvId))
}

/** The choices of a cart line, to open the product view on them (editing a line replaces it). */
export function selectionOfLine(line: CartItem): Required<ProductSelection> {
  const variacoes: Record<number, Record<number, number>> = {}
  for (const chosen of line.variacoesUsadas) {
    variacoes[chosen.variacaoId] = {
      ...variacoes[chosen.variacaoId],
      [chosen.itemId]: chosen.quantidade,
    }
  }
  return {
    tamanhoId: line.tamanhoId ?? null,
    variacoes,
    quantidade: line.quantidade,
    observacao: line.observacao ?? null,
  }
}

const VOUCHER_CODE = /^[\p{L}\p{N}_-]{1,40}$/u

/**
 * 001 §5 "Voucher" with §7 GET /v1/vouchers/{code}: an empty or malformed code is 'Informe o cupom
 * corretamente!' (an 'Aviso'); an inactive voucher answers its own message; an unknown one 'Cupom não
 * encontrado!' (or the server's first error). An upstream failure is thrown to the caller.
 */
async function findVoucher(
  ctx: StorefrontContext,
  raw: unknown,
): Promise<{ ok: true; voucher: CartVoucher } | { ok: false; message: string; aviso?: true }> {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : ''
  if (!VOUCHER_CODE.test(code)) return { ok: false, message: informeCupom, aviso: true }
  try {
    const voucher = await ctx.api.get('/v1/vouchers/{code}', { params: { path: { code } } })
    return voucherApplyResult(voucher)
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500)
      return { ok: false, message: firstServerMessage(error.body, cupomNaoEncontrado) }
    throw error
  }
}

/** The cart handler of one request: built on first use by the request context (`ctx.cart`). */
export function createCartHandler(ctx: StorefrontContext): CartHandler {
  const tenant = ctx.tenant.slug
  const get = () => loadCart(getCart(ctx.session, tenant))
  const view = async () => (await ctx.loadTenant()).view
  const invalid = (field: string): CartAnswer => ({
    cart: get(),
    errors: [{ code: 'invalid', field, message: carrinhoPedidoInvalido }],
  })
  const keep = (cart: Cart, extra: Partial<CartAnswer> = {}): CartAnswer => {
    setCart(ctx.session, tenant, cart)
    return { cart, errors: [], ...extra }
  }

  async function add(form: FormData): Promise<CartAnswer> {
    const pdvId = readPdv(form.get('pdvId'))
    const id = readId(form.get('produtoId'))
    if (pdvId === null) return invalid('pdvId')
    if (id === null) return invalid('produtoId')
    const [product, restaurant] = await Promise.all([loadProduct(ctx, id, pdvId), view()])
    if (!product) return invalid('produtoId')
    const read = readProductForm(product, form)
    if (!read.ok) return invalid(read.field)
    const { selection } = read
    const refuse = (feedback: AddFeedback): CartAnswer => ({
      cart: get(),
      errors: [
        {
          code: 'product',
          field: 'produtoId',
          message: feedback.status === 'conflict' ? feedback.dialog.message : feedback.message,
          feedback,
        },
      ],
    })

    const validation = validateProduct(product, selection, {
      shopOpen: shopOpenFor(restaurant, pdvId),
    })
    if (!validation.ok)
      return refuse({
        status: 'refused',
        message: validation.message,
        rule: validation.rule,
        variacaoId: validation.variacaoId ?? null,
        selection,
      })

    const mode = cartModeForPdv(pdvId)
    const mustLogIn = requiresLoginToAdd({
      loggedIn: getUser(ctx.session) != null,
      mode,
      flags: restaurant.flags,
      cookies: getOfflineCustomer(ctx.session),
    })
    if (mustLogIn) {
      const prompt = loginPromptActions(restaurant.flags)
      return refuse({
        status: 'login',
        message: prompt.message,
        login: prompt.actions[0],
        other: prompt.actions[1],
        offline: Boolean(restaurant.flags.wgPedidoDeliveryOFF),
        selection,
      })
    }

    const uuid = typeof form.get('uuid') === 'string' ? String(form.get('uuid')) || null : null
    const switchAnswer = form.get('trocarModo')
    const result = addToCart(
      get(),
      cartItemFromProduct(product, validation, { uuid, observacao: selection.observacao, pdvId }),
      { confirmSwitch: switchAnswer === 'sim' ? true : switchAnswer === 'nao' ? false : undefined },
    )
    if (result.status === 'needsConfirmation')
      return refuse({ status: 'conflict', dialog: result.dialog, selection })
    // Não to the mode question: nothing changes, and nothing is refused
    if (result.status === 'aborted') return { cart: get(), errors: [] }
    return keep(result.cart, { alert: { tone: 'success', message: produtoAdicionado } })
  }

  async function voucher(code: unknown): Promise<CartAnswer> {
    const found = await findVoucher(ctx, code).catch((error: unknown) => {
      // the voucher service failed: never the diner's mistake
      ctx.logger.error('voucher lookup failed', { tenant, error: String(error) })
      return { ok: false as const, message: operacaoFalhou, aviso: undefined }
    })
    if (!found.ok)
      return {
        cart: get(),
        errors: [
          { code: 'voucher', field: 'cupom', message: found.message, aviso: found.aviso === true },
        ],
      }
    return keep(setCartVoucher(get(), found.voucher))
  }

  async function payment(choice: unknown, pessoaCarteiraId: unknown): Promise<CartAnswer> {
    const restaurant = await view()
    const cart = get()
    const online = onlinePaymentOffered(restaurant, customerOf(ctx, restaurant))
    const method = typeof choice === 'string' ? /^m:(\d{1,9})$/.exec(choice) : null
    if (method) {
      const found = (await loadPaymentMethods(ctx, restaurant))?.find(
        (m) => m.id === Number(method[1]),
      )
      if (!found) return invalid('pagamento')
      return keep(
        setCartPayment(cart, { kind: 'entrega', modalidade: found.id }),
        found.cash ? { troco: { modalidade: found.id } } : {},
      )
    }
    if (choice === 'pix' && online) return keep(setCartPayment(cart, { kind: 'pix' }))
    const card = choice === 'cartao' && online ? readId(pessoaCarteiraId) : null
    if (card === null) return invalid('pagamento')
    const found = (await loadSavedCards(ctx))?.find((c) => c.id === card)
    if (!found) return invalid('pessoaCarteiraId')
    return keep(setCartPayment(cart, { kind: 'cartao', pessoaCarteiraId: found.id }))
  }

  return {
    get,
    add,
    async setQuantity(uuid, quantidade) {
      const cart = get()
      const line = readLine(cart, uuid)
      const count = readQuantity(quantidade)
      if (!line) return invalid('uuid')
      if (count === null) return invalid('quantidade')
      return keep(setCartItemQuantity(cart, line.uuid, count))
    },
    async remove(uuid) {
      const cart = get()
      const line = readLine(cart, uuid)
      if (!line) return invalid('uuid')
      return keep(removeCartItem(cart, line.uuid))
    },
    async clear() {
      clearCart(ctx.session, tenant)
      return { cart: get(), errors: [] }
    },
    voucher,
    async removeVoucher() {
      return keep(setCartVoucher(get(), null))
    },
    async delivery(choice) {
      const offersPickup = Boolean((await view()).flags.flgAceitaRetirarPedido)
      if (choice !== 'endereco' && !(choice === 'retirar' && offersPickup))
        return invalid('entrega')
      return keep(setCartPickup(get(), choice === 'retirar'))
    },
    payment,
    async tableOrder(kind) {
      if (!isTableOrderKind(kind)) return invalid('pedidoMesa')
      return keep({ ...get(), pedidoMesa: kind })
    },
    async tableLocation(id) {
      const wanted = readId(id)
      const found =
        wanted === null ? undefined : (await loadTableLocations(ctx))?.find((l) => l.id === wanted)
      if (!found) return invalid('localizacaoMesaId')
      return keep({ ...get(), localizacaoMesaId: found.id })
    },
    invalid,
  }
}
