import type { LoaderFunctionArgs } from '@remix-run/node'
import { addressSuggestionsLoader } from '../features/account/address-routes.server'

/**
 * Resource route of Pesquisar endereço's suggestions as the diner types: /{tenant}/enderecos/sugestoes?q=… |
 * ?placeId=… | ?lat=…&lng=… (JSON, logged-in only). The browser asks this route, never the maps service or the API.
 */
export async function loader(args: LoaderFunctionArgs) {
  return addressSuggestionsLoader(args)
}
