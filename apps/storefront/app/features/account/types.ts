/**
 * The shapes the account screens show. They are browser-safe (no tokens) and are what the loaders return and
 * the presentational components take as props.
 */

/** The logged-in user as the account screens need it (000 §3 "Logged-in user"), without any token. */
export type AccountUser = {
  nome: string
  email: string
  telefone: string | null
  phoneConfirmed: boolean
  cpf: string | null
  sexo: string | null
  dataNascimento: string | null
  imagemUrl: string | null
}

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

/** One suggestion of the maps service's places autocomplete. */
export type PlaceSuggestion = {
  placeId: string
  description: string
}
