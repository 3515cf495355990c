import { formatMoney, type CartItem } from '@prato/domain'
import {
  atualizar,
  carrinhoAtualizando,
  carrinhoVazio,
  editarItem,
  limparCarrinho,
  precoPorUnidade,
  quantidadeDe,
  removerItem,
  remover,
  seuCarrinho,
  subtotal,
  verCardapio,
} from '@prato/domain/messages'
import { Button, Counter, EmptyState, Money } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { useFetcher, useFetchers } from '@remix-run/react'
import {
  cartLineFetcherKey,
  pendingQuantity,
  useOptimisticSubtotal,
} from '#app/components/pending-cart'
import * as styles from './cart.css'

function CartLine({
  line,
  action,
  editHref,
}: {
  line: CartItem
  action: string
  editHref: string
}) {
  const fetcher = useFetcher({ key: cartLineFetcherKey(line.uuid) })
  const hydrated = useHydrated()
  const fetchers = useFetchers()
  const { quantidade, pending } = pendingQuantity(line, fetchers)
  if (quantidade === null || quantidade === 0) return null
  const send = (next: number) =>
    fetcher.submit(
      { intent: 'quantidade', uuid: line.uuid, quantidade: String(next), via: 'fetcher' },
      { method: 'post', action },
    )
  return (
    <li className={styles.line} aria-busy={pending || undefined}>
      <div className={styles.lineHead}>
        <h2 className={styles.lineName}>
          {line.nomeCompleto}
          {line.tamanhoNome ? ` (${line.tamanhoNome})` : ''}
        </h2>
        <Money as="strong" value={line.valorUnitario * quantidade} />
      </div>
      {line.variacoesUsadas.length > 0 ? (
        <ul className={styles.choices}>
          {line.variacoesUsadas.map((chosen) => (
            <li key={`${chosen.variacaoId}-${chosen.itemId}`}>
              {chosen.quantidade > 1 ? `${chosen.quantidade}× ` : ''}
              {chosen.nomeCompleto}
            </li>
          ))}
        </ul>
      ) : null}
      {line.observacao ? <p className={styles.note}>{line.observacao}</p> : null}
      <p className={styles.unit}>{precoPorUnidade(formatMoney(line.valorUnitario))}</p>
      <div className={styles.lineActions}>
        <fetcher.Form method="post" action={action} className={styles.quantityForm}>
          <input type="hidden" name="intent" value="quantidade" />
          <input type="hidden" name="uuid" value={line.uuid} />
          <Counter
            name="quantidade"
            label={quantidadeDe(line.nomeCompleto)}
            hideLabel
            value={quantidade}
            onChange={send}
          />
          {/* without JavaScript the quantity is sent by this button; with it, as it changes (never drawn, then
              removed: no layout shift while the page hydrates) */}
          <noscript>
            <Button type="submit" variant="secondary" size="small">
              {atualizar}
            </Button>
          </noscript>
        </fetcher.Form>
        <Button href={editHref} variant="ghost" size="small">
          {editarItem}
        </Button>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="remover" />
          <input type="hidden" name="uuid" value={line.uuid} />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <Button
            type="submit"
            variant="ghost"
            size="small"
            aria-label={removerItem(line.nomeCompleto)}
          >
            {remover}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  )
}

/**
 * The cart (001 §2): its lines with their choices, a quantity counter on each (a keyed fetcher: the totals change
 * at once, the server confirms), edit and remove; the list is at most 350 px high and scrolls; the subtotal; and
 * 'Seu carrinho esta vazio!' when there is nothing in it.
 */
export function CartLines({
  items,
  action,
  editHref,
  menuHref,
}: {
  items: readonly CartItem[]
  action: string
  editHref: (line: CartItem) => string
  menuHref: string
}) {
  const optimistic = useOptimisticSubtotal(items)
  const clearing = useFetcher({ key: 'limpar-carrinho' })
  const hydrated = useHydrated()
  const cleared = clearing.formData?.get('intent') === 'limpar'
  if (items.length === 0 || cleared || (optimistic.subtotal === 0 && optimistic.pending)) {
    return (
      <EmptyState
        title={carrinhoVazio}
        headingLevel={2}
        action={<Button href={menuHref}>{verCardapio}</Button>}
      />
    )
  }
  return (
    <section className={styles.cart} aria-label={seuCarrinho}>
      {/* the list scrolls inside its 350 px; its buttons and fields take the focus there */}
      <ul className={styles.lines}>
        {items.map((line) => (
          <CartLine key={line.uuid} line={line} action={action} editHref={editHref(line)} />
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>{subtotal}</span>
        <Money as="strong" value={optimistic.subtotal} />
      </p>
      <p className={styles.pending} role="status" aria-live="polite">
        {optimistic.pending ? carrinhoAtualizando : ''}
      </p>
      <clearing.Form method="post" action={action}>
        <input type="hidden" name="intent" value="limpar" />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <Button type="submit" variant="secondary">
          {limparCarrinho}
        </Button>
      </clearing.Form>
    </section>
  )
}
