import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { formatCep, formatPhone, offlinePersonSchema } from '@prato/domain'
import { informeBairro, salvarEnderecoFalhou, informacoesBasicas } from '@prato/domain/messages'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { isBot, readForm, reply, succeed } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { accountRequest, continueFrom, nextLocation } from '#app/features/account/account.server'
import { lookupCep } from '#app/features/account/addresses.server'
import {
  OfflineCustomerForm,
  emptyOfflineCustomer,
  type OfflineCustomerValues,
} from '#app/features/checkout/OfflineCustomerForm'
import {
  loadOfflinePerson,
  offlinePersonPayload,
  saveOfflinePerson,
} from '#app/features/checkout/offline-customer.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import type { TenantView } from '#app/lib/tenant.server'

/**
 * The offline customer's basic information (001 §3 "Offline person", §5 "Offline basic form"):
 * /{tenant}/informacoes-basicas and the `?dialog=informacoes-basicas` dialog that 'Continuar sem cadastro' opens.
 * Only where the restaurant takes orders from visitors without an account (wgPedidoDeliveryOFF); a visitor who
 * already gave their data finds it here to change it.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

/** Only restaurants with offline ordering have this screen. */
const offersOfflineOrdering = (view: TenantView) => view.flags.wgPedidoDeliveryOFF === true

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'informacoes-basicas')
  await requireTenantView(ctx, args.request, offersOfflineOrdering)
  const person = await loadOfflinePerson(ctx).catch(() => null)
  const values: OfflineCustomerValues = person
    ? {
        nome: person.nome,
        telefone: formatPhone(person.telefone),
        cep: person.cep ? formatCep(person.cep) : '',
        logradouro: person.logradouro,
        numero: person.numero,
        complemento: person.complemento ?? '',
        referencia: person.referencia ?? '',
        bairroId: person.bairroId ? String(person.bairroId) : '',
        nomeBairro: person.bairroNome,
        nomeCidade: person.cidadeNome,
        uf: person.ufSigla,
      }
    : emptyOfflineCustomer
  return data({ values }, { headers: await ctx.commit() })
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, api, tenant } = await accountRequest(args, 'informacoes-basicas')
  await requireTenantView(ctx, args.request, offersOfflineOrdering)
  const formData = await readForm(args.request)
  const submission = parseWithZod(formData, { schema: offlinePersonSchema })

  if (formData.get('intent') === 'cep') {
    // 'Buscar CEP': the street, neighbourhood, city and state of the CEP; an unknown one clears them (001 §5)
    const found = await lookupCep(api, String(formData.get('cep') ?? ''))
    const result = submission.reply()
    const address: Record<string, string> = found.ok
      ? {
          cep: formatCep(found.value.cep),
          logradouro: found.value.logradouro,
          bairroId: found.value.bairroId ? String(found.value.bairroId) : '',
          nomeBairro: found.value.bairro,
          nomeCidade: found.value.cidade,
          uf: found.value.uf,
        }
      : { logradouro: '', bairroId: '', nomeBairro: '', nomeCidade: '', uf: '' }
    const values = { ...result.initialValue, ...address }
    return reply(
      {
        result: {
          ...result,
          status: found.ok ? undefined : 'error',
          initialValue: values,
          // conform writes these values into the form's inputs (the diner's typing otherwise stays there)
          intent: { type: 'update', payload: { value: values } },
          // only the CEP's answer: the fields not filled yet are not the diner's mistake
          error: found.ok ? {} : { cep: [found.message] },
        },
      },
      found.ok ? 200 : 400,
    )
  }

  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (isBot(formData))
    return reply({ result: submission.reply({ formErrors: [salvarEnderecoFalhou] }) })
  // the address's ids are those of the CEP as the server finds it now, never the form's
  const found = await lookupCep(api, submission.value.cep)
  if (!found.ok)
    return reply({ result: submission.reply({ fieldErrors: { cep: [found.message] } }) })
  const { bairroId } = found.value
  if (bairroId == null)
    return reply({ result: submission.reply({ fieldErrors: { bairroId: [informeBairro] } }) })
  const saved = await saveOfflinePerson(
    ctx,
    offlinePersonPayload(submission.value, { ...found.value, bairroId }),
  ).catch((error: unknown) => {
    ctx.logger.error('offline customer not saved', { tenant, error: String(error) })
    return { ok: false as const, message: salvarEnderecoFalhou, upstream: true }
  })
  if (!saved.ok)
    return reply(
      { result: submission.reply({ formErrors: [saved.message] }) },
      'upstream' in saved ? 502 : 400,
    )
  return succeed(nextLocation(continueFrom(formData, args.request, tenant)), await ctx.commit())
}

export default function OfflineCustomerScreen() {
  const { values } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="informacoes-basicas">
      <OfflineCustomerForm values={values} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the offline customer's name and address (001 §3): the diner's own, kept by no cache
export const handle = {
  personal: true,
  // the offline customer's basic information (001 §3 "Offline person"), where the restaurant takes orders from
  // visitors without an account (wgPedidoDeliveryOFF); a logged-in diner has nothing to do there
  dialog: {
    name: 'informacoes-basicas',
    access: 'anonymous',
    size: 'large',
    title: informacoesBasicas,
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'informacoes-basicas': true
  }
}
