import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loginAction, loginLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { LoginForm } from '../features/account/components/LoginForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Fazer Login as a page: /{tenant}/conta/entrar (the `?dialog=login` dialog posts here too). */
export async function loader(args: LoaderFunctionArgs) {
  return loginLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return loginAction(args)
}

export default function LoginRoute() {
  const { redirectTo, providers } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="login" redirectTo={redirectTo}>
      <LoginForm actionData={actionData} providers={providers} />
    </AccountPage>
  )
}
