import { pixStatusAnswer } from '#app/features/orders/orders.server'
import { storefrontLeanLoader } from '#app/lib/lean.server'
import type { RouteHandle } from '#app/lib/route-handle'

/**
 * The PIX payment's status, polled every 4 s by the PIX page until F, P or C (002 §4): `{ flgStatus }` of the
 * charge of the diner's own order (its payment id is read from the order here, never taken from the browser). A
 * lean loader: in production the server answers it ahead of Express and Remix (docs/decisions/0017).
 */
export const loader = storefrontLeanLoader((ctx, params) => pixStatusAnswer(ctx, params.id))

export const handle: RouteHandle = { personal: true }
