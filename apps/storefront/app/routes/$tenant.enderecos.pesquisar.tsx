import { pesquisarEndereco } from '@prato/domain/messages'
import type { RouteHandle } from '#app/lib/route-handle'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { Screen, useScreenData } from '#app/components/screen'
import { accountRequest } from '#app/features/account/account.server'
import {
  lookupCep,
  pickPlace,
  restaurantPosition,
  searchPlaces,
} from '#app/features/account/addresses.server'
import {
  AddressSearch,
  type AddressSearchData,
} from '#app/features/account/components/AddressSearch'

/**
 * Pesquisar endereço (000 §4 "Address search"): /{tenant}/enderecos/pesquisar and the `?dialog=pesquisar-endereco`
 * dialog, GET only: `?cep=` looks the CEP up, `?pesquisa=` asks the maps service for suggestions near the
 * restaurant, `?placeId=` resolves a suggestion (Brazilian only) and checks its city and neighbourhood.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs): Promise<AddressSearchData> {
  const { ctx, api } = await accountRequest(args, 'pesquisar-endereco')
  const params = new URL(args.request.url).searchParams
  const cep = (params.get('cep') ?? '').trim()
  const pesquisa = (params.get('pesquisa') ?? '').trim().slice(0, 200)
  const placeId = (params.get('placeId') ?? '').trim().slice(0, 200)
  const result: AddressSearchData = { cep, pesquisa, suggestions: [], picked: null, error: null }
  if (params.has('cep') && !placeId) {
    const outcome = await lookupCep(api, cep)
    return outcome.ok ? { ...result, picked: outcome.value } : { ...result, error: outcome.message }
  }
  if (placeId) {
    const outcome = await pickPlace(api, placeId)
    if (outcome.ok) return { ...result, picked: outcome.value }
    result.error = outcome.message
  }
  if (pesquisa)
    result.suggestions = await searchPlaces(api, pesquisa, await restaurantPosition(ctx))
  return result
}

export default function AddressSearchScreen() {
  const data = useScreenData<typeof loader>()
  return (
    <Screen name="pesquisar-endereco">
      <AddressSearch data={data} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: {
    name: 'pesquisar-endereco',
    access: 'user',
    size: 'medium',
    title: pesquisarEndereco,
    params: ['cep', 'pesquisa', 'placeId'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'pesquisar-endereco': true
  }
}
