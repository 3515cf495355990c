import type { RouteHandle } from '#app/lib/route-handle'
import { selecionarEnderecoFalhou, enderecoParaEntrega } from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { reply, succeed, readForm } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  nextLocation,
  requireUser,
} from '#app/features/account/account.server'
import { companyOf, selectAddress } from '#app/features/account/addresses.server'
import { listPersonAddresses } from '#app/lib/addresses.server'
import { AddressList } from '#app/features/account/components/AddressList'
import type { PersonAddress } from '#app/lib/addresses.server'

/** Endereço para entrega (000 §2, §4): /{tenant}/enderecos, and the `?dialog=enderecos` dialog. */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, api } = await accountRequest(args, 'enderecos')
  const user = requireUser(ctx, args.request)
  const { empresaGlobalId } = await companyOf(ctx)
  let addresses: PersonAddress[] = []
  if (user.pessoaId != null && empresaGlobalId != null) {
    try {
      addresses = await listPersonAddresses({ api }, user.pessoaId, empresaGlobalId)
    } catch (error) {
      // The list is what the diner came for; an empty list with the ability to add one beats an error page.
      ctx.logger.warn('address list failed', { error })
    }
  }
  return { addresses }
}

/** One intent, `selecionar`: makes an address the main one, when the restaurant delivers there (000 §4). */
export async function action(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await accountRequest(args, 'enderecos')
  const user = requireUser(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const { empresaGlobalId } = await companyOf(ctx)
  const failed = reply({ alert: { tone: 'danger', message: selecionarEnderecoFalhou } })
  switch (formData.get('intent')) {
    case 'selecionar': {
      const id = Number(formData.get('id'))
      if (!Number.isInteger(id) || user.pessoaId == null || empresaGlobalId == null) return failed
      const outcome = await selectAddress(api, { id, pessoaId: user.pessoaId, empresaGlobalId })
      if (!outcome.ok) return reply({ alert: { tone: 'danger', message: outcome.message } })
      return succeed(nextLocation(from, { dialog: 'enderecos' }))
    }
    default:
      return failed
  }
}

export default function AddressListScreen() {
  const { addresses } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="enderecos">
      <AddressList addresses={addresses} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: { name: 'enderecos', access: 'user', size: 'medium', title: enderecoParaEntrega },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    enderecos: true
  }
}
