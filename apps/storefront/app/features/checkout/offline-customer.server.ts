import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { offlineAddressSaveErrorMessage, type OfflinePersonInput } from '@prato/domain'
import type { PickedAddress } from '#app/lib/addresses.server'
import type { StorefrontContext } from '#app/lib/context.server'
import { getOfflineCustomer, setOfflineCustomer } from '#app/lib/session.server'

/**
 * The offline customer (001 §3 "Offline person", §7): a visitor of a restaurant that takes orders without an
 * account (wgPedidoDeliveryOFF) gives a name, a phone and an address; `registrar-pessoa` answers an id and a key,
 * which the server-side session keeps for 7 days (DESIGN §6 — the browser only holds the session cookie). With
 * them the visitor may add to the cart and order, and change their data (`alterar-pessoa`, `obter-pessoaOff`).
 */

/** The session's offline identity as the API's query takes it, or null. */
function identity(ctx: StorefrontContext): { pessoaoffid: number; chave: string } | null {
  const offline = getOfflineCustomer(ctx.session)
  if (!offline) return null
  const pessoaoffid = Number(offline.idPedidoOff)
  return Number.isInteger(pessoaoffid) && pessoaoffid > 0
    ? { pessoaoffid, chave: offline.chavePedidoOff }
    : null
}

/**
 * The offline customer's data, to prefill the form when they come back to change it; null when the session has
 * no identity or the API no longer knows it (a 4xx: the identity is forgotten, the form starts empty).
 */
export async function loadOfflinePerson(
  ctx: StorefrontContext,
): Promise<Schemas['PessoaOff'] | null> {
  const query = identity(ctx)
  if (!query) return null
  try {
    return await ctx.api.get('/v3/wg-pedido-off/obter-pessoaOff', { params: { query } })
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
      ctx.session.unset('offline')
      return null
    }
    throw error
  }
}

/** The form's values for the API: the address's ids are those of the CEP the server looked up, never the form's. */
export function offlinePersonPayload(
  value: OfflinePersonInput,
  found: PickedAddress & { bairroId: number },
): Schemas['PessoaOffInput'] {
  return {
    nome: value.nome,
    telefone: value.telefone,
    cep: found.cep,
    cepId: found.cepId,
    cidadeId: found.cidadeId,
    bairroId: found.bairroId,
    nomeBairro: found.bairro,
    nomeCidade: found.cidade,
    nomeEstado: found.uf,
    logradouro: value.logradouro,
    numero: value.numero,
    complemento: value.complemento ?? null,
    referencia: value.referencia ?? null,
    latitude: found.latitude == null ? null : String(found.latitude),
    longitude: found.longitude == null ? null : String(found.longitude),
    pais: value.pais,
  }
}

/**
 * Registers the offline customer (or changes the data of the one this session already is) and keeps the
 * identity in the session. A refusal answers the server's first message, else 'Houve um problema ao salvar o
 * endereço.' (001 §5); an upstream failure is thrown to the route's error handling.
 */
export async function saveOfflinePerson(
  ctx: StorefrontContext,
  body: Schemas['PessoaOffInput'],
): Promise<{ ok: true } | { ok: false; message: string }> {
  const query = identity(ctx)
  try {
    const saved = query
      ? await ctx.api.put('/v3/wg-pedido-off/alterar-pessoa', { params: { query }, body })
      : await ctx.api.post('/v3/wg-pedido-off/registrar-pessoa', { body })
    setOfflineCustomer(ctx.session, { idPedidoOff: String(saved.id), chavePedidoOff: saved.chave })
    return { ok: true }
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500)
      return { ok: false, message: offlineAddressSaveErrorMessage(error.body) }
    throw error
  }
}
