import {
  cancelamentoPorTelefone,
  confirmarCancelamento,
  escolhaMotivo,
  pedidoNaoPodeSerCancelado,
  voltarAoPedido,
} from '@prato/domain/messages'
import { RadioGroup } from '@prato/ui'
import { useScreenForm, type FormReply } from '#app/components/forms'
import { ScreenNotice } from '#app/components/ScreenNotice'
import { OrderDialogForm } from './OrderDialogForm'

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
  const kit = useScreenForm((forms) => forms.cancelReasonSchema, {
    id: 'cancelar-pedido',
    actionData,
  })
  if (!canCancel)
    return (
      <ScreenNotice back={voltarAoPedido}>
        <p>{pedidoNaoPodeSerCancelado}</p>
        <p>{cancelamentoPorTelefone}</p>
      </ScreenNotice>
    )
  const motivo = kit.fields.motivoCancelamentoId
  return (
    <OrderDialogForm
      screen="cancelar-pedido"
      kit={kit}
      id={id}
      idField="id"
      submit={confirmarCancelamento}
    >
      <RadioGroup
        id={motivo.id}
        name={motivo.name}
        legend={escolhaMotivo}
        options={reasons.map((r) => ({ value: String(r.id), label: r.nome }))}
        defaultValue={typeof motivo.initialValue === 'string' ? motivo.initialValue : undefined}
        error={motivo.errors}
      />
    </OrderDialogForm>
  )
}
