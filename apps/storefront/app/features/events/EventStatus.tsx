import {
  cardapioPorPessoa,
  dataDoEvento,
  espacoDoEvento,
  eventoPassoCardapio,
  eventoStatusAprovacao,
  eventoStatusConfirmada,
  eventoStatusPagamento,
  minhasReservasDeEventos,
  pessoasPrevistas,
  reservaCanceladaAviso,
  reservaNumero,
  situacaoDaReserva,
  statusDaReserva,
  totalDaReserva,
  valorDoEspaco,
} from '@prato/domain/messages'
import { Badge, Link, Money, Stepper } from '@prato/ui'
import type { EventReservationDetail } from './event-view'
import { reservationTone } from './reservation-tone'
import { Detail } from './Detail'
import * as styles from './events.css'

/** 001 §4 "Status page stepper: APROVAÇÃO, PAGAMENTO, CONFIRMADA." */
const STATUS_STEPS = [eventoStatusAprovacao, eventoStatusPagamento, eventoStatusConfirmada] as const

/**
 * The reservation's status page (001 §2 /{tenant}/eventos/{id}/status): where it stands on the stepper (a
 * cancelled reservation is off it, and says so) and its details (001 §3 "Reservation detail"). Props only.
 */
export function EventStatus({
  reservation,
  reservationsHref,
}: {
  reservation: EventReservationDetail
  reservationsHref: string
}) {
  const r = reservation
  const cancelled = r.step < 0
  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{reservaNumero(r.id)}</h1>
        <Badge tone={reservationTone(r.step)}>{r.situacaoNome}</Badge>
      </div>
      {cancelled ? (
        <p role="status">{reservaCanceladaAviso}</p>
      ) : (
        <Stepper steps={STATUS_STEPS} current={r.step} variant="status" label={statusDaReserva} />
      )}
      <section className={styles.card} aria-labelledby="reserva-detalhes">
        <h2 id="reserva-detalhes">{statusDaReserva}</h2>
        <dl className={styles.details}>
          <Detail term={situacaoDaReserva}>{r.situacaoNome}</Detail>
          <Detail term={dataDoEvento}>{r.dataEvento}</Detail>
          <Detail term={espacoDoEvento}>{r.ambienteNome}</Detail>
          <Detail term={valorDoEspaco}>
            <Money value={r.valorAmbiente} />
          </Detail>
          <Detail term={eventoPassoCardapio}>{r.cardapioNome}</Detail>
          <Detail term={cardapioPorPessoa}>
            <Money value={r.valorCardapio} />
          </Detail>
          <Detail term={pessoasPrevistas}>{r.qtdePessoasPrevista}</Detail>
        </dl>
        {r.valorTotal != null ? (
          <p className={styles.total}>
            <span>{totalDaReserva}</span>
            <Money value={r.valorTotal} />
          </p>
        ) : null}
      </section>
      <Link href={reservationsHref}>{minhasReservasDeEventos}</Link>
    </main>
  )
}
