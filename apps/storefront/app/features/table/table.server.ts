import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { isTabAccessOk, tabPath, tabRequestFailure, tenantPath } from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import { getUser } from '#app/lib/session.server'

/** A table's code or a tab's key as a URL carries it: letters, digits and dashes, short. */
const CODE = /^[A-Za-z0-9-]{1,64}$/

export function readTableCode(value: string | undefined): string | null {
  return value && CODE.test(value) ? value : null
}

/**
 * The table landing's data (002 §7 GET v3/wg-pedido-comanda/busca-dados-mesa?chave=): null for a table the
 * restaurant does not know (its 404); any other failure throws (the page's error boundary).
 */
export async function loadTableData(
  ctx: StorefrontContext,
  codigoMesa: string,
): Promise<Schemas['DadosMesa'] | null> {
  await ctx.loadTenant()
  try {
    return await ctx.api.get('/v3/wg-pedido-comanda/busca-dados-mesa', {
      params: { query: { chave: codigoMesa } },
    })
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null
    throw error
  }
}

/**
 * Access to a tab by its account code or key (001 §7, 002 §7 GET v1/acompanhamento-conta/solicitar-saida with the
 * logged-in diner's name): the tab page when "saidaId present and retornoId not -3 or -1" (002 §4), else the
 * failure's words (`tabRequestFailure`); a refused call is a tab not found, never a stack trace.
 */
export async function requestTabAccess(
  ctx: StorefrontContext,
  chave: string,
): Promise<{ ok: true; saidaId: number; path: string } | { ok: false; message: string }> {
  await ctx.loadTenant()
  const nomeUsuario = getUser(ctx.session)?.nome
  try {
    const result = await ctx.api.get('/v1/acompanhamento-conta/solicitar-saida', {
      params: { query: { chave, ...(nomeUsuario ? { nomeUsuario } : {}) } },
    })
    if (isTabAccessOk(result) && result.saidaId)
      return {
        ok: true,
        saidaId: result.saidaId,
        path: tenantPath(ctx.tenant.slug, tabPath(result.saidaId)),
      }
    return { ok: false, message: tabRequestFailure(result) }
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('tab request failed', {
      tenant: ctx.tenant.slug,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    return { ok: false, message: tabRequestFailure(null) }
  }
}
