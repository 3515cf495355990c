import { leanLoader, type LeanAnswer } from '@prato/web-server/server'
import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  storefrontContextFor,
  type StorefrontContext,
  type StorefrontLoadContext,
} from './context.server'

/**
 * A storefront resource route the server answers ahead of Express and Remix (docs/decisions/0017):
 * `export const loader = storefrontLeanLoader((ctx, params) => orderStatusAnswer(ctx, params.id))`. The answer
 * is built from the request context every loader gets (session, tenant, API client); through Remix (`remix
 * vite:dev`, the tests) the same function answers, as a Response. The server finds it in the build's routes:
 * there is no list of lean routes.
 */
export function storefrontLeanLoader(
  answer: (ctx: StorefrontContext, params: LoaderFunctionArgs['params']) => Promise<LeanAnswer>,
) {
  return leanLoader<StorefrontLoadContext>(async (request, context, params) => {
    // the server's context when Remix answers; the lean path builds it here, the same way
    context.storefront ??= storefrontContextFor(request, context)
    return answer(await context.storefront(params), params)
  })
}
