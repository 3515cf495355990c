import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { addressFormAction, addressFormLoader } from '../features/account/address-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { AddressForm, addressValuesFromParams } from '../features/account/components/AddressForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/**
 * The address form as a page: /{tenant}/enderecos/novo, prefilled from the query (a picked address, or `id`
 * and the values of a saved address to edit it). Logged-in only.
 */
export async function loader(args: LoaderFunctionArgs) {
  return addressFormLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return addressFormAction(args)
}

export default function AddressFormRoute() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  const [params] = useSearchParams()
  return (
    <AccountPage name="endereco" redirectTo={redirectTo}>
      <AddressForm values={addressValuesFromParams(params)} actionData={actionData} />
    </AccountPage>
  )
}
