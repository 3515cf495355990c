import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { addressSchema } from '@prato/domain'
import { informeBairro, salvarEnderecoFalhou, enderecoTitulo } from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { reply, succeed, readForm } from '#app/components/forms.server'
import { Screen } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  nextLocation,
  requireUser,
} from '#app/features/account/account.server'
import {
  checkedArea,
  coordinatesFor,
  lookupCep,
  measuredPosition,
  saveAddress,
} from '#app/features/account/addresses.server'
import {
  ADDRESS_DIALOG_PARAMS,
  AddressForm,
  addressValuesFromParams,
} from '#app/features/account/components/AddressForm'

/**
 * The address form (000 §7): /{tenant}/enderecos/novo and the `?dialog=endereco` dialog, prefilled from the query
 * (a picked address, or `id` and the values of a saved address to edit it).
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  await accountRequest(args, 'endereco')
  return null
}

/** Create or update. The neighbourhood's and city's ids are the server's, never the browser's. */
export async function action(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await accountRequest(args, 'endereco')
  const user = requireUser(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: addressSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (user.pessoaId == null)
    return reply({ result: submission.reply({ formErrors: [salvarEnderecoFalhou] }) })
  const value = submission.value
  const uf = (value.uf ?? '').toUpperCase()
  const area = await checkedArea(ctx, api, {
    nomeCidade: value.nomeCidade,
    nomeBairro: value.nomeBairro,
    uf,
  })
  if (!area)
    return reply({ result: submission.reply({ fieldErrors: { bairroId: [informeBairro] } }) })
  const { cidade, bairro } = area

  // The CEP's id comes from the CEP base too; a CEP the base does not know is saved without one.
  const found = await lookupCep(api, value.cep)
  // The payload carries the position (000 §3 "latitude, longitude"): a picked place or the diner's location
  // brings it; otherwise the maps service geocodes the address (000 §7), down to the number where it can,
  // else the CEP base's position of the street is better than none.
  const position =
    measuredPosition(value, formData.get('posicaoDe')) ??
    (await coordinatesFor(ctx.api, {
      logradouro: value.logradouro,
      numero: value.numero,
      nomeBairro: bairro.nome,
      nomeCidade: cidade.nome,
      uf,
      cep: value.cep,
    })) ??
    (found.ok && found.value.latitude != null && found.value.longitude != null
      ? { latitude: found.value.latitude, longitude: found.value.longitude }
      : null)
  const outcome = await saveAddress(api, {
    id: value.id != null && value.id > 0 ? value.id : null,
    pessoaId: user.pessoaId,
    address: {
      nome: value.nome,
      logradouro: value.logradouro,
      numero: value.numero,
      complemento: value.complemento ?? null,
      referencia: value.referencia ?? null,
      cep: value.cep,
      cepId: found.ok ? found.value.cepId : null,
      bairroId: bairro.id,
      nomeBairro: bairro.nome,
      cidadeId: cidade.id,
      nomeCidade: cidade.nome,
      uf,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    },
  })
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  // 000 §4 "Saving an address reloads the page": a redirect, so every loader reads the new address.
  return succeed(nextLocation(from, { dialog: 'enderecos' }))
}

export default function AddressFormScreen() {
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  return (
    <Screen name="endereco">
      <AddressForm values={addressValuesFromParams(params)} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: {
    name: 'endereco',
    access: 'user',
    size: 'large',
    title: enderecoTitulo,
    params: ADDRESS_DIALOG_PARAMS,
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    endereco: true
  }
}
