import {
  botaoAvaliar,
  botaoCancelarPedido,
  cancelamentoPorTelefone,
  descontoPedido,
  entregaGratis,
  entregaPedido,
  formaDePagamento,
  historicoDoPedido,
  itensDoPedido,
  mesaPedido,
  pedidoFeitoEm,
  pedidoNumeroAcompanhamento,
  pedidoPago,
  pontoDeEntregaPedido,
  responderPesquisa,
  retirarNoLocalPedido,
  semEnderecoPedido,
  statusDoPedido,
  subtotalPedido,
  taxaEntregaPedido,
  telefoneDoRestaurante,
  totalPedido,
} from '@prato/domain/messages'
import { Badge, Button, PriceTag } from '@prato/ui'
import type { ReactNode } from 'react'
import type { OrderDelivery, OrderView } from './order-view'
import * as styles from './orders.css'

export type RestaurantPhone = { display: string; href: string | null }

/**
 * The tracking page's content (001 §2 acompanhamento/{id}, §3 Order summary and status history, §4): the status
 * badge (danger cancelled, success finished, otherwise primary), 'Cancelar pedido' while the order may be
 * cancelled, the restaurant's phone once production started, 'Avaliar' when the order may be rated, the history,
 * the items, the totals, where it goes and how it is paid. Props only: the route polls and passes the order. The
 * history's detail and a table order's 'Pedido #id' are the same content with their own links (and 'Pedir de novo');
 * a table order shows its table instead of a delivery fee.
 */
export function OrderTracking({
  order,
  cancelHref,
  rateHref,
  surveyHref = null,
  phone,
  links,
  children,
}: {
  order: OrderView
  /** The cancel dialog over this page; null when the order may not be cancelled here. */
  cancelHref: string | null
  /** The rating dialog over this page; null when the order may not be rated. */
  rateHref: string | null
  /** The satisfaction survey over this page, offered once the order is finished; null when not offered. */
  surveyHref?: string | null
  phone: RestaurantPhone | null
  /** The page's own ways on (the history's detail: back to the list, to the tracking page), after its actions. */
  links?: ReactNode
  /** What the page adds under the status (the history's detail: 'Pedir de novo' and its answer). */
  children?: ReactNode
}) {
  return (
    <main className={styles.page} aria-labelledby="pedido-titulo">
      <header className={styles.header}>
        <h1 id="pedido-titulo" className={styles.title}>
          {pedidoNumeroAcompanhamento(order.id)}
        </h1>
        {order.dataPedido ? (
          <p className={styles.muted}>{pedidoFeitoEm(order.dataPedido)}</p>
        ) : null}
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="pedido-status">
          <h2 id="pedido-status">{statusDoPedido}</h2>
          <p className={styles.statusRow} role="status">
            <Badge tone={order.tone}>{order.statusName}</Badge>
          </p>
          {order.cancelByPhone && phone ? (
            <p className={styles.phoneLine}>
              {cancelamentoPorTelefone}{' '}
              {phone.href ? (
                <a href={phone.href}>{telefoneDoRestaurante(phone.display)}</a>
              ) : (
                telefoneDoRestaurante(phone.display)
              )}
            </p>
          ) : null}
          {cancelHref || rateHref || surveyHref || links ? (
            <div className={styles.actions}>
              {cancelHref ? (
                <Button href={cancelHref} variant="secondary">
                  {botaoCancelarPedido}
                </Button>
              ) : null}
              {rateHref ? (
                <Button href={rateHref} variant="primary">
                  {botaoAvaliar}
                </Button>
              ) : null}
              {surveyHref ? (
                <Button href={surveyHref} variant="secondary">
                  {responderPesquisa}
                </Button>
              ) : null}
              {links}
            </div>
          ) : null}
          {children}
          {order.historico.length > 0 ? (
            <>
              <h3>{historicoDoPedido}</h3>
              <ol className={styles.history}>
                {order.historico.map((h, index) => (
                  <li key={`${h.situacaoId}-${index}`}>
                    <strong>{h.nome}</strong>
                    <span className={styles.lineDetail}>{h.data}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="pedido-itens">
          <h2 id="pedido-itens">{itensDoPedido}</h2>
          <ul className={styles.list}>
            {order.items.map((item, index) => (
              <li key={index} className={styles.line}>
                <span>
                  {item.qtde}x {item.nome}
                  {item.variacoes.length > 0 ? (
                    <span className={styles.lineDetail}>{item.variacoes.join(', ')}</span>
                  ) : null}
                  {item.observacao ? (
                    <span className={styles.lineDetail}>{item.observacao}</span>
                  ) : null}
                </span>
                <PriceTag price={item.valorTotal} size="small" />
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>{subtotalPedido}</dt>
              <dd>
                <PriceTag price={order.subtotal} size="small" />
              </dd>
            </div>
            {order.desconto > 0 ? (
              <div>
                <dt>{descontoPedido}</dt>
                <dd>
                  − <PriceTag price={order.desconto} size="small" />
                </dd>
              </div>
            ) : null}
            {order.entrega.kind === 'mesa' ? null : (
              <div>
                <dt>{taxaEntregaPedido}</dt>
                <dd>
                  {order.entrega.kind === 'retirar' ? (
                    retirarNoLocalPedido
                  ) : order.taxaEntrega === 0 ? (
                    entregaGratis
                  ) : (
                    <PriceTag price={order.taxaEntrega} size="small" />
                  )}
                </dd>
              </div>
            )}
            <div className={styles.totalLine}>
              <dt>{totalPedido}</dt>
              <dd>
                <PriceTag price={order.total} size="small" />
              </dd>
            </div>
          </dl>
          <dl className={styles.facts}>
            <div>
              <dt>{entregaPedido}</dt>
              <dd>
                <DeliveryLine entrega={order.entrega} />
              </dd>
            </div>
            {order.pagamento ? (
              <div>
                <dt>{formaDePagamento}</dt>
                <dd>
                  {order.pagamento}
                  {order.pago ? ` — ${pedidoPago}` : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
    </main>
  )
}

function DeliveryLine({ entrega }: { entrega: OrderDelivery }) {
  switch (entrega.kind) {
    case 'retirar':
      return <>{retirarNoLocalPedido}</>
    case 'ponto':
      return (
        <>
          {pontoDeEntregaPedido}: {entrega.nome}
          {entrega.endereco ? <span className={styles.lineDetail}>{entrega.endereco}</span> : null}
        </>
      )
    case 'endereco':
      return <>{entrega.endereco}</>
    case 'mesa':
      return (
        <>
          {mesaPedido}: {entrega.nome}
        </>
      )
    case 'nenhum':
      return <>{semEnderecoPedido}</>
  }
}
