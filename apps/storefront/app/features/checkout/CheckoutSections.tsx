import { Suspense, type ComponentType, type ReactNode } from 'react'
import { formatMoney } from '@prato/domain'
import {
  alterarEndereco,
  alterarTroco,
  cartaoCarteira,
  cartaoFinal,
  continuarSemCadastro,
  entreParaFinalizar,
  entreParaFinalizarSemCadastro,
  entregaTitulo,
  enderecoEntregaRotulo,
  escolherPontoEntrega,
  fazerLogin,
  finalizandoPedido,
  finalizarPedido,
  formaEntrega,
  formaPagamentoTitulo,
  formasPagamentoIndisponiveis,
  informarEndereco,
  pagamentoEscolhido,
  pagamentoNaEntrega,
  pagamentoOnline,
  pagarComPix,
  receberNoEndereco,
  retirarNoLocal,
  retirarNoLocalDetalhe,
  semTroco,
  somentePontoEntrega,
  taxaIndisponivel,
  trocoParaValor,
  usarCartao,
} from '@prato/domain/messages'
import { Button, Prompt, Tabs } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { Form, useNavigate, useNavigation } from '@remix-run/react'
import { AlertBox } from '#app/components/AlertBox'
import type { FormReply } from '#app/components/forms'
import { ChosenDeliveryPoint } from './ChosenDeliveryPoint'
import type { Checkout, PaymentChosen } from './checkout.server'
import type { SavedCardListProps } from './SavedCardList'
import type { TableOrderFormProps } from './TableOrderForm'
import * as styles from './checkout.css'

/**
 * The checkout's deferred parts, given by the page from its island (routes/$tenant.carrinho.lazy.tsx, DESIGN §7: one
 * per route): rendered in full by the server, their code loaded after the first paint; each sits in its own
 * <Suspense>. Stories pass the components themselves.
 */
export type CheckoutParts = {
  /** The saved cards of tab 1 (the first tab only once a card or PIX is chosen). */
  SavedCardList: ComponentType<SavedCardListProps>
  /** A table cart's 'Finalizar pedido' (the form kit). */
  TableOrderForm: ComponentType<TableOrderFormProps>
}

/** One choice of a group of choices that are each a form post (they work without JavaScript); the table checkout uses it too. */
export function Choice({
  name,
  value,
  pressed,
  children,
}: {
  name: string
  value: string
  pressed: boolean
  children: ReactNode
}) {
  return (
    <li>
      <Button
        type="submit"
        name={name}
        value={value}
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed}
        fullWidth
      >
        {children}
      </Button>
    </li>
  )
}

/** Where the page links to: the dialogs of the address, the cash amount, the cards, and the delivery points. */
export type CheckoutLinks = {
  changeAddress: string
  /** The delivery point page (whose action also removes a chosen point: 'Mudar para delivery'). */
  points: string
  cash: (modalidade: number) => string
  login: string
  offline: string | null
}

/**
 * 001 §4 "Delivery mode": receive at an address (the account's main address, or the offline customer's, with the
 * fee line and 'Alterar endereço'), pickup ('Retirar no local' when the restaurant offers it), or a delivery point
 * (its own page; a chosen point overrides the address and 'Mudar para delivery' removes it). A restaurant serving
 * points only says so and links to them.
 */
