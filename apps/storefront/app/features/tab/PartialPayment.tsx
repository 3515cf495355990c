import {
  cancelar,
  confirmar,
  consultandoPagamento,
  idPagamentoComprovante,
  jaEfetueiPagamento,
  pagamentoAprovado,
  pixAguardandoPagamento,
  pixCancelado,
  pixInstrucao,
  restanteAPagar,
  valorAPagar,
  valorDoPagamento,
  valorPagoComprovante,
  voltarParaConta,
} from '@prato/domain/messages'
import { Button, Money } from '@prato/ui'
import { formatMoney } from '@prato/domain'
import { Suspense } from 'react'
import {
  LinkButton,
  ScreenForm,
  SubmitButton,
  TextInput,
  formStyles,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'
import { PixCode } from '#app/components/pix-code.deferred'
import type { PixPhase } from '#app/components/polling'
import type { PartialPaymentState, TabReceipt } from './tab-view'
import * as styles from './tab.css'

/**
 * The partial PIX payment dialog (002 §4, §5): the amount in R$ (mask, two decimals, no negatives, 0,00 by
 * default — or the split's share), 'Confirmar' → the QR code with its copy button, 'Já efetuei o pagamento' →
 * 'Consultando...' while the status is polled, and 'Pagamento Aprovado' with the receipt. Props only: the route
 * polls (`phase`, `receipt`) and says where 'Já efetuei o pagamento' goes without JavaScript (`consultarHref`).
 */
export function PartialPayment({
  state,
  tabHref,
  consultarHref,
  onConsultar,
  actionData,
}: {
  state: PartialPaymentState
  tabHref: string
  consultarHref: string
  /** With JavaScript: start polling here instead of following the link. */
  onConsultar?: () => void
  actionData?: FormReply | null
}) {
  if (state.step === 'valor')
    return (
      <AmountForm
        saidaId={state.saidaId}
        restante={state.restante}
        valor={state.valor}
        tabHref={tabHref}
        actionData={actionData}
      />
    )
  if (state.step === 'aprovado') return <Receipt receipt={state.receipt} tabHref={tabHref} />
  return (
    <PixCharge
      valor={state.valor}
      qrCode={state.qrCode}
      phase={state.phase}
      tabHref={tabHref}
      consultarHref={consultarHref}
      onConsultar={onConsultar}
    />
  )
}

function AmountForm({
  saidaId,
  restante,
  valor,
  tabHref,
  actionData,
}: {
  saidaId: number
  restante: number
  valor: number
  tabHref: string
  actionData?: FormReply | null
}) {
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.partialPaymentSchema,
    {
      id: 'pagar-conta',
      actionData,
      defaultValue: { saidaId: String(saidaId), valorPago: formatMoney(valor) },
    },
  )
  return (
    <ScreenForm screen="pagar-conta" kit={{ fetcher, form, alert }} query={{ saida: saidaId }}>
      <input type="hidden" name="saidaId" value={saidaId} />
      <p className={styles.muted}>
        {restanteAPagar}: <Money value={restante} />
      </p>
      <TextInput meta={fields.valorPago} label={valorDoPagamento} mask="money" />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{confirmar}</SubmitButton>
        <LinkButton to={tabHref}>{cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}

function PixCharge({
  valor,
  qrCode,
  phase,
  tabHref,
  consultarHref,
  onConsultar,
}: {
  valor: number
  qrCode: string
  phase: PixPhase
  tabHref: string
  consultarHref: string
  onConsultar?: (() => void) | undefined
}) {
  return (
    <div className={styles.dialogBody}>
      <p>
        {valorAPagar}: <Money as="strong" value={valor} />
      </p>
      {phase === 'cancelled' ? null : (
        <>
          <p className={styles.muted}>{pixInstrucao}</p>
          <div className={styles.qrSlot}>
            <Suspense fallback={null}>
              <PixCode code={qrCode} />
            </Suspense>
          </div>
        </>
      )}
      <p role="status">
        {phase === 'cancelled'
          ? pixCancelado
          : phase === 'consulting'
            ? consultandoPagamento
            : pixAguardandoPagamento}
      </p>
      <div className={formStyles.actions}>
        {phase === 'waiting' ? (
          <Button
            href={consultarHref}
            onClick={
              onConsultar
                ? (event) => {
                    event.preventDefault()
                    onConsultar()
                  }
                : undefined
            }
          >
            {jaEfetueiPagamento}
          </Button>
        ) : null}
        <LinkButton to={tabHref}>{voltarParaConta}</LinkButton>
      </div>
    </div>
  )
}

/** 002 §4 "After approval a receipt 'Pagamento Aprovado' is shown" (obter-comprovante: valorPago, paymentId). */
export function Receipt({ receipt, tabHref }: { receipt: TabReceipt; tabHref: string }) {
  return (
    <div className={styles.dialogBody}>
      <p role="status" className={styles.approved}>
        {pagamentoAprovado}
      </p>
      <dl className={styles.totals}>
        <div>
          <dt>{valorPagoComprovante}</dt>
          <dd>
            <Money value={receipt.valorPago} />
          </dd>
        </div>
        <div>
          <dt>{idPagamentoComprovante}</dt>
          <dd>{receipt.paymentId}</dd>
        </div>
      </dl>
      <LinkButton to={tabHref} variant="primary">
        {voltarParaConta}
      </LinkButton>
    </div>
  )
}
