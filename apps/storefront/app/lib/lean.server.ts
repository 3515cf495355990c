import { ApiError } from '@prato/api-client'
import { leanAnswerOf, leanLoader, type LeanAnswer } from '@prato/web-server/server'
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

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const STATUS_JSON = { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE }

/** A status route's refusal of what is not the diner's (an unknown id, another diner's order or charge). */
export const LEAN_NOT_FOUND: LeanAnswer = {
  status: 404,
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  body: 'Not Found',
}

/**
 * A status poll's answer (an order's, a PIX charge's): what `read` gives, as JSON never kept by a cache. A failed
 * upstream call is logged as `failure` and answered 502, so the page keeps what it shows and polls again; a thrown
 * Response (000 §4's login again, from the API client) is answered as it is.
 */
export async function statusPollAnswer(
  ctx: StorefrontContext,
  id: number,
  failure: string,
  read: () => Promise<unknown>,
): Promise<LeanAnswer> {
  try {
    return { status: 200, headers: STATUS_JSON, body: JSON.stringify(await read()) }
  } catch (error) {
    if (error instanceof Response) return leanAnswerOf(error)
    ctx.logger.warn(failure, {
      tenant: ctx.tenant.slug,
      id,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    return { status: 502, headers: NO_STORE, body: '' }
  }
}
