import { Suspense } from 'react'
import type { TableOrderKind } from '@prato/domain'
import {
  comoDesejaPedir,
  consumirNaMesa,
  escolherMesa,
  mesa,
  mesaEscolhida,
  pedidoConsumoDireto,
  pedidoMesaTitulo,
  pedidoNaComanda,
  pedidoSimplesOpcao,
  resumoPedido,
  retirarNoLocal,
  taxaServico,
  total,
  entreParaFinalizarSemCadastro,
  fazerLogin,
} from '@prato/domain/messages'
import { Button, Money } from '@prato/ui'
import { Form } from '@remix-run/react'
import type { FormReply } from '#app/components/forms'
import { Choice, PaymentSection, type CheckoutLinks, type CheckoutParts } from './CheckoutSections'
import type { TableCheckout } from './table-checkout.server'
import * as styles from './checkout.css'

const KIND_LABELS: Record<TableOrderKind, string> = {
  comanda: pedidoNaComanda,
  consumo: pedidoConsumoDireto,
  simples: pedidoSimplesOpcao,
}

/** Where the table checkout links to: the cart's own links, and the 'Mesa' dialog over the cart. */
export type TableCheckoutLinks = CheckoutLinks & { mesa: string }

/**
 * The table cart's checkout (001 §4–§7 on the premises): the kind of order ('Na comanda', 'Consumo direto',
 * 'Pedido simples', as offered to this diner), then for a tab order the name and tab key (the account code too for
 * a logged-out diner who did not come through the table) — filled in and locked for a logged-in diner's current
 * tab —, for a direct or simple order how it is received (at the table with its 'Mesa', or picked up) and paid;
 * the service charge and the total; and 'Finalizar pedido', whose refusals of rule 1 show beside their fields.
 * Each choice is a form post, and the order's form is the form kit's: it all works before JavaScript.
 */
export function TableCheckoutSection({
  table,
  cartAction,
  finalizeAction,
  links,
  answer,
  parts,
}: {
  table: TableCheckout
  cartAction: string
  finalizeAction: string
  links: TableCheckoutLinks
  /** The place-order route's reply: rule 1's field errors, or an alert. */
  answer: FormReply | null
  /** The saved cards and the order's form (conform and zod), from the cart page's island. */
  parts: CheckoutParts
}) {
  const { TableOrderForm } = parts
  const { kind, kinds, checkout } = table
  if (!kind)
    return (
      <section className={styles.section} aria-labelledby="pedido-mesa">
        <h2 id="pedido-mesa">{pedidoMesaTitulo}</h2>
        <p className={styles.detail}>{entreParaFinalizarSemCadastro}</p>
        <div>
          <Button href={links.login} variant="primary">
            {fazerLogin}
          </Button>
        </div>
      </section>
    )
  const direct = kind !== 'comanda'
  const pickup = checkout.delivery.kind === 'pickup'
  return (
    <>
      <section className={styles.section} aria-labelledby="pedido-mesa">
        <h2 id="pedido-mesa">{pedidoMesaTitulo}</h2>
        {kinds.length > 1 ? (
          <Form method="post" action={cartAction} preventScrollReset>
            <input type="hidden" name="intent" value="pedido-mesa" />
            <ul className={styles.choices} aria-label={comoDesejaPedir}>
              {kinds.map((k) => (
                <Choice key={k} name="pedidoMesa" value={k} pressed={k === kind}>
                  {KIND_LABELS[k]}
                </Choice>
              ))}
            </ul>
          </Form>
        ) : null}
        {direct && checkout.options.pickup ? (
          <Form method="post" action={cartAction} preventScrollReset>
            <input type="hidden" name="intent" value="entrega" />
            <ul className={styles.choices} aria-label={mesa}>
              <Choice name="entrega" value="endereco" pressed={!pickup}>
                {consumirNaMesa}
              </Choice>
              <Choice name="entrega" value="retirar" pressed={pickup}>
                {retirarNoLocal}
              </Choice>
            </ul>
          </Form>
        ) : null}
        {direct && !pickup ? (
          <p className={styles.address}>
            <span>{table.location ? mesaEscolhida(table.location.nome) : null}</span>
            <Button href={links.mesa} variant={table.location ? 'ghost' : 'secondary'}>
              {escolherMesa}
            </Button>
          </p>
        ) : null}
      </section>
      {direct ? (
        <PaymentSection checkout={checkout} action={cartAction} links={links} parts={parts} />
      ) : null}
      <section className={styles.summary} aria-labelledby="resumo-mesa">
        <h2 id="resumo-mesa">{resumoPedido}</h2>
        <dl className={styles.totals}>
          {checkout.totals.taxaServico > 0 ? (
            <div>
              <dt>{taxaServico}</dt>
              <dd>
                <Money value={checkout.totals.taxaServico} />
              </dd>
            </div>
          ) : null}
          <div className={styles.totalLine}>
            <dt>{total}</dt>
            <dd>
              <Money as="strong" value={checkout.totals.total} />
            </dd>
          </div>
        </dl>
      </section>
      <Suspense>
        <TableOrderForm
          key={kind}
          table={table}
          kind={kind}
          action={finalizeAction}
          answer={answer}
        />
      </Suspense>
    </>
  )
}
