import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { addressSearchLoader } from '../features/account/address-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { AddressSearch } from '../features/account/components/AddressSearch'

/** Pesquisar endereço as a page: /{tenant}/enderecos/pesquisar?cep=… | ?pesquisa=… | ?placeId=… (GET only). */
export async function loader(args: LoaderFunctionArgs) {
  return addressSearchLoader(args)
}

export default function AddressSearchRoute() {
  const { redirectTo, ...data } = useLoaderData<typeof loader>()
  return (
    <AccountPage name="pesquisar-endereco" redirectTo={redirectTo}>
      <AddressSearch data={data} />
    </AccountPage>
  )
}
