import { CARD_BRANDS, cardBrandName } from '@prato/domain'
import {
  adicionarCartao,
  cartaoFinal,
  cartaoPrincipal,
  excluir,
  nenhumCartaoSalvo,
  tornarPrincipal,
} from '@prato/domain/messages'
import { Badge, Button } from '@prato/ui'
import { Form } from '@remix-run/react'
import type { SavedCard } from '#app/lib/payment.server'
import * as styles from './cards.css'

/** How a saved card is named on this page: its brand (001 §3 "Card brands", 'Outros' when unknown) and '**** 1234'. */
export function savedCardName(card: Pick<SavedCard, 'bandeira' | 'numerosFinais'>): string {
  const brand = cardBrandName(card.bandeira) ?? cardBrandName(CARD_BRANDS.Outros) ?? ''
  return `${brand} ${cartaoFinal(card.numerosFinais)}`.trim()
}

export type SavedCardsProps = {
  /** The diner's cards, the main one first; null when the list could not be read. */
  cards: readonly SavedCard[] | null
  /** Where this page's forms post (the page itself, without a pending confirmation). */
  action: string
  /** The delete confirmation of a card (`?excluir=<id>` on this page). */
  deleteHref: (id: number) => string
  /** The new card dialog over this page. */
  addHref: string
}

/**
 * The diner's saved cards (001 §2 minhas-formas-pagamento, §3 "Saved card": brand, holder, last digits, the main one
 * marked): 'Tornar principal' on the others (a form post), 'Excluir' (to its confirmation), and 'Adicionar cartão',
 * the checkout's new card dialog over this page. Never more of a number than its last four digits.
 */
export function SavedCards({ cards, action, deleteHref, addHref }: SavedCardsProps) {
  return (
    <>
      {cards && cards.length === 0 ? <p>{nenhumCartaoSalvo}</p> : null}
      {cards && cards.length > 0 ? (
        <ul className={styles.list}>
          {cards.map((card) => {
            const name = savedCardName(card)
            return (
              <li key={card.id} className={styles.card}>
                <div>
                  <p className={styles.cardName}>
                    <strong>{name}</strong>
                    {card.principal ? <Badge tone="success">{cartaoPrincipal}</Badge> : null}
                  </p>
                  <p className={styles.holder}>{card.nomePortador}</p>
                </div>
                <div className={styles.actions}>
                  {card.principal ? null : (
                    <Form method="post" action={action}>
                      <input type="hidden" name="id" value={card.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="principal"
                        variant="secondary"
                        aria-label={`${tornarPrincipal}: ${name}`}
                      >
                        {tornarPrincipal}
                      </Button>
                    </Form>
                  )}
                  <Button
                    href={deleteHref(card.id)}
                    variant="ghost"
                    aria-label={`${excluir}: ${name}`}
                  >
                    {excluir}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div>
        <Button href={addHref}>{adicionarCartao}</Button>
      </div>
    </>
  )
}