export function DeliverySection({
  checkout,
  action,
  links,
  pickupAddress,
}: {
  checkout: Checkout
  action: string
  links: CheckoutLinks
  pickupAddress: string | null
}) {
  const { delivery, options } = checkout
  if (delivery.kind === 'point')
    return <ChosenDeliveryPoint point={delivery.point} action={links.points} />
  return (
    <section className={styles.section} aria-labelledby="checkout-entrega">
      <h2 id="checkout-entrega">{entregaTitulo}</h2>
      {options.pointsOnly ? (
        <AlertBox alert={{ tone: 'warning', message: somentePontoEntrega }} />
      ) : (
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value="entrega" />
          <ul className={styles.choices} aria-label={formaEntrega}>
            <Choice name="entrega" value="endereco" pressed={delivery.kind === 'address'}>
              {receberNoEndereco}
            </Choice>
            {options.pickup ? (
              <Choice name="entrega" value="retirar" pressed={delivery.kind === 'pickup'}>
                {retirarNoLocal}
              </Choice>
            ) : null}
          </ul>
        </Form>
      )}
      {delivery.kind === 'pickup' && pickupAddress ? (
        <p className={styles.detail}>{retirarNoLocalDetalhe(pickupAddress)}</p>
      ) : null}
      {delivery.kind === 'address' && !options.pointsOnly ? (
        delivery.unavailable ? (
          <AlertBox alert={{ tone: 'warning', message: taxaIndisponivel }} />
        ) : delivery.address ? (
          <div className={styles.address}>
            <p>
              {enderecoEntregaRotulo}: <strong>{delivery.address.text}</strong>
            </p>
            {delivery.fee?.status === 'unavailable' ? (
              <AlertBox alert={{ tone: 'warning', message: taxaIndisponivel }} />
            ) : null}
            {checkout.customer !== 'anonymous' ? (
              <Button href={links.changeAddress} variant="ghost">
                {alterarEndereco}
              </Button>
            ) : null}
          </div>
        ) : checkout.customer !== 'anonymous' ? (
          <Button href={links.changeAddress} variant="secondary">
            {informarEndereco}
          </Button>
        ) : null
      ) : null}
      {options.points ? (
        <Button href={links.points} variant={options.pointsOnly ? 'primary' : 'ghost'}>
          {escolherPontoEntrega}
        </Button>
      ) : null}
    </section>
  )
}

function chosenValue(payment: PaymentChosen): string | null {
  switch (payment.kind) {
    case 'method':
      return `m:${payment.method.id}`
    case 'pix':
      return 'pix'
    case 'card':
      return 'cartao'
    default:
      return null
  }
}

/**
 * 001 §4 "Payment tabs": tab 0 pays on delivery with the restaurant's methods; tab 1 pays online (PIX, or a
 * saved card with 'Adicionar cartão'), offered only when flgAceitaPgtoDelivery and the diner is not offline. Each
 * choice is a form post kept in the cart; a cash method opens the cash dialog, and the amount chosen shows with
 * 'Alterar troco'.
 */
export function PaymentSection({
  checkout,
  action,
  links,
  preselectedCard,
  parts: { SavedCardList },
}: {
  checkout: Checkout
  action: string
  links: CheckoutLinks
  /** The card the new-card dialog came back with (`?cartao=`), checked first. */
  preselectedCard?: number | null
  parts: Pick<CheckoutParts, 'SavedCardList'>
}) {
  const { methods, payment, options } = checkout
  // 001 §8 "Other list-load failures are silently ignored": cards that could not be read show as none here
  const cards = checkout.cards ?? []
  const chosen = chosenValue(payment)
  const onDelivery = (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="pagamento" />
      {methods === null ? (
        <AlertBox alert={{ tone: 'warning', message: formasPagamentoIndisponiveis }} />
      ) : (
        <ul className={styles.choices} aria-label={pagamentoNaEntrega}>
          {methods.map((m) => (
            <Choice
              key={m.id}
              name="pagamento"
              value={`m:${m.id}`}
              pressed={chosen === `m:${m.id}`}
            >
              {m.nome}
            </Choice>
          ))}
        </ul>
      )}
    </Form>
  )
  const online = (
    <>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value="pagamento" />
        <ul className={styles.choices} aria-label={pagamentoOnline}>
          <Choice name="pagamento" value="pix" pressed={chosen === 'pix'}>
            {pagarComPix}
          </Choice>
        </ul>
      </Form>
      <Form method="post" action={action} preventScrollReset className={styles.column}>
        <input type="hidden" name="intent" value="pagamento" />
        <Suspense>
          <SavedCardList
            cards={cards}
            selectedId={payment.kind === 'card' ? payment.card.id : preselectedCard}
          />
        </Suspense>
        {cards.length > 0 ? (
          <div>
            <Button
              type="submit"
              name="pagamento"
              value="cartao"
              variant={payment.kind === 'card' ? 'primary' : 'secondary'}
            >
              {usarCartao}
            </Button>
          </div>
        ) : null}
      </Form>
    </>
  )
  const onlineChosen = payment.kind === 'pix' || payment.kind === 'card' || Boolean(preselectedCard)
  return (
    <section className={styles.section} aria-labelledby="checkout-pagamento">
      <h2 id="checkout-pagamento">{formaPagamentoTitulo}</h2>
      {options.online ? (
        <Tabs
          label={formaPagamentoTitulo}
          defaultValue={onlineChosen ? 'online' : 'entrega'}
          fullWidth
          items={[
            { value: 'entrega', label: pagamentoNaEntrega, content: onDelivery },
            { value: 'online', label: pagamentoOnline, content: online },
          ]}
        />
      ) : (
        onDelivery
      )}
      {payment.kind === 'card' ? (
        <p className={styles.detail}>
          {pagamentoEscolhido}: {cartaoCarteira} {cartaoFinal(payment.card.numerosFinais)}
        </p>
      ) : null}
      {payment.kind === 'method' && payment.method.cash ? (
        <p className={styles.address}>
          <span>
            {payment.valorPagamento !== null
              ? payment.valorPagamento === checkout.totals.total
                ? semTroco
                : trocoParaValor(formatMoney(payment.valorPagamento))
              : null}
          </span>
          <Button href={links.cash(payment.method.id)} variant="ghost">
            {alterarTroco}
          </Button>
        </p>
      ) : null}
    </section>
  )
}

