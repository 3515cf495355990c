import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { ApiError } from '@prato/api-client'
import { RequestAbortedError } from './api.server'
import {
  getStorefrontContext,
  isTenantLoadOutage,
  reloadAfterTokenRejection,
  type StorefrontContext,
} from './context.server'
import { isValidTenantSlug, usesGenericLayout } from '@prato/domain'
import { clearSession } from './session.server'
import { shellData, type ShellData } from './shell.server'
import { InvalidTenantSlugError, TenantNotFoundError, type TenantView } from './tenant.server'

export type TenantLayoutData = { tenant: TenantView; shell: ShellData }

/**
 * The tenant layout's loader (also the `/` index's): resolves the tenant once per request and turns every way
 * it can fail into the specified answer —
 * - a slug that breaks the pattern: 404, before any call (DESIGN §6);
 * - a 401 on the token call with a session to clear: clear it and reload (000 §4);
 * - an outage with no last good configuration to serve (upstream 5xx, timeout, malformed answer, a client token
 *   that could not be renewed): "If the tenant configuration cannot be loaded, the app redirects to the site
 *   origin" (000 §2) — with the session kept: an outage logs nobody out and empties no cart (issue 24 §4,
 *   docs/decisions/0024);
 * - an unknown tenant: the same redirect, after clearing the session (000 §4, §8).
 */
export async function loadTenantLayout(args: LoaderFunctionArgs) {
  const { request } = args
  const slug = args.params.tenant
  const ctx = await getStorefrontContext(args)
  if (slug !== undefined && !usesGenericLayout(slug) && !isValidTenantSlug(slug)) {
    throw new Response('Not Found', { status: 404 })
  }
  let view: TenantView
  try {
    view = (await ctx.loadTenant()).view
  } catch (error) {
    throw await tenantFailure(ctx, request, error)
  }
  return data<TenantLayoutData>(
    { tenant: view, shell: shellData(ctx.session, view) },
    { headers: await ctx.commit() },
  )
}

/**
 * The restaurant of a tenant screen (the menus, the cart, the checkout's pages): the generic layout has no such
 * screen, nor does a restaurant whose flags do not offer it (`offers`) — 404; a tenant that cannot be resolved
 * gets the layout's answer (`tenantFailure`).
 */
export async function requireTenantView(
  ctx: StorefrontContext,
  request: Request,
  offers?: (view: TenantView) => boolean,
): Promise<TenantView> {
  let view: TenantView
  try {
    view = (await ctx.loadTenant()).view
  } catch (error) {
    throw await tenantFailure(ctx, request, error)
  }
  if (view.generic || (offers && !offers(view))) throw new Response('Not Found', { status: 404 })
  return view
}

const failures = new WeakMap<StorefrontContext, Promise<Response>>()

/**
 * The answer for a tenant that could not be resolved. The layout and the page loaders of one request all land
 * here with the same error; they share one answer (and one log line).
 */
export function tenantFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  let failure = failures.get(ctx)
  if (!failure) {
    failure = decideFailure(ctx, request, error)
    failures.set(ctx, failure)
  }
  return failure
}

async function decideFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  if (error instanceof Response) return error
  // The diner navigated away mid-request: the session must not be cleared for that.
  if (error instanceof RequestAbortedError) return new Response(null, { status: 499 })
  if (error instanceof InvalidTenantSlugError) return new Response('Not Found', { status: 404 })
  const reload = await reloadAfterTokenRejection(ctx, request, error)
  if (reload) return reload
  if (isTenantLoadOutage(error)) {
    const { kind, status } = error as ApiError
    ctx.logger.warn('tenant configuration could not be loaded: session kept', {
      tenant: ctx.tenant.slug,
      kind,
      status,
    })
    return redirect(ctx.env.SITE_ORIGIN, { headers: await ctx.commit() })
  }
  if (error instanceof TenantNotFoundError) {
    ctx.logger.info('tenant configuration not found', { tenant: ctx.tenant.slug })
  } else if (error instanceof ApiError) {
    ctx.logger.warn('tenant configuration could not be loaded', {
      tenant: ctx.tenant.slug,
      kind: error.kind,
      status: error.status,
    })
  } else {
    ctx.logger.error('tenant resolution failed', { tenant: ctx.tenant.slug, error })
  }
  clearSession(ctx.session)
  return redirect(ctx.env.SITE_ORIGIN, { headers: await ctx.commit() })
}
