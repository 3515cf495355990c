import type { RouteHandle } from '#app/lib/route-handle'
import { muitasTentativas, pesquisaEnderecoFalhou } from '@prato/domain/messages'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { overRateLimit } from '#app/features/account/account.server'
import {
  locate,
  pickPlace,
  restaurantPosition,
  suggestAddresses,
} from '#app/features/account/addresses.server'
import type { SuggestAnswer } from '#app/features/account/components/AddressSearch.suggest'
import { getStorefrontContext } from '#app/lib/context.server'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'
import { getUser, getUserToken } from '#app/lib/session.server'

/** Answers of the suggestions route: JSON, never cached (they depend on the session and on what was typed). */
function suggestReply(answer: SuggestAnswer, status = 200) {
  return json(answer, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Resource route of Pesquisar endereço's suggestions as the diner types: /{tenant}/enderecos/sugestoes?q=… |
 * ?placeId=… | ?lat=…&lng=… (JSON, logged-in only). The browser asks this route, never the maps service or the
 * API. Failures are JSON with a Portuguese message, never a redirect or a stack.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext({ request, context, params })
  // Only a logged-in diner manages addresses (000 §6); a fetch cannot follow the login redirect usefully.
  if (!getUser(ctx.session) || !getUserToken(ctx.session))
    return suggestReply({ kind: 'error', message: pesquisaEnderecoFalhou }, 401)
  if (await overRateLimit(request, 'address-suggestions', RATE_LIMITS.addressSuggestions))
    return suggestReply({ kind: 'error', message: muitasTentativas }, 429)
  const { api } = ctx
  const query = new URL(request.url).searchParams
  const placeId = (query.get('placeId') ?? '').trim().slice(0, 200)
  const lat = query.get('lat')
  const lng = query.get('lng')
  if (placeId || (lat != null && lng != null)) {
    const outcome = placeId
      ? await pickPlace(api, placeId)
      : await locate(api, { latitude: Number(lat), longitude: Number(lng) })
    return suggestReply(
      outcome.ok
        ? { kind: 'picked', picked: outcome.value }
        : { kind: 'error', message: outcome.message },
    )
  }
  return suggestReply(
    await suggestAddresses(api, query.get('q') ?? '', await restaurantPosition(ctx)),
  )
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }
