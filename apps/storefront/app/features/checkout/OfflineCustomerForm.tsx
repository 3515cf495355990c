import {
  buscarCep,
  cancelar,
  labelBairro,
  labelCep,
  labelCidade,
  labelComplemento,
  labelEstado,
  labelNome,
  labelNumero,
  labelReferencia,
  labelRua,
  labelTelefone,
  salvar,
} from '@prato/domain/messages'
import { TextField } from '@prato/ui'
import { useScreenPlace } from '#app/components/screen'
import {
  LinkButton,
  ScreenForm,
  SubmitButton,
  TextInput,
  currentValue,
  formStyles,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'

/** The form's values as strings: the customer's saved data, or what a CEP lookup filled in. */
export type OfflineCustomerValues = {
  nome: string
  telefone: string
  cep: string
  logradouro: string
  numero: string
  complemento: string
  referencia: string
  bairroId: string
  nomeBairro: string
  nomeCidade: string
  uf: string
}

export const emptyOfflineCustomer: OfflineCustomerValues = {
  nome: '',
  telefone: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  referencia: '',
  bairroId: '',
  nomeBairro: '',
  nomeCidade: '',
  uf: '',
}

/**
 * The offline customer's basic information (001 §3 "Offline person", §5 "Offline basic form"): nome, telefone with
 * the mask (99) 9 9999-9999, and the address found by its CEP — 'Buscar CEP' fills the street, neighbourhood,
 * city and state (an unknown CEP says 'Este cep não existe na base dos correios!' and clears them). The domain's
 * schema checks it in the browser and again in the action, which takes the address's ids from its own lookup.
 */
export function OfflineCustomerForm({
  values,
  actionData,
}: {
  values: OfflineCustomerValues
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.offlinePersonSchema,
    {
      id: 'informacoes-basicas',
      actionData,
      defaultValue: values,
    },
  )
  // what the form holds now: the last answer of the action (a CEP lookup), else the values it opened with
  const current = (key: keyof OfflineCustomerValues): string =>
    currentValue(fields[key as keyof typeof fields], values[key])
  return (
    <ScreenForm screen="informacoes-basicas" kit={{ fetcher, form, alert }} honeypot>
      <input type="hidden" name="bairroId" value={current('bairroId')} />
      <TextInput meta={fields.nome} label={labelNome} autoComplete="name" />
      <TextInput meta={fields.telefone} label={labelTelefone} mask="phone" autoComplete="tel" />
      <TextInput meta={fields.cep} label={labelCep} mask="cep" autoComplete="postal-code" />
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="cep" variant="secondary" step>
          {buscarCep}
        </SubmitButton>
      </div>
      <TextInput meta={fields.logradouro} label={labelRua} autoComplete="address-line1" />
      <TextInput meta={fields.numero} label={labelNumero} />
      <TextInput meta={fields.complemento} label={labelComplemento} autoComplete="address-line2" />
      <TextInput meta={fields.referencia} label={labelReferencia} />
      {/* neighbourhood, city and state come from the CEP: shown, not typed */}
      <TextField
        id="informacoes-basicas-bairro"
        name="nomeBairro"
        label={labelBairro}
        value={current('nomeBairro')}
        error={fields.bairroId.errors}
        readOnly
      />
      <TextField
        id="informacoes-basicas-cidade"
        name="nomeCidade"
        label={labelCidade}
        value={current('nomeCidade')}
        readOnly
      />
      <TextField
        id="informacoes-basicas-uf"
        name="uf"
        label={labelEstado}
        value={current('uf')}
        readOnly
      />
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="salvar" pending={pending}>
          {salvar}
        </SubmitButton>
        <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}
