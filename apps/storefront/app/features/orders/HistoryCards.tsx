import {
  avalieEstePedidoHistorico,
  mesaPedido,
  pedidoNumeroAcompanhamento,
  pontoDeEntregaHistorico,
  retirarNoLocalNotaHistorico,
} from '@prato/domain/messages'
import { Badge, PriceTag, useLinkComponent } from '@prato/ui'
import * as styles from './history.css'
import type { HistoryCard } from './order-view'

/**
 * The history cards (001 §2): day and month/year, venue name, '(Retirar no local)', the status badge (danger
 * cancelled, success finished, otherwise primary), the 'Ponto de Entrega' and 'Avalie este pedido' badges, the
 * total. Each card opens its order's detail (its link, 'Pedido #id', covers the card).
 */
export function HistoryCards({
  cards,
  detailHref,
}: {
  cards: HistoryCard[]
  detailHref: (id: number) => string
}) {
  const Link = useLinkComponent()
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <span className={styles.date}>
            <span className={styles.day}>{card.dia}</span>
            <span className={styles.monthYear}>{card.mesAno}</span>
          </span>
          <h2 className={styles.venue}>
            {card.empresaNome}
            {card.retirar ? (
              <span className={styles.note}> {retirarNoLocalNotaHistorico}</span>
            ) : null}
          </h2>
          <div className={styles.badges}>
            <Badge tone={card.tone}>{card.statusName}</Badge>
            {card.pontoEntrega ? <Badge tone="info">{pontoDeEntregaHistorico}</Badge> : null}
            {card.avaliar ? <Badge tone="warning">{avalieEstePedidoHistorico}</Badge> : null}
            {card.mesa ? (
              <Badge tone="neutral">
                {mesaPedido}: {card.mesa}
              </Badge>
            ) : null}
          </div>
          <div className={styles.footer}>
            <Link className={styles.link} href={detailHref(card.id)}>
              {pedidoNumeroAcompanhamento(card.id)}
            </Link>
            <PriceTag price={card.total} size="small" className={styles.total} />
          </div>
        </li>
      ))}
    </ul>
  )
}
