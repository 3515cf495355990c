import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  loadOrder,
  NO_STORE,
  pixStatusOf,
  statusFailure,
  statusRequest,
} from '#app/features/orders/orders.server'
import { getStorefrontContext } from '#app/lib/context.server'

/**
 * The PIX payment's status, polled every 4 s by the PIX page until F, P or C (002 §4): `{ flgStatus }` of the
 * charge of the diner's own order (its payment id is read from the order here, never taken from the browser).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const { id, reader } = await statusRequest(ctx, args.params.id)
  try {
    const order = await loadOrder(ctx, reader, id)
    // a Response, as a resource route answers (Remix warns on every request about `data()` here)
    return Response.json({ flgStatus: await pixStatusOf(ctx, order) }, { headers: NO_STORE })
  } catch (error) {
    throw statusFailure(ctx, id, error)
  }
}
