import { ApiError } from '@prato/api-client'
import { tenantPath } from '@prato/domain'
import { eventos } from '@prato/domain/messages'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { EventsLanding } from '#app/features/events/EventsLanding'
import { eventsRequest, loadEventsLanding } from '#app/features/events/events.server'
import { RequestAbortedError } from '#app/lib/api.server'

/**
 * The events page (001 §2 /{tenant}/eventos): spaces and menu options, and 'Montar' to the wizard; only where the
 * restaurant takes event reservations (flgReservaEventoAtivo, the top menu's 'Eventos'). 001 §8 "Other list-load
 * failures are silently ignored": a list that cannot be read is an empty one (logged), 'Montar' stays.
 */
export const meta: MetaFunction = () => [{ title: eventos }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await eventsRequest(args)
  const lists = await loadEventsLanding(ctx).catch((error: unknown) => {
    // a visitor who left (a prefetch dropped by the navigation) has nothing to be told, nor to be logged
    if (error instanceof Response || error instanceof RequestAbortedError) throw error
    ctx.logger.warn('event lists unavailable', {
      tenant,
      kind: error instanceof ApiError ? error.kind : undefined,
    })
    return { spaces: [], menus: [] }
  })
  return {
    ...lists,
    wizardHref: tenantPath(tenant, 'eventos/carrinho'),
    reservationsHref: tenantPath(tenant, 'eventos/reservas'),
  }
}

export default function EventsScreen() {
  const { spaces, menus, wizardHref, reservationsHref } = useLoaderData<typeof loader>()
  return (
    <EventsLanding
      spaces={spaces}
      menus={menus}
      wizardHref={wizardHref}
      reservationsHref={reservationsHref}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    eventos: true
  }
}
