import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { recoveryAction, recoveryLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { PasswordRecoveryForm } from '../features/account/components/PasswordRecoveryForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Password recovery as a page: /{tenant}/conta/recuperar-senha. */
export async function loader(args: LoaderFunctionArgs) {
  return recoveryLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return recoveryAction(args)
}

export default function PasswordRecoveryRoute() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="recuperar-senha" redirectTo={redirectTo}>
      <PasswordRecoveryForm actionData={actionData} />
    </AccountPage>
  )
}
