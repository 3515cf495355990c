import { parseApiId, tenantPath } from '@prato/domain'
import { statusDaReserva } from '@prato/domain/messages'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { EventStatus } from '#app/features/events/EventStatus'
import {
  eventsFailure,
  eventsRequest,
  loadReservation,
  requireDiner,
} from '#app/features/events/events.server'
import type { RouteHandle } from '#app/lib/route-handle'

/**
 * A reservation's status page (001 §2 /{tenant}/eventos/{id}/status; §4 "After order: Reservation goes to
 * eventos/{id}/status"): the stepper APROVAÇÃO, PAGAMENTO, CONFIRMADA and the reservation's details. The diner's
 * own reservation only: an anonymous visitor logs in first; another diner's, or an unknown id, is a 404.
 */
export const meta: MetaFunction = () => [{ title: statusDaReserva }]

export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await eventsRequest(args)
  const id = parseApiId(args.params.id)
  if (id === null) throw new Response('Not Found', { status: 404 })
  requireDiner(ctx, args.request)
  const reservation = await loadReservation(ctx, id).catch(async (error: unknown) => {
    throw await eventsFailure(ctx, args.request, error)
  })
  return data(
    { reservation, reservationsHref: tenantPath(tenant, 'eventos/reservas') },
    { headers: await ctx.commit() },
  )
}

export default function EventStatusScreen() {
  const { reservation, reservationsHref } = useLoaderData<typeof loader>()
  return <EventStatus reservation={reservation} reservationsHref={reservationsHref} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
