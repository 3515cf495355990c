import {
  avaliacao,
  enviarAvaliacao,
  mensagemAvaliacao,
  pedidoNaoPodeSerAvaliado,
  voltarAoPedido,
} from '@prato/domain/messages'
import { StarRating, TextArea } from '@prato/ui'
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
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.ratingSchema, {
    id: 'avaliar-pedido',
    actionData,
  })
  if (!canRate)
    return (
      <div className={formStyles.form}>
        <p>{pedidoNaoPodeSerAvaliado}</p>
        <div className={formStyles.actions}>
          <LinkButton to={place.closeHref}>{voltarAoPedido}</LinkButton>
        </div>
      </div>
    )
  const stars = fields.avaliacao
  const initialStars = Number(stars.initialValue)
  return (
    <ScreenForm screen="avaliar-pedido" kit={{ fetcher, form, alert }} query={{ id }}>
      <input type="hidden" name="pedidoId" value={id} />
      <StarRating
        key={stars.key}
        id={stars.id}
        name={stars.name}
        legend={avaliacao}
        defaultValue={Number.isInteger(initialStars) ? initialStars : undefined}
        error={stars.errors}
      />
      <TextArea
        key={fields.mensagem.key}
        id={fields.mensagem.id}
        name={fields.mensagem.name}
        label={mensagemAvaliacao}
        error={fields.mensagem.errors}
        defaultValue={
          typeof fields.mensagem.initialValue === 'string'
            ? fields.mensagem.initialValue
            : undefined
        }
        rows={3}
        maxLength={1000}
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{enviarAvaliacao}</SubmitButton>
        <LinkButton to={place.closeHref}>{voltarAoPedido}</LinkButton>
      </div>
    </ScreenForm>
  )
}
