import { isTableReservationActive } from '@prato/domain'
import { novaReserva, reservas, semReservas, verReserva } from '@prato/domain/messages'
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { Button, EmptyState } from '@prato/ui'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { loginHref } from '#app/components/dialogs'
import { screenPath } from '#app/components/screens'
import { ReservationDetail } from '#app/features/reservations/ReservationDetail'
import {
  loadMyReservations,
  reservationFailure,
} from '#app/features/reservations/reservations.server'
import * as styles from '#app/features/reservations/reservations.css'
import { getStorefrontContext } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { getUser, getUserToken } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * 'Reservas' (002 §2 /{site}/minhas-reservas): the diner's table reservations, each with its detail (day, time,
 * people, total, payment status) and a way to its page, where a reservation awaiting payment shows its PIX.
 */
export const meta: MetaFunction = () => [{ title: reservas }]

// the diner's own reservations: kept by no cache
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request, (view) =>
    isTableReservationActive(view.flags.flgStatusReservaMesaAtiva),
  )
  const url = new URL(args.request.url)
  if (!getUser(ctx.session) || !getUserToken(ctx.session))
    throw redirect(loginHref(ctx.tenant.slug, url.pathname))
  try {
    return {
      reservations: await loadMyReservations(ctx),
      reservaPath: screenPath(ctx.tenant.slug, 'reserva'),
    }
  } catch (error) {
    throw await reservationFailure(ctx, args.request, error)
  }
}

export default function MyReservations() {
  const { reservations, reservaPath } = useLoaderData<typeof loader>()
  return (
    <main className={styles.page} aria-labelledby="reservas-titulo">
      <h1 id="reservas-titulo" className={styles.title}>
        {reservas}
      </h1>
      <div className={styles.actions}>
        <Button href={reservaPath} variant="primary">
          {novaReserva}
        </Button>
      </div>
      {reservations.length === 0 ? (
        <EmptyState title={semReservas} headingLevel={2} />
      ) : (
        <ul className={styles.list}>
          {reservations.map((r) => (
            <li key={r.id}>
              {/* the list shows each one's detail; its PIX is on its own page */}
              <ReservationDetail reservation={{ ...r, pix: null }}>
                <div className={styles.actions}>
                  <Button href={`${reservaPath}?id=${r.id}`} variant="secondary">
                    {verReserva}
                  </Button>
                </div>
              </ReservationDetail>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    'minhas-reservas': true
  }
}
