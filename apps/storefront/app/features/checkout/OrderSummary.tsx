import {
  computeTotals,
  deliveryFeeDisplay,
  type CartItem,
  type CartMode,
  type CartVoucher,
} from '@prato/domain'
import {
  aplicar,
  aviso,
  desconto,
  labelCupom,
  remover,
  resumoPedido,
  taxaEntrega,
  taxaNaoCalculada,
  total,
} from '@prato/domain/messages'
import { Button, Link, Money, Prompt, TextField } from '@prato/ui'
import { serverRefusal, useHydrated } from '@prato/web-server'
import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { AlertBox } from '#app/components/AlertBox'
import { useOptimisticSubtotal } from '#app/components/pending-cart'
import { cartError, type CartError, type CartReply } from '#app/lib/cart'
import * as styles from './checkout.css'

/** A voucher the cart refused (001 §5 "Voucher"). */
type VoucherRefusal = Extract<CartError, { code: 'voucher' }>

/** The delivery fee as the checkout read it (001 §7 "Fees", §8 "Delivery fee display"). */
export type FeeState = {
  retirarNoLocal: boolean
  /** An address or a delivery point is chosen. */
  hasAddress: boolean
  /** False when the restaurant does not deliver to the address. */
  aceitaEntrega?: boolean
  /** In centavos; null while not known. */
  taxaEntrega: number | null
  /** The fee call failed. */
  unavailable?: boolean
}

/**
 * The cart's totals (001 §4 "Voucher", §9): the voucher ('Aplicar', then its name and 'Remover'), the discount,
 * the delivery fee line (the chosen delivery point's fee, 'Grátis' at zero; 'Endereço não informado' until an
 * address or point is chosen) and the total, all priced by the domain from the server's cart — with the
 * quantities being changed counted at once, as the subtotal above.
 */
export function OrderSummary({
  items,
  mode,
  voucher,
  fee,
  changeAddressHref,
  action,
  refusal,
}: {
  items: readonly CartItem[]
  mode: CartMode | null
  voucher: CartVoucher | null
  fee: FeeState
  /** The 'Alterar endereço' link of a refused address. */
  changeAddressHref?: string | null
  action: string
  /** A refusal answered to a plain POST (without JavaScript). */
  refusal?: VoucherRefusal | null
}) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartReply>({ key: 'cupom' })
  const { subtotal } = useOptimisticSubtotal(items)
  const totals = computeTotals({
    items: [{ valorTotal: subtotal }],
    voucher,
    taxaEntrega: fee.taxaEntrega,
    retirarNoLocal: fee.retirarNoLocal,
    mode,
  })
  const feeLine = fee.unavailable
    ? { text: taxaNaoCalculada, tone: 'default' as const, action: undefined }
    : deliveryFeeDisplay(fee)
  // the server's own refusal of the post (a page opened by another address: an alert, not a cart answer) shows
  // where a voucher's would
  const refused = fetcher.data?.errors ? null : serverRefusal(fetcher.data)
  const problem =
    fetcher.state !== 'idle'
      ? null
      : refused
        ? { code: 'voucher' as const, field: 'cupom' as const, message: refused, aviso: false }
        : fetcher.data
          ? cartError(fetcher.data.errors, 'voucher')
          : (refusal ?? null)
  // 001 §5 "Voucher": an empty code is an 'Aviso' — a dialog once the page runs, in the page without JavaScript.
  const [dismissed, setDismissed] = useState<VoucherRefusal | null>(null)
  return (
    <section className={styles.summary} aria-labelledby="resumo-pedido">
      <h2 id="resumo-pedido">{resumoPedido}</h2>
      <fetcher.Form method="post" action={action} className={styles.searchRow}>
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        {voucher ? (
          <>
            <input type="hidden" name="intent" value="remover-cupom" />
            <p className={styles.voucherName}>
              {labelCupom}: <strong>{voucher.nome}</strong>
            </p>
            <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
              {remover}
            </Button>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="cupom" />
            <TextField
              id="cupom"
              name="cupom"
              label={labelCupom}
              autoComplete="off"
              maxLength={40}
              reserveMessageSpace={false}
            />
            <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
              {aplicar}
            </Button>
          </>
        )}
      </fetcher.Form>
      {problem?.aviso ? (
        <Prompt
          hydrated={hydrated}
          open={dismissed !== problem}
          onOpenChange={(open) => (open ? undefined : setDismissed(problem))}
          title={aviso}
          message={problem.message}
        />
      ) : problem ? (
        <AlertBox alert={{ tone: 'danger', message: problem.message }} />
      ) : null}
      <dl className={styles.totals}>
        {totals.desconto > 0 ? (
          <div>
            <dt>{desconto}</dt>
            <dd>
              − <Money value={totals.desconto} />
            </dd>
          </div>
        ) : null}
        {mode !== 'menu' ? (
          <div>
            <dt>{taxaEntrega}</dt>
            <dd
              className={
                feeLine.tone === 'success'
                  ? styles.free
                  : feeLine.tone === 'danger'
                    ? styles.refused
                    : undefined
              }
            >
              {feeLine.text}
              {feeLine.action && changeAddressHref ? (
                <>
                  {' '}
                  <Link href={changeAddressHref}>{feeLine.action}</Link>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div className={styles.totalLine}>
          <dt>{total}</dt>
          <dd>
            <Money as="strong" value={totals.total} />
          </dd>
        </div>
      </dl>
    </section>
  )
}
