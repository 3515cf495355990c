import type { LoaderFunctionArgs } from '@remix-run/node'
import { responseOf } from '@prato/web-server/server'
import { orderStatusAnswer } from '#app/features/orders/orders.server'
import { getStorefrontContext } from '#app/lib/context.server'

/**
 * The tracking page's status, polled every 10 s by the page until CANCELADO or FINALIZADO (001 §4): the app's own
 * resource route, so the diner's token never reaches the browser (DESIGN §2). It answers the same order the page
 * shows (JSON of `OrderView`); another diner's or an unknown order is a 404, a failed upstream call a 502 that the
 * page only logs. Nothing is cached between diners: each answer is the diner's own. In production the server
 * answers this path ahead of Remix with the same function (app-server.ts `leanRoutes`, docs/decisions/0015).
 */
export async function loader(args: LoaderFunctionArgs) {
  return responseOf(await orderStatusAnswer(await getStorefrontContext(args), args.params.id))
}
