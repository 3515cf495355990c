import { CARD_FORM_FIELDS } from '@prato/domain'
import {
  cancelar,
  dicaValidade,
  labelCodigoSeguranca,
  labelCpfCnpj,
  labelNomePortador,
  labelNumeroCartao,
  labelValidade,
  salvarCartao,
} from '@prato/domain/messages'
import { useScreenPlace } from '#app/components/screen'
import {
  LinkButton,
  ScreenForm,
  SubmitButton,
  TextInput,
  formStyles,
  useScreenForm,
  type FormAlert,
  type FormReply,
} from '#app/components/forms'

/**
 * The new card form (001 §3 "New card form", §5 "Card form"): nome do portador, número (mask of 16 digits),
 * validade 99/99, CVV (3 digits) and CPF or CNPJ, in the order the rules are checked. Each rule blocks with its
 * alert: the domain's schema reports only the first failing one, shown as the form's alert and next to its field.
 * The server's refusals (001 §8 "each server validation error shown in turn") come back as the form's errors.
 * The number and the CVV are never echoed back: a failed form comes back without them (TextInput, and the
 * action's reply hides them).
 */
export function CardForm({ actionData }: { actionData?: FormReply | null }) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.cardSchema, {
    id: 'novo-cartao',
    actionData,
  })
  const fieldError = CARD_FORM_FIELDS.map((name) => fields[name].errors?.[0]).find(Boolean)
  const serverErrors = form.errors ?? []
  const shown: FormAlert | null =
    serverErrors.length > 0
      ? { tone: 'danger', message: serverErrors.join(' ') }
      : (alert ?? (fieldError ? { tone: 'danger', message: fieldError } : null))
  return (
    <ScreenForm screen="novo-cartao" kit={{ fetcher, form, alert: shown }}>
      <TextInput meta={fields.nomePortador} label={labelNomePortador} autoComplete="cc-name" />
      <TextInput meta={fields.numeroCartao} label={labelNumeroCartao} mask="cardNumber" />
      <TextInput
        meta={fields.expiracao}
        label={labelValidade}
        mask="cardExpiry"
        description={dicaValidade}
      />
      <TextInput meta={fields.codigoSeguranca} label={labelCodigoSeguranca} mask="cvv" />
      <TextInput meta={fields.cpf} label={labelCpfCnpj} mask="cpfCnpj" />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{salvarCartao}</SubmitButton>
        <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}
