import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { pontoDeEntrega } from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm } from '#app/components/forms.server'
import { DeliveryPointPicker } from '#app/features/checkout/DeliveryPointPicker'
import { chosenPoint, loadDeliveryPoints } from '#app/features/checkout/delivery-points.server'
import * as styles from '#app/components/page.css'
import { menuFailure } from '#app/features/menu/menu.server'
import { screenPath } from '#app/components/screens'
import { getStorefrontContext } from '#app/lib/context.server'
import { getDeliveryPoint, setDeliveryPoint } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The delivery point page (001 §2 /{tenant}/delivery-ponto-entrega): the restaurant's active points, searchable;
 * choosing one stores it beside the cart (server-side session, per tenant) and opens the delivery menu. The cart
 * shows it with 'Mudar para delivery', which posts 'remover' here. Only where the restaurant serves delivery
 * points (flgPedidoPontoEntrega, or flgPedidoPontoEntregaConfig 'F').
 */
export const meta: MetaFunction = () => [{ title: pontoDeEntrega }]

async function pointsRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(
    ctx,
    args.request,
    (view) => view.flags.flgPedidoPontoEntrega || view.flags.flgPedidoPontoEntregaConfig === 'F',
  )
  const points = await loadDeliveryPoints(ctx).catch(async (error: unknown) => {
    throw await menuFailure(ctx, args.request, error)
  })
  return { ctx, points }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, points } = await pointsRequest(args)
  return {
    points,
    chosenId: getDeliveryPoint(ctx.session, ctx.tenant.slug)?.id ?? null,
    busca: (new URL(args.request.url).searchParams.get('busca') ?? '').slice(0, 100),
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, points } = await pointsRequest(args)
  const form = await readForm(args.request)
  const tenant = ctx.tenant.slug
  switch (form.get('intent')) {
    case 'escolher': {
      const point = chosenPoint(points, form.get('pontoEntregaId'))
      if (!point) return data({ error: true }, { status: 400 })
      setDeliveryPoint(ctx.session, tenant, point)
      return redirect(screenPath(tenant, 'delivery'), {
        headers: await ctx.commit(),
      })
    }
    case 'remover':
      // 'Mudar para delivery': back to delivery at an address
      setDeliveryPoint(ctx.session, tenant, null)
      return redirect(screenPath(tenant, 'carrinho'), { headers: await ctx.commit() })
  }
  return data({ error: true }, { status: 400 })
}

export default function DeliveryPointScreen() {
  const { points, chosenId, busca } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{pontoDeEntrega}</h1>
      <DeliveryPointPicker
        points={points}
        chosenId={chosenId}
        busca={busca}
        action={location.pathname}
      />
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    'delivery-ponto-entrega': true
  }
}
