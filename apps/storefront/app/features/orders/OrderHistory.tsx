import { verAvaliacoes, verCardapioHistorico } from '@prato/domain/messages'
import { Button, EmptyState } from '@prato/ui'
import { HistoryCards } from './HistoryCards'
import * as styles from './history.css'
import * as orderStyles from './orders.css'
import type { HistoryCard } from './order-view'

/**
 * An order history page (001 §2 historico-pedidos 'Meus Pedidos - Delivery', historico-pedidos-menu 'Pedidos'): its
 * cards, newest first, or what an empty history says with a link to the menu; 'Ver avaliações' opens the
 * restaurant's ratings over it. Props only: the route loads the cards.
 */
export function OrderHistory({
  title,
  cards,
  detailHref,
  empty,
  menuHref,
  ratingsHref,
}: {
  title: string
  cards: HistoryCard[]
  detailHref: (id: number) => string
  /** What an empty history says. */
  empty: string
  /** The menu the empty history links to; null when this storefront has none. */
  menuHref: string | null
  /** The 'Avaliações' dialog over this page; null where it is not offered. */
  ratingsHref: string | null
}) {
  return (
    <main className={orderStyles.page} aria-labelledby="historico-titulo">
      <header className={styles.header}>
        <h1 id="historico-titulo" className={orderStyles.title}>
          {title}
        </h1>
        {ratingsHref ? (
          <Button href={ratingsHref} variant="secondary" size="small">
            {verAvaliacoes}
          </Button>
        ) : null}
      </header>
      {cards.length === 0 ? (
        <EmptyState
          title={empty}
          headingLevel={2}
          action={
            menuHref ? (
              <Button href={menuHref} variant="primary">
                {verCardapioHistorico}
              </Button>
            ) : null
          }
        />
      ) : (
        <HistoryCards cards={cards} detailHref={detailHref} />
      )}
    </main>
  )
}
