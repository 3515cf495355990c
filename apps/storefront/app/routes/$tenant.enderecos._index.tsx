import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { addressListAction, addressListLoader } from '../features/account/address-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { AddressList } from '../features/account/components/AddressList'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Endereço para entrega as a page: /{tenant}/enderecos (logged-in only). */
export async function loader(args: LoaderFunctionArgs) {
  return addressListLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return addressListAction(args)
}

export default function AddressListRoute() {
  const { redirectTo, addresses } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="enderecos" redirectTo={redirectTo}>
      <AddressList addresses={addresses} actionData={actionData} />
    </AccountPage>
  )
}
