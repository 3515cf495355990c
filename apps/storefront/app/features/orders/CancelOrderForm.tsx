import {
  cancelamentoPorTelefone,
  confirmarCancelamento,
  escolhaMotivo,
  pedidoNaoPodeSerCancelado,
  voltarAoPedido,
} from '@prato/domain/messages'
import { RadioGroup } from '@prato/ui'
import {
  formStyles,
  LinkButton,
  ScreenForm,
  SubmitButton,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'
import { useScreenPlace } from '#app/components/screen'

/**
 * The cancel-order reason dialog (001 §2, §5 "Cancel: reason required 'Informe o motivo do cancelamento'"): the
 * four reasons of 001 §3 as radios, posted with the order's id to the dialog's route. An order that can no longer
 * be cancelled here says so, with the way that is left (by phone).
 */
export function CancelOrderForm({
  id,
  canCancel,
  reasons,
  actionData,
}: {
  id: number
  canCancel: boolean
  reasons: ReadonlyArray<{ id: number; nome: string }>
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.cancelReasonSchema,
    {
      id: 'cancelar-pedido',
      actionData,
    },
  )
  if (!canCancel)
    return (
      <div className={formStyles.form}>
        <p>{pedidoNaoPodeSerCancelado}</p>
        <p>{cancelamentoPorTelefone}</p>
        <div className={formStyles.actions}>
          <LinkButton to={place.closeHref}>{voltarAoPedido}</LinkButton>
        </div>
      </div>
    )
  const motivo = fields.motivoCancelamentoId
  return (
    <ScreenForm screen="cancelar-pedido" kit={{ fetcher, form, alert }} query={{ id }}>
      <input type="hidden" name="id" value={id} />
      <RadioGroup
        id={motivo.id}
        name={motivo.name}
        legend={escolhaMotivo}
        options={reasons.map((r) => ({ value: String(r.id), label: r.nome }))}
        defaultValue={typeof motivo.initialValue === 'string' ? motivo.initialValue : undefined}
        error={motivo.errors}
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{confirmarCancelamento}</SubmitButton>
        <LinkButton to={place.closeHref}>{voltarAoPedido}</LinkButton>
      </div>
    </ScreenForm>
  )
}
