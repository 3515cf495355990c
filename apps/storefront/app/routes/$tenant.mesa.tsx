import type { RouteHandle } from '#app/lib/route-handle'
import { mesaInvalida, mesa } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { AlertBox } from '#app/components/AlertBox'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm, reply } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { screenPath } from '#app/components/screens'
import { continueFrom, nextLocation } from '#app/features/account/account.server'
import { TableLocationPicker } from '#app/features/checkout/TableLocationPicker'
import { loadTableLocations } from '#app/lib/cart.server'
import { getStorefrontContext } from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * 'Mesa' (001 §2 "table location"): /{tenant}/mesa and `?dialog=mesa` over the cart, where a direct-consumption
 * order says where it is served. Choosing keeps the location in the cart (`ctx.cart.tableLocation`, checked
 * against the restaurant's list) and goes back.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  return data(
    {
      locations: await loadTableLocations(ctx),
      chosenId: ctx.cart.get().localizacaoMesaId,
    },
    { headers: await ctx.commit() },
  )
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  const form = await readForm(args.request)
  const answer = await ctx.cart.tableLocation(form.get('localizacaoId'))
  if (answer.errors.length > 0)
    return reply({ alert: { tone: 'danger', message: mesaInvalida } }, 400, await ctx.commit())
  const from = continueFrom(form, args.request, ctx.tenant.slug)
  const back = from.redirectTo ?? screenPath(ctx.tenant.slug, 'carrinho')
  return redirect(nextLocation({ ...from, redirectTo: back }), { headers: await ctx.commit() })
}

export default function TableLocationScreen() {
  const { locations, chosenId } = useScreenData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <Screen name="mesa">
      <AlertBox alert={answer?.alert ?? null} />
      <TableLocationPicker locations={locations} chosenId={chosenId} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own cart's choice
export const handle = {
  personal: true,
  // 001 §2 "table location ('Mesa')": where a direct-consumption order is served, chosen over the cart
  dialog: { name: 'mesa', access: 'anyone', size: 'small', title: mesa },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    mesa: true
  }
}
