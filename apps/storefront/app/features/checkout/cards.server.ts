import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { cardSaveFailureMessages, type CardInput } from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import { getCompany, getUser } from '#app/lib/session.server'
import { listPersonAddresses } from '#app/lib/addresses.server'
import type { SavedCard } from '#app/lib/payment.server'

/** The billing address POST /v1/cartoes may carry (001 §3 "plus address fields"; optional in the contract). */
export type CardAddress = Pick<
  Schemas['CartaoNovo'],
  'cep' | 'logradouro' | 'numero' | 'complemento' | 'nomeBairro' | 'nomeCidade' | 'uf'
>

/**
 * The diner's main saved address as the card's billing address, when there is one; nothing when the diner has
 * none or the list cannot be read (the contract does not require it).
 */
export async function billingAddress(ctx: StorefrontContext): Promise<CardAddress> {
  const user = getUser(ctx.session)
  const company = getCompany(ctx.session)
  if (user?.pessoaId == null || company?.empresaGlobalId == null) return {}
  try {
    const addresses = await listPersonAddresses(ctx, user.pessoaId, company.empresaGlobalId)
    const main = addresses.find((a) => a.flgPrincipal) ?? addresses[0]
    if (!main) return {}
    return {
      cep: main.cep,
      logradouro: main.logradouro,
      numero: main.numero,
      complemento: main.complemento,
      nomeBairro: main.nomeBairro,
      nomeCidade: main.nomeCidade,
      uf: main.uf,
    }
  } catch {
    return {}
  }
}

export type CardSaveOutcome =
  { ok: true; card: SavedCard } | { ok: false; messages: string[]; upstream: boolean }

/**
 * Saves a card (001 §7 POST /v1/cartoes with the diner's token). 001 §8 "Card save: each server validation error
 * shown in turn"; an outage is its own message (`upstream`), never the server's text. The number and the CVV go
 * to the API and nowhere else: not into the log, not into the session, not into the answer.
 */
export async function saveCard(
  ctx: Pick<StorefrontContext, 'api' | 'loadTenant' | 'logger'>,
  card: CardInput,
  address: CardAddress = {},
): Promise<CardSaveOutcome> {
  try {
    await ctx.loadTenant()
    const saved = await ctx.api.post('/v1/cartoes', {
      body: {
        numeroCartao: card.numeroCartao,
        mesExpiracao: card.mesExpiracao,
        anoExpiracao: card.anoExpiracao,
        codigoSeguranca: card.codigoSeguranca,
        nomePortador: card.nomePortador,
        cpf: card.cpf,
        bandeira: card.bandeira,
        ...address,
      },
    })
    return {
      ok: true,
      card: {
        id: saved.id,
        bandeira: saved.bandeira,
        nomePortador: saved.nomePortador,
        numerosFinais: saved.numerosFinais,
        principal: saved.principal === true,
      },
    }
  } catch (error) {
    // a token refused (the session is cleared: the route sends the diner to log in) or a visitor who left
    if (!(error instanceof ApiError) || error.kind === 'unauthorized') throw error
    const refused = error.kind === 'http' && error.status !== undefined && error.status < 500
    const status = refused ? (error.status ?? null) : null
    if (!refused) ctx.logger.error('card not saved', { kind: error.kind, status: error.status })
    return {
      ok: false,
      messages: cardSaveFailureMessages(status, refused ? error.body : undefined),
      upstream: !refused || status === 429,
    }
  }
}
