import { useState } from 'react'
import { computeChange, formatMoney, parseMoney } from '@prato/domain'
import {
  cancelar,
  confirmar,
  seuTroco,
  totalComTaxa,
  trocoParaQuanto,
} from '@prato/domain/messages'
import { Money } from '@prato/ui'
import { useScreenPlace } from '#app/components/screen'
import {
  LinkButton,
  ScreenForm,
  SubmitButton,
  TextInput,
  formStyles,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'
import * as styles from './checkout.css'

/** The totals the cash dialog shows and checks (the server's, in centavos). */
export type CashTotals = { subtotal: number; desconto: number; taxaEntrega: number; total: number }

/**
 * The cash dialog (001 §5 "Cash"): the total including the delivery fee, 'Troco para quanto?', and the change as
 * it is typed (paid minus products minus discount plus fee). 'Informe o valor' when empty, 'O valor de pagamento
 * deve ser maior ou igual ao valor total!' below the total — in the browser, and again in the action against the
 * server's own total.
 */
export function CashForm({
  totals,
  modalidade,
  valorPagamento,
  actionData,
}: {
  totals: CashTotals
  modalidade: number
  valorPagamento: number | null
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.cashAmountSchemaFor(totals.total),
    {
      id: 'dinheiro',
      actionData,
      defaultValue: {
        valorPagamento: valorPagamento === null ? '' : formatMoney(valorPagamento),
      },
    },
  )
  const [typed, setTyped] = useState<number | null>(valorPagamento)
  const change =
    typed === null
      ? null
      : computeChange({
          valorPago: typed,
          valorProduto: totals.subtotal,
          desconto: totals.desconto,
          taxaEntrega: totals.taxaEntrega,
        })
  return (
    // the method travels in the action's URL too: a refused post without JavaScript answers this page again
    <ScreenForm screen="dinheiro" kit={{ fetcher, form, alert }} query={{ modalidade }}>
      <input type="hidden" name="modalidade" value={modalidade} />
      <p className={styles.cashTotal}>
        <span>{totalComTaxa}</span>
        <Money as="strong" value={totals.total} />
      </p>
      {/* the change follows what is typed, with or without the mask loaded */}
      <div onInput={(event) => setTyped(parseMoney((event.target as HTMLInputElement).value))}>
        <TextInput meta={fields.valorPagamento} label={trocoParaQuanto} mask="money" />
      </div>
      <p className={styles.detail} aria-live="polite">
        {change !== null && change >= 0 ? seuTroco(formatMoney(change)) : null}
      </p>
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{confirmar}</SubmitButton>
        <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}
