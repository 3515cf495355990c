import type { StorefrontContext } from '#app/lib/context.server'
import { safeExternalUrl } from '@prato/domain'
import type { TenantView } from '#app/lib/tenant.server'
import type { WeeklyItem } from './WeeklyCarousel'

/**
 * The weekly highlights (000 §7 GET /v1/api/empresas-info-semanal/{empresaGlobalId}/1/lista). Deferred by the
 * landing page and never fatal: any failure is an empty list, which hides the carousel.
 */
export async function loadWeeklyHighlights(
  ctx: StorefrontContext,
  view: TenantView,
): Promise<WeeklyItem[]> {
  if (view.generic || view.empresaGlobalId == null) return []
  try {
    const { api } = ctx
    const list = await api.get('/v1/api/empresas-info-semanal/{empresaGlobalId}/1/lista', {
      params: { path: { empresaGlobalId: view.empresaGlobalId } },
    })
    // The contract types the answer (InfoSemanal[]); only its image URL is checked again, because it ends up in
    // an <img src> and the restaurant typed it (DESIGN §6: URLs from the API pass the allowlist of safeExternalUrl).
    return list
      .filter((item) => item.texto || item.diaSemanaNome)
      .map((item) => ({
        diaSemanaNome: item.diaSemanaNome,
        texto: item.texto,
        flgMusicaAoVivo: item.flgMusicaAoVivo,
        imagemUrl: safeExternalUrl(item.imagemUrl, ctx.env.httpAllowedHosts),
      }))
  } catch (error) {
    ctx.logger.info('weekly highlights unavailable', { tenant: view.slug, error })
    return []
  }
}

/** schema.org Restaurant for the landing page, from the already-sanitised view (URLs allowlisted). */
export function restaurantJsonLd(view: TenantView, pageUrl: string): Record<string, unknown> {
  const address = view.address
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: view.name,
    url: pageUrl,
    ...(view.description ? { description: view.description } : {}),
    ...(view.phone ? { telephone: `+55${view.phone}` } : {}),
    ...(view.email ? { email: view.email } : {}),
    ...(view.logoUrl ? { logo: view.logoUrl } : {}),
    ...(view.heroImageUrl || view.logoUrl ? { image: view.heroImageUrl ?? view.logoUrl } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: [address.logradouro, address.numero].filter(Boolean).join(', '),
            addressLocality: address.cidade ?? undefined,
            addressRegion: address.uf ?? undefined,
            postalCode: address.cep ?? undefined,
            addressCountry: 'BR',
          },
        }
      : {}),
    ...(view.latitude != null && view.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: view.latitude, longitude: view.longitude } }
      : {}),
  }
}
