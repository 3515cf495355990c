import type { PessoaEndereco } from '@prato/api-client'
import type { StorefrontContext } from './context.server'

/*
 * The diner's addresses as every screen reads them: the account's address screens edit them, the checkout
 * delivers to the main one and the card form bills it. Shared by those features, so here rather than in one.
 */

/** A person address as listed and edited (000 §3 "Address"). */
export type PersonAddress = {
  id: number
  nome: string
  logradouro: string
  numero: string
  complemento: string | null
  referencia: string | null
  cep: string | null
  cepId: number | null
  bairroId: number | null
  nomeBairro: string
  cidadeId: number | null
  nomeCidade: string
  uf: string
  latitude: number | null
  longitude: number | null
  flgPrincipal: boolean
  flgAceitaEntrega: boolean
}

/** An address picked from a CEP or a map search, ready to prefill the address form. */
export type PickedAddress = {
  cep: string
  cepId: number | null
  logradouro: string
  /** The street number, when the map search knows it (a CEP does not). */
  numero: string | null
  bairro: string
  bairroId: number | null
  cidade: string
  cidadeId: number | null
  uf: string
  latitude: number | null
  longitude: number | null
}

export function toPersonAddress(raw: PessoaEndereco): PersonAddress {
  return {
    id: raw.id,
    nome: raw.nome,
    logradouro: raw.logradouro,
    numero: raw.numero,
    complemento: raw.complemento ?? null,
    referencia: raw.referencia ?? null,
    cep: raw.cep ?? null,
    cepId: raw.cepId ?? null,
    bairroId: raw.bairroId ?? null,
    nomeBairro: raw.nomeBairro ?? '',
    cidadeId: raw.cidadeId ?? null,
    nomeCidade: raw.nomeCidade ?? '',
    uf: raw.uf ?? '',
    latitude: raw.latitude ?? null,
    longitude: raw.longitude ?? null,
    flgPrincipal: Boolean(raw.flgPrincipal),
    flgAceitaEntrega: Boolean(raw.flgAceitaEntrega),
  }
}

/** The person's addresses (000 §7 GET /v1/api/pessoas-enderecos/{pessoaId}/PessoaId) at this company. */
export async function listPersonAddresses(
  ctx: Pick<StorefrontContext, 'api'>,
  pessoaId: number,
  empresaGlobalId: number,
): Promise<PersonAddress[]> {
  const list = await ctx.api.get('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
    params: { path: { pessoaId }, query: { pessoaId, empresaGlobalId } },
  })
  return list.map(toPersonAddress)
}
