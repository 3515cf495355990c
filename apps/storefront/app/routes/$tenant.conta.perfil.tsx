import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { profileAction, profileLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { ProfileForm } from '../features/account/components/ProfileForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Perfil as a page: /{tenant}/conta/perfil (logged-in only). */
export async function loader(args: LoaderFunctionArgs) {
  return profileLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return profileAction(args)
}

export default function ProfileRoute() {
  const { redirectTo, user } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="perfil" redirectTo={redirectTo}>
      <ProfileForm user={user} actionData={actionData} />
    </AccountPage>
  )
}
