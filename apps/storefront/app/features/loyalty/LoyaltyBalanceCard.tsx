import {
  botaoFidelidade,
  participeFidelidade,
  quantidadePontos,
  saldoPontos,
  verFidelidade,
} from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { useId } from 'react'
import type { LoyaltyBalance } from './loyalty-view'
import * as styles from './loyalty.css'

/**
 * The loyalty balance on the table menu (issue 22): the diner's points with a link to their ledger, or, for a diner
 * who does not take part (or is not logged in), 'Participe do Plano de Fidelidade' to /{site}/fidelidade.
 */
export function LoyaltyBalanceCard({
  balance,
  href,
}: {
  balance: LoyaltyBalance
  /** /{site}/fidelidade */
  href: string
}) {
  const titleId = useId()
  return (
    <section className={`${styles.card} ${styles.balanceCard}`} aria-labelledby={titleId}>
      <div className={styles.stack}>
        <h2 id={titleId}>{botaoFidelidade}</h2>
        {balance.saldo === null ? null : (
          <p className={styles.balance}>
            <span>{saldoPontos}:</span>
            <span>{quantidadePontos(balance.saldo)}</span>
          </p>
        )}
      </div>
      <Button href={balance.saldo === null ? href : `${href}?aba=historico`} variant="secondary">
        {balance.saldo === null ? participeFidelidade : verFidelidade}
      </Button>
    </section>
  )
}
