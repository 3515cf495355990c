import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import {
  addToCart,
  cartItemFromProduct,
  cartModeForPdv,
  isShopOpen,
  loadCart,
  loginPromptActions,
  readProductForm,
  requiresLoginToAdd,
  safeExternalUrl,
  validateProduct,
  type Cart,
  type CartItem,
  type ProductSelection,
} from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import { getCart, getOfflineCustomer, getUser, setCart } from '#app/lib/session.server'
import type { TenantView } from '#app/lib/tenant.server'
import type { AddFeedback, ProductScreenData } from '#app/features/menu/product-view'

export type PdvId = 1 | 3

/** pdvId from a query or a form: 1 (table menu) or 3 (delivery); anything else is not a menu. */
export function readPdv(value: unknown): PdvId | null {
  return value === '1' || value === 1 ? 1 : value === '3' || value === 3 ? 3 : null
}

/** A product id from a query or a form: a positive whole number, or null. */
export function readId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
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

/** The tenant's cart as the session keeps it (a new one when missing or older than an hour). */
export function currentCart(ctx: StorefrontContext): Cart {
  return loadCart(getCart(ctx.session, ctx.tenant.slug))
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

/** What the cart action does with the product view's "Adicionar". */
export type AddOutcome =
  | { status: 'added'; cart: Cart }
  /** Não to the mode conflict: nothing changes. */
  | { status: 'kept' }
  /** A forged or malformed post, or a product not on this tenant's menu: 400, the cart untouched. */
  | { status: 'malformed'; field: string }
  /** A refusal, the login prompt or the mode question, with the view to show it in (the page without JavaScript). */
  | { status: 'answer'; feedback: AddFeedback; screen: ProductScreenData }

/**
 * "Adicionar" of the product view (001 §5 "Adding a product", §4 "Cart mode"): reads the diner's choices from the
 * form, reloads the product (never a price or a total from the browser), validates and prices it with the
 * domain, checks who may add and the mode rule, and stores the line (replacing the one with the same uuid).
 * Only the 'added' outcome changes the cart.
 */
export async function addProductToCart(
  ctx: StorefrontContext,
  view: TenantView,
  form: FormData,
): Promise<AddOutcome> {
  const pdvId = readPdv(form.get('pdvId'))
  const id = readId(form.get('produtoId'))
  if (pdvId === null) return { status: 'malformed', field: 'pdvId' }
  if (id === null) return { status: 'malformed', field: 'produtoId' }
  const product = await loadProduct(ctx, id, pdvId)
  if (!product) return { status: 'malformed', field: 'produtoId' }
  const read = readProductForm(product, form)
  if (!read.ok) return { status: 'malformed', field: read.field }
  const { selection } = read

  const mode = cartModeForPdv(pdvId)
  const shopOpen = shopOpenFor(view, pdvId)
  const uuid = typeof form.get('uuid') === 'string' ? String(form.get('uuid')) || null : null
  const answer = (feedback: AddFeedback): AddOutcome => ({
    status: 'answer',
    feedback,
    screen: { product, pdvId, shopOpen, line: uuid ? { uuid, selection } : null },
  })
  const validation = validateProduct(product, selection, { shopOpen })
  if (!validation.ok) {
    return answer({
      status: 'refused',
      message: validation.message,
      rule: validation.rule,
      variacaoId: validation.variacaoId ?? null,
      selection,
    })
  }

  const offline = getOfflineCustomer(ctx.session)
  const mustLogIn = requiresLoginToAdd({
    loggedIn: getUser(ctx.session) != null,
    mode,
    flags: view.flags,
    cookies: offline,
  })
  if (mustLogIn) {
    const prompt = loginPromptActions(view.flags)
    return answer({
      status: 'login',
      message: prompt.message,
      login: prompt.actions[0],
      other: prompt.actions[1],
      offline: Boolean(view.flags.wgPedidoDeliveryOFF),
      selection,
    })
  }

  const switchAnswer = form.get('trocarModo')
  const result = addToCart(
    currentCart(ctx),
    cartItemFromProduct(product, validation, {
      uuid,
      observacao: selection.observacao,
      pdvId,
    }),
    { confirmSwitch: switchAnswer === 'sim' ? true : switchAnswer === 'nao' ? false : undefined },
  )
  if (result.status === 'needsConfirmation')
    return answer({ status: 'conflict', dialog: result.dialog, selection })
  if (result.status === 'aborted') return { status: 'kept' }
  setCart(ctx.session, ctx.tenant.slug, result.cart)
  return { status: 'added', cart: result.cart }
}

/** 'quantidade' of a cart line: a whole number 0..9999 (0 removes the line); anything else is malformed. */
export function readQuantity(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value.trim())) return null
  return Number(value.trim())
}

/** A cart line's uuid as the form posts it: the uuid of a line of this cart, or null. */
export function readLine(cart: Cart, value: unknown): CartItem | null {
  if (typeof value !== 'string' || value.length > 64) return null
  return cart.items.find((item) => item.uuid === value) ?? null
}
