import type { RouteHandle } from '#app/lib/route-handle'
import { avaliacoesTitulo } from '@prato/domain/messages'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { Screen, useScreenData } from '#app/components/screen'
import { RatingsList } from '#app/features/ratings/RatingsList'
import { loadRatings } from '#app/features/ratings/ratings.server'
import { getStorefrontContext } from '#app/lib/context.server'
import { tenantFailure } from '#app/lib/tenant-loader.server'

/**
 * 'Avaliações' (001 §2 ratings list; §3 "Listed rating"; §7 GET /v1/avaliacoes-empresas/{id}/ultimas-avaliacoes-
 * delivery): /{tenant}/avaliacoes, and the `?dialog=avaliacoes` dialog the landing page and the order history
 * open. Public: the restaurant's ratings are what any visitor reads before ordering.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext({ request, context, params })
  let company
  try {
    company = (await ctx.loadTenant()).company
  } catch (error) {
    throw await tenantFailure(ctx, request, error)
  }
  // the generic storefront of an unknown restaurant has no ratings to show
  if (!company) throw new Response('Not Found', { status: 404 })
  return { ratings: await loadRatings(ctx, company.empresaId) }
}

export default function RatingsScreen() {
  const { ratings } = useScreenData<typeof loader>()
  return (
    <Screen name="avaliacoes">
      <RatingsList ratings={ratings} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

export const handle = {
  // the restaurant's latest ratings (001 §2 'Avaliações'), from the landing page and the order history
  dialog: { name: 'avaliacoes', access: 'anyone', size: 'medium', title: avaliacoesTitulo },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    avaliacoes: true
  }
}
