import type { PersonAddress, PickedAddress, PlaceSuggestion } from './types'

/**
 * Every upstream call the account screens make (000 §7), as one narrow port. The actions are written against
 * this port, so their rules are unit-tested with a fake; `createAccountApi` (account-api-client.server.ts) binds
 * it to @prato/api-client for the running app.
 */

export type RegistrationPayload = {
  nome: string
  telefone: string
  email: string
  senha: string
  sexo?: string | null
}

export type ProfilePayload = {
  nome: string
  cpf: string | null
  sexo: string | null
  dataNascimento: string | null
  imagemUrl: string | null
}

export type AddressPayload = {
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
}

export type PlaceDetails = {
  /** ISO country code of the place ('BR' for Brazil). */
  country: string | null
  cep: string | null
  logradouro: string | null
  numero: string | null
  bairro: string | null
  cidade: string | null
  uf: string | null
  latitude: number | null
  longitude: number | null
}

/** Tokens and user-info as the auth host answers them; kept opaque here and stored by the session helpers. */
export type SignIn<TTokens = unknown, TUserInfo = unknown> = {
  tokens: TTokens
  userInfo: TUserInfo
}

export interface AccountApi<TTokens = unknown, TUserInfo = unknown> {
  passwordLogin(email: string, senha: string): Promise<SignIn<TTokens, TUserInfo>>
  externalLogin(provider: string, externalToken: string): Promise<SignIn<TTokens, TUserInfo>>
  /** Re-reads the user-info of the logged-in user (after a profile or phone change). */
  userInfo(): Promise<TUserInfo>
  register(payload: RegistrationPayload): Promise<void>
  recoverPassword(email: string): Promise<boolean>
  confirmSms(codigo: string): Promise<void>
  resendSms(telefone: string): Promise<void>
  /** PUT /v3/usuario-logado/alterarTelefone → autorizacao. */
  requestPhoneChange(novoTelefone: string): Promise<string>
  confirmPhoneChange(input: {
    novoTelefone: string
    codigoSms: string
    autorizacao: string
  }): Promise<void>
  uploadProfileImage(file: Blob, filename: string): Promise<string>
  /** PUT /api/usuario-logado; false when the answer's success indicator is off. */
  updateProfile(payload: ProfilePayload): Promise<boolean>
  /** null when the CEP does not exist. */
  findCep(cep: string): Promise<PickedAddress | null>
  findCity(nome: string, sigla: string): Promise<{ id: number; nome: string } | null>
  validateBairro(input: {
    nomeBairro: string
    nomeCidade: string
    siglaUf: string
  }): Promise<{ id: number; nome: string } | null>
  searchPlaces(
    input: string,
    near: { latitude: number; longitude: number } | null,
  ): Promise<PlaceSuggestion[]>
  placeDetails(placeId: string): Promise<PlaceDetails | null>
  listAddresses(pessoaId: number, empresaGlobalId: number): Promise<PersonAddress[]>
  createAddress(pessoaId: number, address: AddressPayload): Promise<void>
  updateAddress(id: number, pessoaId: number, address: AddressPayload): Promise<void>
  activateAddress(id: number): Promise<void>
}

/**
 * The two facts of an upstream failure the rules of 000 §8 need: its status and its error body, read from the
 * ApiError of @prato/api-client. The wording comes from @prato/domain's helpers (`registrationErrorMessage`,
 * `addressSaveErrorMessage`, …); a timeout or a network error has neither, so they fall back.
 */
export type UpstreamFailure = { status: number | null; body: unknown }

export function upstreamFailure(error: unknown): UpstreamFailure {
  if (!error || typeof error !== 'object') return { status: null, body: undefined }
  const e = error as { status?: unknown; body?: unknown }
  return { status: typeof e.status === 'number' ? e.status : null, body: e.body }
}
