import { data, type LoaderFunctionArgs } from '@remix-run/node'
import {
  loadTracking,
  NO_STORE,
  statusFailure,
  statusRequest,
} from '#app/features/orders/orders.server'
import { getStorefrontContext } from '#app/lib/context.server'

/**
 * The tracking page's status, polled every 10 s by the page until CANCELADO or FINALIZADO (001 §4): the app's own
 * resource route, so the diner's token never reaches the browser (DESIGN §2). It answers the same order the page
 * shows (JSON of `OrderView`); another diner's or an unknown order is a 404, a failed upstream call a 502 that the
 * page only logs. Nothing is cached: each answer is the diner's own.
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const { id, reader } = await statusRequest(ctx, args.params.id)
  try {
    return data(await loadTracking(ctx, reader, id), { headers: NO_STORE })
  } catch (error) {
    throw statusFailure(ctx, id, error)
  }
}