/**
 * 'Finalizar pedido': the form carries only the checkout's key (everything else is the server's); disabled while
 * sending and for a visitor who is neither logged in nor an identified offline customer, who gets 'Fazer login'
 * (and 'Continuar sem cadastro' where the restaurant takes offline orders). A refusal of 001 §5 shows its message
 * with its actions: a dialog with JavaScript when it has two ('Atualizar telefone' / 'Cancelar pedido', 'Alterar
 * endereço' / 'Voltar'), in the page otherwise.
 */
export function FinalizeSection({
  checkout,
  action,
  links,
  answer,
  actionHref,
}: {
  checkout: Checkout
  action: string
  links: CheckoutLinks
  /** The place-order route's reply: a refusal (its alert carries the actions) or a failure. */
  answer: FormReply | null
  /** Where each refusal action leads (a dialog over the cart, or the cart itself). */
  actionHref: (intent: string) => string
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const sending = navigation.state !== 'idle' && navigation.formAction === action
  const anonymous = checkout.customer === 'anonymous'
  const alert = answer?.alert ?? null
  // a refusal of 001 §5 offers its actions; a failure of the order call has none
  const refusal = alert?.actions ? alert : null
  const failure = alert && !alert.actions ? alert : null
  const [first, second] = refusal?.actions ?? []
  return (
    <section className={styles.section} aria-label={finalizarPedido}>
      <AlertBox alert={failure} />
      {refusal && first && second ? (
        // Before hydration in the page, its answers links; a dialog after, whose second answer just closes it.
        <Prompt
          key={refusal.message}
          hydrated={hydrated}
          title={refusal.title}
          message={refusal.message}
          confirm={{
            label: first.label,
            href: actionHref(first.intent),
            onSelect: () => navigate(actionHref(first.intent), { preventScrollReset: true }),
          }}
          cancel={{ label: second.label, href: actionHref(second.intent) }}
        />
      ) : (
        <AlertBox alert={refusal} />
      )}
      {anonymous ? (
        <div className={styles.column}>
          <p className={styles.detail}>
            {links.offline ? entreParaFinalizar : entreParaFinalizarSemCadastro}
          </p>
          <div className={styles.actionsRow}>
            <Button href={links.login} variant="primary">
              {fazerLogin}
            </Button>
            {links.offline ? (
              <Button href={links.offline} variant="secondary">
                {continuarSemCadastro}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <Form method="post" action={action}>
        <input type="hidden" name="chave" value={checkout.chave ?? ''} />
        <Button
          type="submit"
          size="large"
          fullWidth
          loading={sending}
          disabled={anonymous || !checkout.chave}
        >
          {sending ? finalizandoPedido : finalizarPedido}
        </Button>
      </Form>
    </section>
  )
}
