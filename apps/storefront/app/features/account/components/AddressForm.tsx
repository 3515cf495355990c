import { getFormProps } from '@conform-to/react'
import { messages } from '@prato/domain'
import { Link } from '@remix-run/react'
import { addressSchema, ESTADOS } from '../domain-adapter'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, SelectInput, SubmitButton, TextInput } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'

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
  bairro: string
  cidade: string
  uf: string
  latitude: string
  longitude: string
}

const FIELDS: ReadonlyArray<keyof AddressFormValues> = [
  'id',
  'nome',
  'logradouro',
  'numero',
  'complemento',
  'referencia',
  'cep',
  'cepId',
  'bairro',
  'cidade',
  'uf',
  'latitude',
  'longitude',
]

/** Reads the form's values from query parameters; the name defaults to 'Minha casa' (000 §3). */
export function addressValuesFromParams(params: URLSearchParams): AddressFormValues {
  const values = Object.fromEntries(FIELDS.map((k) => [k, params.get(k) ?? ''])) as AddressFormValues
  if (!values.nome) values.nome = messages.defaultAddressName
  return values
}

const estadoOptions = ESTADOS.map((e) => ({ value: e.sigla, label: e.nome }))

/**
 * The address form (000 §3 "Address", §5 "Address"): nome, rua, número, complemento, referência, CEP, bairro,
 * cidade and estado. Street, neighbourhood, city and state usually come from the search; the action checks the
 * city and neighbourhood with the server again before saving.
 */
export function AddressForm({
  values,
  actionData,
}: {
  values: AddressFormValues
  actionData?: AccountActionData | null
}) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(addressSchema, {
    id: 'endereco',
    actionData,
    defaultValue: values,
  })
  return (
    <fetcher.Form method="post" action={place.action('endereco')} className="account-form" {...getFormProps(form)}>
      <AlertBox alert={alert} />
      <PlaceFields />
      <input type="hidden" name="id" value={values.id} />
      <input type="hidden" name="cepId" value={values.cepId} />
      <input type="hidden" name="latitude" value={values.latitude} />
      <input type="hidden" name="longitude" value={values.longitude} />
      <TextInput meta={fields.nome} label={messages.labelNomeEndereco} />
      <TextInput meta={fields.cep} label={messages.labelCep} inputMode="numeric" autoComplete="postal-code" />
      <TextInput meta={fields.logradouro} label={messages.labelRua} autoComplete="address-line1" />
      <TextInput meta={fields.numero} label={messages.labelNumero} />
      <TextInput meta={fields.complemento} label={messages.labelComplemento} autoComplete="address-line2" />
      <TextInput meta={fields.referencia} label={messages.labelReferencia} />
      <TextInput meta={fields.bairro} label={messages.labelBairro} autoComplete="address-level3" />
      <TextInput meta={fields.cidade} label={messages.labelCidade} autoComplete="address-level2" />
      <SelectInput meta={fields.uf} label={messages.labelEstado} options={estadoOptions} emptyLabel="" />
      <p>
        <Link to={place.href('pesquisar-endereco')}>{messages.pesquisarEndereco}</Link>
      </p>
      <div className="account-actions">
        <SubmitButton pending={pending}>{messages.salvar}</SubmitButton>
        <Link className="account-button" to={place.href('enderecos')}>
          {messages.cancelar}
        </Link>
      </div>
    </fetcher.Form>
  )
}
