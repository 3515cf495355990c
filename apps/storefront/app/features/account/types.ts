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

/** One suggestion of the maps service's places autocomplete. */
export type PlaceSuggestion = {
  placeId: string
  description: string
}
