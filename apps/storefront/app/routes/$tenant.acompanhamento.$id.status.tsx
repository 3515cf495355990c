import { orderStatusAnswer } from '#app/features/orders/orders.server'
import { storefrontLeanLoader } from '#app/lib/lean.server'
import type { RouteHandle } from '#app/lib/route-handle'

/**
 * The tracking page's status, polled every 10 s by the page until CANCELADO or FINALIZADO (001 §4): the app's own
 * resource route, so the diner's token never reaches the browser (DESIGN §2). It answers the same order the page
 * shows (JSON of `OrderView`); another diner's or an unknown order is a 404, a failed upstream call a 502 that the
 * page only logs. Nothing is cached between diners: each answer is the diner's own. A lean loader: in production
 * the server answers it ahead of Express and Remix (docs/decisions/0015, 0017).
 */
export const loader = storefrontLeanLoader((ctx, params) => orderStatusAnswer(ctx, params.id))

export const handle: RouteHandle = { personal: true }
