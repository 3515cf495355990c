import { messages } from '@prato/domain'
import { MaskedField, TextField } from '@prato/ui'
import { formatCep } from '../domain-adapter'
import { useFetcher } from '@remix-run/react'
import { accountLabels } from '../labels'
import type { PickedAddress, PlaceSuggestion } from '../types'
import { useAccountPlace } from './nav'
import { AlertBox, LinkButton, SubmitButton, styles } from './ui'

/** What the address-search route's loader answers for a query (`?cep=`, `?pesquisa=`, `?placeId=`). */
export type AddressSearchData = {
  cep: string
  pesquisa: string
  suggestions: PlaceSuggestion[]
  picked: PickedAddress | null
  error: string | null
}

export const emptyAddressSearch: AddressSearchData = {
  cep: '',
  pesquisa: '',
  suggestions: [],
  picked: null,
  error: null,
}

/** The address-form query parameters that carry a picked address (read back by AddressForm). */
export function pickedParams(picked: PickedAddress) {
  return {
    cep: picked.cep,
    cepId: picked.cepId,
    logradouro: picked.logradouro,
    numero: picked.numero,
    nomeBairro: picked.bairro,
    bairroId: picked.bairroId,
    nomeCidade: picked.cidade,
    cidadeId: picked.cidadeId,
    uf: picked.uf,
    latitude: picked.latitude,
    longitude: picked.longitude,
  }
}

/**
 * Pesquisar endereço (000 §4): by CEP, or by free text through the maps service. Every step is a GET form, so
 * it works before JavaScript loads (the route renders the results); with JavaScript the results load in place.
 */
export function AddressSearch({ data }: { data?: AddressSearchData | null }) {
  const place = useAccountPlace()
  const search = useFetcher<AddressSearchData>()
  const current = search.data ?? data ?? emptyAddressSearch
  const action = place.action('pesquisar-endereco')
  const busy = search.state !== 'idle'
  return (
    <div className={styles.form} aria-busy={busy || undefined}>
      <AlertBox alert={current.error ? { tone: 'danger', message: current.error } : null} />
      <search.Form method="get" action={action} className={styles.search}>
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <MaskedField
          key={`cep-${current.cep}`}
          id="pesquisa-cep"
          name="cep"
          preset="cep"
          label={messages.labelCep}
          placeholder="00000-000"
          defaultValue={current.cep}
          reserveMessageSpace={false}
        />
        <SubmitButton variant="secondary">{accountLabels.buscarCep}</SubmitButton>
      </search.Form>
      <p className={styles.note}>{accountLabels.ou}</p>
      <search.Form method="get" action={action} className={styles.search}>
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <TextField
          key={`pesquisa-${current.pesquisa}`}
          id="pesquisa-texto"
          name="pesquisa"
          type="search"
          label={messages.pesquisarEndereco}
          autoComplete="street-address"
          defaultValue={current.pesquisa}
          reserveMessageSpace={false}
        />
        <SubmitButton variant="secondary">{accountLabels.pesquisar}</SubmitButton>
      </search.Form>
      {current.pesquisa && !current.picked && current.suggestions.length === 0 && !current.error ? (
        <p role="status">{accountLabels.nenhumResultado}</p>
      ) : null}
      {current.suggestions.length > 0 && !current.picked ? (
        <ul className={styles.list} aria-label={messages.pesquisarEndereco}>
          {current.suggestions.map((s) => (
            <li key={s.placeId}>
              <search.Form method="get" action={action}>
                <input type="hidden" name="redirectTo" value={place.returnTo} />
                <input type="hidden" name="pesquisa" value={current.pesquisa} />
                <input type="hidden" name="placeId" value={s.placeId} />
                <button type="submit" className={styles.suggestion}>
                  {s.description}
                </button>
              </search.Form>
            </li>
          ))}
        </ul>
      ) : null}
      {current.picked ? (
        <div className={styles.card} role="status">
          <p>
            {[current.picked.logradouro, current.picked.bairro].filter(Boolean).join(', ')}
            <br />
            {[current.picked.cidade, current.picked.uf].filter(Boolean).join(' / ')}
            {current.picked.cep ? ` — ${messages.labelCep} ${formatCep(current.picked.cep)}` : ''}
          </p>
          <div className={styles.actions}>
            <LinkButton to={place.href('endereco', pickedParams(current.picked))} variant="primary">
              {accountLabels.usarEndereco}
            </LinkButton>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <LinkButton to={place.href('enderecos')}>{messages.voltar}</LinkButton>
      </div>
    </div>
  )
}
