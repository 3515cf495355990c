import type { TipoEmpresa } from './directory-rules'

// The directory's view of the restaurant API (002 §3): only what these pages read.

export interface DirectoryRestaurant {
  nome: string
  aberto: boolean
  mensagemPadrao: string | null
  permaLink: string
  logoUrl: string | null
  endBairro: string | null
  endCidade: string | null
  especialidades: string | null
  avaliacao: number | null
  flgDeliveryIndisponivel: boolean
  flgMostraCardapioMenu: boolean
}

export interface City {
  id: number
  nomeFull: string
}

export interface Specialty {
  id: number
  nome: string
}

export interface FaqItem {
  pergunta: string
  resposta: string
}

export interface ContactRequest {
  nome: string
  email: string
  telefone: string
  mensagem: string
}

export interface ShoppingStore {
  permaLink: string
  logoUrl: string | null
  nome: string
  mensagemPadrao: string | null
  especialidades: string | null
}

export interface ShoppingCentre {
  imagemUrl: string | null
  nome: string
  mensagem: string | null
  empresas: ShoppingStore[]
}

export interface RestaurantSearch {
  cidadeId: number
  tipoEmpresa: TipoEmpresa
  especialidadeId: number | null
}

export interface DirectoryApi {
  searchRestaurants(search: RestaurantSearch): Promise<DirectoryRestaurant[]>
  listCities(): Promise<City[]>
  listSpecialties(): Promise<Specialty[]>
  listFaq(): Promise<FaqItem[]>
  sendContact(request: ContactRequest): Promise<void>
  /** null when the API says the shopping centre does not exist. */
  getShopping(permalink: string): Promise<ShoppingCentre | null>
}
