import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { registrationAction, registrationLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { RegistrationForm } from '../features/account/components/RegistrationForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Fazer Cadastro as a page: /{tenant}/conta/cadastro. */
export async function loader(args: LoaderFunctionArgs) {
  return registrationLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return registrationAction(args)
}

export default function RegistrationRoute() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="cadastro" redirectTo={redirectTo}>
      <RegistrationForm actionData={actionData} />
    </AccountPage>
  )
}
