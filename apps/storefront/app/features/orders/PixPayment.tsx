import {
  acompanharPedido,
  consultandoPagamento,
  pagamentoPixTitulo,
  pedidoNumeroAcompanhamento,
  pixAguardandoPagamento,
  pixCancelado,
  pixInstrucao,
  pixPagamentoAprovado,
  valorAPagar,
} from '@prato/domain/messages'
import { Button, PriceTag } from '@prato/ui'
import { Suspense } from 'react'
import { PixCode } from '#app/components/pix-code.deferred'
import type { PixPhase } from '#app/components/polling'
import * as styles from './orders.css'

/**
 * The PIX page's content (001 §2 pagamento-pix/{id}): the amount, the QR code and the copy-and-paste code, and
 * the payment's state — waiting, 'Consultando...' while the page polls (002 §4), 'Pagamento Aprovado', or
 * cancelled — with a link to the tracking page. Props only: the route polls and navigates.
 */
export function PixPayment({
  orderId,
  total,
  code,
  phase,
  trackingHref,
}: {
  orderId: number
  /** centavos */
  total: number
  code: string
  phase: PixPhase
  trackingHref: string
}) {
  return (
    <main className={styles.page} aria-labelledby="pix-titulo">
      <header className={styles.header}>
        <h1 id="pix-titulo" className={styles.title}>
          {pagamentoPixTitulo}
        </h1>
        <p className={styles.muted}>{pedidoNumeroAcompanhamento(orderId)}</p>
      </header>
      <section className={`${styles.card} ${styles.pixBox}`} aria-labelledby="pix-valor">
        <h2 id="pix-valor">
          {valorAPagar}: <PriceTag price={total} />
        </h2>
        <p className={styles.muted}>{pixInstrucao}</p>
        {phase === 'approved' || phase === 'cancelled' ? null : (
          <div className={styles.qrSlot}>
            <Suspense fallback={null}>
              <PixCode code={code} />
            </Suspense>
          </div>
        )}
        <p
          className={
            phase === 'approved' ? `${styles.pixStatus} ${styles.approved}` : styles.pixStatus
          }
          role="status"
        >
          {phase === 'approved'
            ? pixPagamentoAprovado
            : phase === 'cancelled'
              ? pixCancelado
              : phase === 'consulting'
                ? consultandoPagamento
                : pixAguardandoPagamento}
        </p>
        <Button href={trackingHref} variant={phase === 'approved' ? 'primary' : 'secondary'}>
          {acompanharPedido}
        </Button>
      </section>
    </main>
  )
}
