import type { Schemas } from '@prato/api-client/contract'
import { safeExternalUrl } from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import type { RatingView } from './rating-view'

export type * from './rating-view'

/** 'YYYY-MM-DD…' as the API writes its local dates, shown DD/MM/YYYY (DESIGN §4); anything else as it came. */
function formatDay(value: string | null | undefined): string {
  if (!value) return ''
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value
}

/** A listed rating as the dialog shows it; the photo only through the allowlist (DESIGN §6). */
export function toRatingView(
  rating: Schemas['AvaliacaoListada'],
  httpAllowedHosts: readonly string[],
): RatingView {
  const resposta = rating.mensagemResposta?.trim()
  return {
    nome: rating.pessoaNome,
    foto: safeExternalUrl(rating.pessoaImagemUrl, httpAllowedHosts),
    avaliacao: Math.min(5, Math.max(1, Math.round(rating.avaliacao))),
    data: formatDay(rating.dataHoraAvaliacao),
    mensagem: rating.mensagem?.trim() || null,
    resposta: resposta ? { mensagem: resposta, data: formatDay(rating.dataHoraResposta) } : null,
  }
}

/**
 * The restaurant's latest delivery ratings (001 §7 GET /v1/avaliacoes-empresas/{id}/ultimas-avaliacoes-delivery),
 * newest first. A failure is an empty list, logged (001 §8 "Other list-load failures are silently ignored").
 */
export async function loadRatings(
  ctx: StorefrontContext,
  empresaId: number,
): Promise<RatingView[]> {
  try {
    const ratings = await ctx.api.get('/v1/avaliacoes-empresas/{id}/ultimas-avaliacoes-delivery', {
      params: { path: { id: empresaId } },
    })
    return ratings.map((r) => toRatingView(r, ctx.env.httpAllowedHosts))
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('ratings unread', { tenant: ctx.tenant.slug, error: String(error) })
    return []
  }
}
