import type { DirectoryApi, DirectoryRestaurant } from '../lib/directory-api'

export function restaurant(over: Partial<DirectoryRestaurant> = {}): DirectoryRestaurant {
  return {
    nome: 'Bella Napoli',
    aberto: true,
    mensagemPadrao: 'Pizzas de fermentação natural',
    permaLink: 'bella-napoli',
    logoUrl: 'http://localhost:4010/v1/empresas/1/imagem',
    endBairro: 'Setor Marista',
    endCidade: 'Goiânia',
    especialidades: 'Pizzaria, Italiana',
    avaliacao: 4.8,
    flgDeliveryIndisponivel: false,
    flgMostraCardapioMenu: true,
    ...over,
  }
}

/** A DirectoryApi whose calls are recorded and whose answers each test chooses. */
export function fakeApi(over: Partial<DirectoryApi> = {}) {
  const calls: Array<{ method: string; args: unknown[] }> = []
  const record =
    <A extends unknown[], R>(method: string, impl: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push({ method, args })
      return impl(...args)
    }
  const api: DirectoryApi = {
    searchRestaurants: record(
      'searchRestaurants',
      over.searchRestaurants ?? (async () => [restaurant()]),
    ),
    listCities: record(
      'listCities',
      over.listCities ?? (async () => [{ id: 1489, nomeFull: 'Goiânia - GO' }]),
    ),
    listSpecialties: record(
      'listSpecialties',
      over.listSpecialties ?? (async () => [{ id: 5, nome: 'Açaí' }]),
    ),
    listFaq: record('listFaq', over.listFaq ?? (async () => [{ pergunta: 'P?', resposta: 'R.' }])),
    sendContact: record('sendContact', over.sendContact ?? (async () => undefined)),
    getShopping: record('getShopping', over.getShopping ?? (async () => null)),
  }
  return { api, calls }
}
