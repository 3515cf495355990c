import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { isCashMethod, isOnlinePaymentOffered } from '@prato/domain'
import type { StorefrontContext } from './context.server'
import { getCompany, getOfflineCustomer, getUser, getUserToken } from './session.server'
import type { TenantView } from './tenant.server'

/*
 * Who pays and how they may pay: what the cart handler checks a payment choice against (`ctx.cart.payment`) and
 * what the checkout shows. Beside the cart handler, on the request context's side, so that the checkout and the
 * cart read the same answers without one feature importing the other.
 */

/** Who is checking out: a logged-in diner, an identified offline customer (wgPedidoDeliveryOFF), or a visitor. */
export type CheckoutCustomer = 'user' | 'offline' | 'anonymous'

/** One of the restaurant's methods of tab 0 (001 §7 GET /v1/api/modalidades-caixas/{empresaGlobalId}). */
export type PaymentMethod = { id: number; nome: string; cash: boolean }

/** A saved card as the checkout shows it (001 §3 "Saved card"): never more of the number than its last four digits. */
export type SavedCard = Pick<
  Schemas['Cartao'],
  'id' | 'bandeira' | 'nomePortador' | 'numerosFinais' | 'principal'
>

export function customerOf(ctx: StorefrontContext, view: TenantView): CheckoutCustomer {
  if (getUser(ctx.session) && getUserToken(ctx.session)) return 'user'
  if (view.flags.wgPedidoDeliveryOFF && getOfflineCustomer(ctx.session)) return 'offline'
  return 'anonymous'
}

/**
 * 001 §4 "tab 1 is online payment, offered only when flgAceitaPgtoDelivery is on and the order is not offline" —
 * and to someone who can pay online: a logged-in diner.
 */
export function onlinePaymentOffered(view: TenantView, customer: CheckoutCustomer): boolean {
  return (
    customer !== 'anonymous' &&
    isOnlinePaymentOffered(view.flags.flgAceitaPgtoDelivery, customer === 'offline')
  )
}

/** The restaurant's payment methods (public, the same for every diner: one of the shared values). */
export async function loadPaymentMethods(
  ctx: StorefrontContext,
  view: TenantView,
): Promise<PaymentMethod[] | null> {
  const empresaGlobalId = view.empresaGlobalId ?? getCompany(ctx.session)?.empresaGlobalId
  if (empresaGlobalId == null) return null
  try {
    return await ctx.shared('modalidades-caixas', async () => {
      const list = await ctx.api.get('/v1/api/modalidades-caixas/{empresaGlobalId}', {
        params: { path: { empresaGlobalId } },
      })
      return list.map((m) => ({ id: m.id, nome: m.nome, cash: isCashMethod(m.nome) }))
    })
  } catch (error) {
    ctx.logger.error('payment methods could not be loaded', {
      tenant: ctx.tenant.slug,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    return null
  }
}

/**
 * The diner's saved cards (001 §7 GET /v1/cartoes), the main one first, for the checkout's online payment. 001 §8
 * "Other list-load failures are silently ignored": a failure is logged (without the token) and gives no cards.
 */
export async function loadSavedCards(
  ctx: Pick<StorefrontContext, 'api' | 'loadTenant' | 'logger'>,
): Promise<SavedCard[] | null> {
  try {
    // the tenant headers go with the call once the tenant is resolved (shared for the request)
    await ctx.loadTenant()
    const cards = await ctx.api.get('/v1/cartoes')
    return cards
      .map(({ id, bandeira, nomePortador, numerosFinais, principal }) => ({
        id,
        bandeira,
        nomePortador,
        numerosFinais,
        principal: principal === true,
      }))
      .sort((a, b) => Number(b.principal) - Number(a.principal))
  } catch (error) {
    ctx.logger.warn('saved cards not loaded', {
      status: error instanceof ApiError ? error.status : undefined,
      kind: error instanceof ApiError ? error.kind : 'unknown',
    })
    // unread, not "no cards": a screen showing the list shows none (001 §8), the checkout says it could not read it
    return null
  }
}
