import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { safeExternalUrl } from '@prato/domain'
import { reloadAfterTokenRejection, type StorefrontContext } from '#app/lib/context.server'
import { buildMenuView, type MenuView } from './menu-view'

/**
 * A tenant's menu (001 §7 GET /v3/cardapio/completo with pdvId and guiaId): the answer is one of the API client's
 * shared GETs, and the view made from it is built once per tenant, pdv and guide and shared by every visitor for
 * as long as that answer is (`ctx.shared`), so a 320-product menu is not rebuilt for each page view.
 *
 * The group summary (/v3/cardapio/grupos) is not called: its counts are the lengths of the same lists, and one
 * call is one round trip fewer on the critical path.
 */
export function loadMenu(
  ctx: StorefrontContext,
  pdvId: 1 | 3,
  guiaId: number | null = null,
): Promise<MenuView> {
  return ctx.shared(`menu:${pdvId}:${guiaId ?? ''}`, async () => {
    const groups = await ctx.api.get('/v3/cardapio/completo', {
      params: { query: guiaId ? { pdvId, guiaId } : { pdvId } },
    })
    // the restaurant typed the image URLs and they end up in <img src>: through the allowlist (DESIGN §6)
    return buildMenuView(groups, pdvId, (url) => safeExternalUrl(url, ctx.env.httpAllowedHosts))
  })
}

/** The restaurant's menu guides (001 §7 GET /v3/cardapio/guias), one of the API client's shared GETs. */
export function loadGuides(ctx: StorefrontContext): Promise<Array<Schemas['Guia']>> {
  return ctx.api.get('/v3/cardapio/guias')
}

/**
 * A menu that cannot be loaded: a 401 on the token call reloads (000 §4); anything else is logged and answered
 * 503 — the restaurant's menu is unavailable, which is never the diner's mistake, and the session stays.
 */
export async function menuFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  const reload = await reloadAfterTokenRejection(ctx, request, error)
  if (reload) return reload
  ctx.logger.error('menu unavailable', {
    tenant: ctx.tenant.slug,
    kind: error instanceof ApiError ? error.kind : undefined,
    status: error instanceof ApiError ? error.status : undefined,
  })
  return new Response(null, { status: 503, headers: await ctx.commit() })
}
