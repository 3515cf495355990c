import { buildContext, type StorefrontContext } from '#app/lib/context.server'
import type { Runtime } from '#app/lib/runtime.server'
import type { StorefrontSession } from '#app/lib/session.server'
import { bellaNapoliInformacao, bellaNapoliPermalink, json, type Handler } from './upstream'

/** The two calls that resolve Bella Napoli (000 §1, §3), for a scripted upstream. */
export const bellaNapoliRoutes: Record<string, Handler> = {
  'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
  'GET /v1/api/empresas/informacao-completa': () => json(bellaNapoliInformacao),
}

/**
 * A request context for Bella Napoli as the server builds it, over the runtime `installTestRuntime` installed
 * (its scripted upstream answers the API calls): the session is first prepared by `prepare` (e.g. a diner logged
 * in) and sent as the request's cookie. Unit tests drive a feature's `*.server.ts` through it, typed, instead of
 * a hand-made object cast to the context's type.
 */
export async function contextAt(
  runtime: Runtime,
  {
    path = '/bella-napoli',
    prepare = () => undefined,
  }: { path?: string; prepare?: (session: StorefrontSession) => void } = {},
): Promise<StorefrontContext> {
  const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
  prepare(session)
  const cookie = (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
  const request = new Request(`http://localhost${path}`, { headers: { cookie } })
  return buildContext(request, {}, runtime, 'bella-napoli')
}
