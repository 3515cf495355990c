import { getEnv } from './env.server'

/** The marketing pages live under the configured product slug only; any other first segment is a 404. */
export function assertProduct(product: string | undefined): string {
  const expected = getEnv().PRODUCT_SLUG
  if (product !== expected) throw new Response(null, { status: 404, statusText: 'Not Found' })
  return expected
}
