import { personalPageFailure, personalPageHeaders } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { parseApiId, ratingSchema } from '@prato/domain'
import { pedidoNaoPodeSerAvaliado, suaAvaliacaoTitulo } from '@prato/domain/messages'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm, reply, succeed } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { accountRequest } from '#app/features/account/account.server'
import { RateOrderForm } from '#app/features/orders/RateOrderForm'
import { loadOrder, notFound, orderReturnPath, rateOrder } from '#app/features/orders/orders.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * 'Sua avaliação' (001 §2 dialogs; §3 Rating; §4 "'Avaliar' shows in FINALIZADO or SAIU_PARA_ENTREGA"; §5; §7 POST
 * /v1/avaliacoes-empresas/pedido-delivery; §8 "Rating failure: same as cancel failure text"):
 * `?dialog=avaliar-pedido&id=` over the tracking page, and /{tenant}/avaliar-pedido?id= as a page. Only the
 * logged-in diner's own order (another's or an unknown id: 404).
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

async function ratingRequest(args: LoaderFunctionArgs | ActionFunctionArgs, rawId: unknown) {
  const { ctx, user, tenant } = await accountRequest(args, 'avaliar-pedido')
  await requireTenantView(ctx, args.request)
  const id = parseApiId(rawId)
  if (id === null || !user) throw notFound()
  const order = await loadOrder(ctx, { kind: 'user', email: user.email }, id).catch(
    async (error: unknown) => {
      throw await personalPageFailure(ctx, args.request, error, 'order unavailable')
    },
  )
  return { ctx, user, tenant, order }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, order } = await ratingRequest(args, new URL(args.request.url).searchParams.get('id'))
  return data({ id: order.id, canRate: order.canRate }, { headers: await personalPageHeaders(ctx) })
}

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request)
  const { ctx, user, tenant, order } = await ratingRequest(args, formData.get('pedidoId'))
  const submission = parseWithZod(formData, { schema: ratingSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (!order.canRate)
    return reply({ result: submission.reply({ formErrors: [pedidoNaoPodeSerAvaliado] }) })
  const result = await rateOrder(ctx, order, {
    avaliacao: submission.value.avaliacao,
    mensagem: submission.value.mensagem,
    email: user.email,
  })
  if (!result.ok) return reply({ result: submission.reply({ formErrors: [result.message] }) })
  // back to the order's page the dialog was opened over (its tracking page, or its history detail)
  return succeed(orderReturnPath(tenant, order.id, formData.get('redirectTo')), await ctx.commit())
}

export default function RateOrderScreen() {
  const { id, canRate } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="avaliar-pedido">
      <RateOrderForm id={id} canRate={canRate} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  // after the order (001 §2, §5): 'Sua avaliação', over the tracking page
  dialog: {
    name: 'avaliar-pedido',
    access: 'user',
    size: 'medium',
    title: suaAvaliacaoTitulo,
    params: ['id'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'avaliar-pedido': true
  }
}
