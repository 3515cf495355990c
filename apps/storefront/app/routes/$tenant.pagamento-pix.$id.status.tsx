import type { LoaderFunctionArgs } from '@remix-run/node'
import { responseOf } from '@prato/web-server/server'
import { pixStatusAnswer } from '#app/features/orders/orders.server'
import { getStorefrontContext } from '#app/lib/context.server'

/**
 * The PIX payment's status, polled every 4 s by the PIX page until F, P or C (002 §4): `{ flgStatus }` of the
 * charge of the diner's own order (its payment id is read from the order here, never taken from the browser). In
 * production the server answers this path ahead of Remix with the same function (app-server.ts `leanRoutes`,
 * docs/decisions/0017).
 */
export async function loader(args: LoaderFunctionArgs) {
  return responseOf(await pixStatusAnswer(await getStorefrontContext(args), args.params.id))
}
