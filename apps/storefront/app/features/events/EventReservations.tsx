import {
  carregandoReservas,
  minhasReservasDeEventos,
  nenhumaReservaDeEvento,
  novaReservaDeEvento,
  reservaNumero,
  verStatusDaReserva,
} from '@prato/domain/messages'
import { Badge, Button, EmptyState, Link, Money, Skeleton } from '@prato/ui'
import type { EventReservationLine } from './event-view'
import { reservationTone } from './reservation-tone'
import * as styles from './events.css'

/**
 * The diner's event reservations (002 §3 "Event booking placeholder", at /{tenant}/eventos/reservas): 'Reserva #id'
 * with the date, the space (in the time slot's place: an event is booked for the day, docs/decisions/0028), the
 * price and a status chip, each linking to its status page. Props only; the frame is `EventReservationsPage`.
 */
export function EventReservationList({
  reservations,
  wizardHref,
}: {
  reservations: EventReservationLine[]
  wizardHref: string
}) {
  if (reservations.length === 0)
    return (
      <EmptyState
        title={nenhumaReservaDeEvento}
        action={<Button href={wizardHref}>{novaReservaDeEvento}</Button>}
      />
    )
  return (
    <ul className={styles.list}>
      {reservations.map((r) => (
        <li key={r.id} className={styles.card}>
          <div className={styles.lineHead}>
            <h2>{reservaNumero(r.id)}</h2>
            <Badge tone={reservationTone(r.step)}>{r.situacaoNome}</Badge>
          </div>
          <p className={styles.lineHead}>
            <span>
              {r.dataEvento} · {r.ambienteNome}
            </span>
            <Money value={r.valorTotal} as="strong" />
          </p>
          <Link href={r.href} aria-label={`${verStatusDaReserva} ${reservaNumero(r.id)}`}>
            {verStatusDaReserva}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The list's place while the reservations load: the shape of three lines, named for screen readers. */
export function EventReservationsSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label={carregandoReservas}>
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.card}>
          <div className={styles.lineHead}>
            <Skeleton shape="text" width="8rem" />
            <Skeleton shape="rect" width="6rem" height="1.5rem" />
          </div>
          <Skeleton shape="text" lines={1} width="60%" />
          <Skeleton shape="text" width="5rem" />
        </li>
      ))}
    </ul>
  )
}

/** The page's frame: its title and 'Nova reserva', around the list or its skeleton. */
export function EventReservationsPage({
  wizardHref,
  children,
}: {
  wizardHref: string
  children: React.ReactNode
}) {
  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{minhasReservasDeEventos}</h1>
        <Button href={wizardHref} variant="secondary">
          {novaReservaDeEvento}
        </Button>
      </div>
      {children}
    </main>
  )
}
