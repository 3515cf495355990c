import { messages } from '@prato/domain'
import { TextField } from '@prato/ui'
import { Link } from '@remix-run/react'
import { estados, formatCep } from '@prato/domain'
import { positionKey } from '#app/features/account/address-position'
import { useScreenPlace } from '#app/components/screen'
import {
  SubmitButton,
  TextInput,
  LinkButton,
  formStyles,
  useScreenForm,
  type FormReply,
  ScreenForm,
  currentValue,
} from '#app/components/forms'
import { SelectInput } from '#app/components/form-choices'

/** The address form's values as strings (from a picked address in the URL, or from a saved address). */
export type AddressFormValues = {
  id: string
  nome: string
  logradouro: string
  numero: string
  complemento: string
  referencia: string
  cep: string
  cepId: string
  nomeBairro: string
  bairroId: string
  nomeCidade: string
  cidadeId: string
  uf: string
  latitude: string
  longitude: string
}

/**
 * The form's fields, which are also the URL parameters the address dialog takes (its route's `handle.dialog`): a
 * picked address, or the saved address being edited (`id`).
 */
export const ADDRESS_DIALOG_PARAMS = [
  'id',
  'nome',
  'logradouro',
  'numero',
  'complemento',
  'referencia',
  'cep',
  'cepId',
  'nomeBairro',
  'bairroId',
  'nomeCidade',
  'cidadeId',
  'uf',
  'latitude',
  'longitude',
] as const satisfies ReadonlyArray<keyof AddressFormValues>
const FIELDS: ReadonlyArray<keyof AddressFormValues> = ADDRESS_DIALOG_PARAMS

/** Reads the form's values from query parameters; the name defaults to 'Minha casa' (000 §3). */
export function addressValuesFromParams(params: URLSearchParams): AddressFormValues {
  const values = Object.fromEntries(
    FIELDS.map((k) => [k, params.get(k) ?? '']),
  ) as AddressFormValues
  if (!values.nome) values.nome = messages.defaultAddressName
  if (values.cep) values.cep = formatCep(values.cep)
  return values
}

const estadoOptions = estados.map((e) => ({ value: e.sigla, label: e.nome }))

/**
 * The address form (000 §3 "Address", §5 "Address"): nome, CEP, rua, número, complemento, referência, and the
 * neighbourhood, city and state found by the CEP or map search (000 §5 'Informe o bairro! Você precisa buscar o
 * endereço pelo CEP ou fazer uma pesquisa!' when there is none). The action checks the neighbourhood and the
 * city with the server again before saving.
 */
export function AddressForm({
  values,
  actionData,
}: {
  values: AddressFormValues
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.addressSchema, {
    id: 'endereco',
    actionData,
    defaultValue: values,
  })
  // What the form holds now: the last submission echoed back by the action (a failed save posted without
  // JavaScript lands on a URL without the picked address), else the values it opened with.
  const current = (key: keyof AddressFormValues): string =>
    currentValue(fields[key as keyof typeof fields], values[key])
  return (
    <ScreenForm screen="endereco" kit={{ fetcher, form, alert }}>
      {(['id', 'cepId', 'bairroId', 'cidadeId', 'latitude', 'longitude'] as const).map((k) => (
        <input key={k} type="hidden" name={k} value={current(k)} />
      ))}
      {values.latitude ? (
        <input type="hidden" name="posicaoDe" value={positionKey(values)} />
      ) : null}
      <TextInput meta={fields.nome} label={messages.labelNomeEndereco} />
      <TextInput meta={fields.cep} label={messages.labelCep} mask="cep" />
      <TextInput meta={fields.logradouro} label={messages.labelRua} autoComplete="address-line1" />
      <TextInput meta={fields.numero} label={messages.labelNumero} />
      <TextInput
        meta={fields.complemento}
        label={messages.labelComplemento}
        autoComplete="address-line2"
      />
      <TextInput meta={fields.referencia} label={messages.labelReferencia} />
      {/* Neighbourhood and city come from the search (their ids travel in hidden fields), so they are read-only. */}
      <TextField
        id="endereco-bairro"
        name="nomeBairro"
        label={messages.labelBairro}
        value={current('nomeBairro')}
        error={fields.bairroId.errors}
        readOnly
      />
      <TextField
        id="endereco-cidade"
        name="nomeCidade"
        label={messages.labelCidade}
        value={current('nomeCidade')}
        readOnly
      />
      <SelectInput meta={fields.uf} label={messages.labelEstado} options={estadoOptions} />
      <p>
        <Link className={formStyles.textLink} to={place.href('pesquisar-endereco')}>
          {messages.pesquisarEndereco}
        </Link>
      </p>
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{messages.salvar}</SubmitButton>
        <LinkButton to={place.href('enderecos')}>{messages.cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}
