import type { TableOrderKind } from '@prato/domain'
import {
  contaAtualTravada,
  finalizandoPedido,
  finalizarPedido,
  labelChaveComanda,
  labelCodigoConta,
  labelNome,
} from '@prato/domain/messages'
import { getFormProps } from '@conform-to/react'
import { AlertBox } from '#app/components/AlertBox'
import {
  SubmitButton,
  TextInput,
  formStyles,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'
import type { TableCheckout } from './table-checkout.server'
import * as styles from './checkout.css'

/**
 * 'Finalizar pedido' of a table cart: the order key, and the fields of rule 1 for its kind (the form kit: conform with
 * the domain's schema). Its code loads after the cart's first paint; the server renders it whole, so it posts before.
 */
export type TableOrderFormProps = {
  table: TableCheckout
  kind: TableOrderKind
  action: string
  answer: FormReply | null
}

export function TableOrderForm({ table, kind, action, answer }: TableOrderFormProps) {
  const values = table.locked ?? table.prefill
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.tableOrderSchema(kind, { accountCode: table.accountCode }),
    {
      id: 'pedido-mesa',
      actionData: answer,
      defaultValue: { nome: values.nome, chaveComanda: values.chaveComanda },
    },
  )
  const locked = table.locked !== null
  return (
    <section className={styles.section} aria-label={finalizarPedido}>
      <fetcher.Form
        method="post"
        action={action}
        className={formStyles.form}
        {...getFormProps(form)}
      >
        <AlertBox alert={alert} />
        <input type="hidden" name="intent" value="mesa" />
        <input type="hidden" name="chave" value={table.checkout.chave ?? ''} />
        {locked ? <p className={styles.detail}>{contaAtualTravada}</p> : null}
        {kind !== 'consumo' ? (
          <TextInput meta={fields.nome} label={labelNome} autoComplete="name" readOnly={locked} />
        ) : null}
        {kind === 'comanda' ? (
          <>
            <TextInput
              meta={fields.chaveComanda}
              label={labelChaveComanda}
              autoComplete="off"
              readOnly={locked}
            />
            {table.accountCode ? (
              <TextInput meta={fields.codigoConta} label={labelCodigoConta} autoComplete="off" />
            ) : null}
          </>
        ) : null}
        <SubmitButton pending={pending}>
          {pending ? finalizandoPedido : finalizarPedido}
        </SubmitButton>
      </fetcher.Form>
    </section>
  )
}
