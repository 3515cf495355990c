import {
  labelDia,
  labelHorario,
  labelObservacao,
  labelPessoas,
  pagamentoPixTitulo,
  pixProcessamento,
  reservaCancelada,
  reservaNumero,
  reservaPrazoPagamento,
  total as totalLabel,
} from '@prato/domain/messages'
import { Badge, PriceTag } from '@prato/ui'
import { Suspense, type ReactNode } from 'react'
import { ReservationPixCode } from './deferred'
import type { ReservationView } from './reservation-view'
import * as styles from './reservations.css'

/**
 * A reservation (002 §2 step RESERVA, and each card of 'Reservas'): day, time, people, total, the payment status
 * ('Aguardando pagamento' / 'Pago', hidden when there is no charge) and, only while it is charged, not cancelled and
 * awaiting payment, the PIX area: to be paid within 30 minutes, confirmed within up to 10 (002 §4).
 */
export function ReservationDetail({
  reservation: r,
  heading = 'h2',
  children,
}: {
  reservation: ReservationView
  heading?: 'h2' | 'h3'
  /** A way on (the list's 'Ver reserva'). */
  children?: ReactNode
}) {
  const Heading = heading
  const titleId = `reserva-${r.id}`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.headRow}>
        <Heading id={titleId}>{reservaNumero(r.id)}</Heading>
        {r.cancelada ? <Badge tone="danger">{reservaCancelada}</Badge> : null}
        {!r.cancelada && r.pagamento ? (
          <Badge tone={r.aguardandoPagamento ? 'warning' : 'success'}>{r.pagamento}</Badge>
        ) : null}
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{labelDia}</dt>
          <dd>{r.data}</dd>
        </div>
        <div>
          <dt>{labelHorario}</dt>
          <dd>{r.hora}</dd>
        </div>
        <div>
          <dt>{labelPessoas}</dt>
          <dd>{r.pessoas}</dd>
        </div>
        {r.tipoCobranca === 'N' ? null : (
          <div>
            <dt>{totalLabel}</dt>
            <dd>
              <PriceTag price={r.total} />
            </dd>
          </div>
        )}
        {r.observacao ? (
          <div>
            <dt>{labelObservacao}</dt>
            <dd>{r.observacao}</dd>
          </div>
        ) : null}
      </dl>
      {r.pix ? (
        <section className={styles.pix} aria-labelledby={`${titleId}-pix`}>
          <h3 id={`${titleId}-pix`}>{pagamentoPixTitulo}</h3>
          <p>{reservaPrazoPagamento}</p>
          <p className={styles.muted}>{pixProcessamento}</p>
          <div className={styles.qr}>
            <Suspense fallback={null}>
              <ReservationPixCode code={r.pix} />
            </Suspense>
          </div>
        </section>
      ) : null}
      {children}
    </article>
  )
}
