import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { phoneAction, phoneLoader } from '../features/account/auth-routes.server'
import { AccountPage } from '../features/account/components/AccountPage'
import { PhoneChangeForm } from '../features/account/components/PhoneChangeForm'
import type { AccountActionData } from '../features/account/components/useAccountForm'

/** Trocar Telefone as a page: /{tenant}/conta/telefone (logged-in only; `?etapa=codigo` is the SMS-code step). */
export async function loader(args: LoaderFunctionArgs) {
  return phoneLoader(args)
}

const handle = phoneAction('telefone')

export async function action(args: ActionFunctionArgs) {
  return handle(args)
}

export default function PhoneChangeRoute() {
  const { redirectTo, step, novoTelefone } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AccountActionData | undefined
  return (
    <AccountPage name="telefone" redirectTo={redirectTo}>
      <PhoneChangeForm
        dialog="telefone"
        step={step}
        novoTelefone={novoTelefone}
        actionData={actionData}
      />
    </AccountPage>
  )
}
