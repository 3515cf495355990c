import { ApiError } from '@prato/api-client'
import { tenantPath } from '@prato/domain'
import { minhasReservasDeEventos } from '@prato/domain/messages'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Await, useLoaderData, useRouteError } from '@remix-run/react'
import { Suspense } from 'react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import {
  EventReservationList,
  EventReservationsPage,
  EventReservationsSkeleton,
} from '#app/features/events/EventReservations'
import { eventsRequest, loadReservations, requireDiner } from '#app/features/events/events.server'
import { RequestAbortedError } from '#app/lib/api.server'
import type { RouteHandle } from '#app/lib/route-handle'

/**
 * The diner's event reservations (002 §3 "Event booking placeholder", /{site}/eventos/reservas): the list streams
 * in behind its skeleton (docs/decisions/0028). Given a short head start it is usually in the first HTML, so a
 * diner without JavaScript gets it too (React cannot reveal a streamed part without script); a slow answer
 * streams in afterwards instead of holding the page. 001 §8 "Other list-load failures are silently ignored": a
 * list that cannot be read is an empty one (logged).
 */
export const meta: MetaFunction = () => [{ title: minhasReservasDeEventos }]

export const handle: RouteHandle = { personal: true }

/** How long the page waits for the list before it streams it instead. */
const LIST_HEAD_START_MS = 300

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await eventsRequest(args)
  requireDiner(ctx, args.request)
  const reservations = loadReservations(ctx).catch((error: unknown) => {
    if (!(error instanceof RequestAbortedError))
      ctx.logger.warn('event reservations unavailable', {
        tenant,
        kind: error instanceof ApiError ? error.kind : undefined,
      })
    return []
  })
  const inTime = await Promise.race([
    reservations.then((lines) => ({ lines })),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), LIST_HEAD_START_MS)),
  ])
  return data(
    {
      // the list itself when it came in time: <Await> renders a value at once, in the first HTML (given a
      // promise, even a settled one, it would suspend and stream the list, which only script can reveal)
      reservations: inTime ? inTime.lines : reservations,
      wizardHref: tenantPath(tenant, 'eventos/carrinho'),
    },
    { headers: await ctx.commit() },
  )
}

export default function EventReservationsScreen() {
  const { reservations, wizardHref } = useLoaderData<typeof loader>()
  return (
    <EventReservationsPage wizardHref={wizardHref}>
      <Suspense fallback={<EventReservationsSkeleton />}>
        <Await resolve={reservations}>
          {(lines) => <EventReservationList reservations={lines} wizardHref={wizardHref} />}
        </Await>
      </Suspense>
    </EventReservationsPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
