import {
  avaliacao,
  enviarAvaliacao,
  mensagemAvaliacao,
  pedidoNaoPodeSerAvaliado,
  voltarAoPedido,
} from '@prato/domain/messages'
import { StarRating } from '@prato/ui'
import { useScreenForm, type FormReply } from '#app/components/forms'
import { TextAreaInput } from '#app/components/form-choices'
import { ScreenNotice } from '#app/components/ScreenNotice'
import { OrderDialogForm } from './OrderDialogForm'

/**
 * 'Sua avaliação' (001 §2, §3 Rating, §5 "stars 1 to 5 required: 'Informe a avaliação!'"): five stars as a radio
 * group (one name, '1 estrela' … '5 estrelas'), an optional message, posted with the order's id.
 */
export function RateOrderForm({
  id,
  canRate,
  actionData,
}: {
  id: number
  canRate: boolean
  actionData?: FormReply | null
}) {
  const kit = useScreenForm((forms) => forms.ratingSchema, {
    id: 'avaliar-pedido',
    actionData,
  })
  if (!canRate)
    return (
      <ScreenNotice back={voltarAoPedido}>
        <p>{pedidoNaoPodeSerAvaliado}</p>
      </ScreenNotice>
    )
  const { fields } = kit
  const stars = fields.avaliacao
  const initialStars = Number(stars.initialValue)
  return (
    <OrderDialogForm
      screen="avaliar-pedido"
      kit={kit}
      id={id}
      idField="pedidoId"
      submit={enviarAvaliacao}
    >
      <StarRating
        key={stars.key}
        id={stars.id}
        name={stars.name}
        legend={avaliacao}
        defaultValue={Number.isInteger(initialStars) ? initialStars : undefined}
        error={stars.errors}
      />
      <TextAreaInput meta={fields.mensagem} label={mensagemAvaliacao} />
    </OrderDialogForm>
  )
}
