import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { smsAction, smsLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { SmsConfirmationForm } from '../features/account/components/SmsConfirmationForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Confirmar SMS as a page: /{tenant}/conta/sms (logged-in only). */
export async function loader(args: LoaderFunctionArgs) {
  return smsLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return smsAction(args)
}

export default function SmsRoute() {
  const { redirectTo, telefone } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="sms" redirectTo={redirectTo}>
      <SmsConfirmationForm telefone={telefone} actionData={actionData} />
    </AccountPage>
  )
}
