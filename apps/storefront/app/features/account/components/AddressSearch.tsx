import { messages } from '@prato/domain'
import { Link, useFetcher } from '@remix-run/react'
import { accountLabels } from '../labels'
import type { PickedAddress, PlaceSuggestion } from '../types'
import { useAccountPlace } from './nav'
import { AlertBox } from './ui'

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
    <div className="account-form" aria-busy={busy || undefined}>
      <AlertBox alert={current.error ? { tone: 'danger', message: current.error } : null} />
      <search.Form method="get" action={action} className="account-search">
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <div className="account-field">
          <label htmlFor="pesquisa-cep">{messages.labelCep}</label>
          <input
            id="pesquisa-cep"
            name="cep"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            defaultValue={current.cep}
            key={`cep-${current.cep}`}
          />
        </div>
        <button type="submit" className="account-button">
          {accountLabels.buscarCep}
        </button>
      </search.Form>
      <p className="account-or">{accountLabels.ou}</p>
      <search.Form method="get" action={action} className="account-search">
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <div className="account-field">
          <label htmlFor="pesquisa-texto">{messages.pesquisarEndereco}</label>
          <input
            id="pesquisa-texto"
            name="pesquisa"
            type="search"
            autoComplete="street-address"
            defaultValue={current.pesquisa}
            key={`pesquisa-${current.pesquisa}`}
          />
        </div>
        <button type="submit" className="account-button">
          {accountLabels.pesquisar}
        </button>
      </search.Form>
      {current.pesquisa && !current.picked && current.suggestions.length === 0 && !current.error ? (
        <p role="status">{accountLabels.nenhumResultado}</p>
      ) : null}
      {current.suggestions.length > 0 && !current.picked ? (
        <ul className="account-suggestions" aria-label={messages.pesquisarEndereco}>
          {current.suggestions.map((s) => (
            <li key={s.placeId}>
              <search.Form method="get" action={action}>
                <input type="hidden" name="redirectTo" value={place.returnTo} />
                <input type="hidden" name="pesquisa" value={current.pesquisa} />
                <input type="hidden" name="placeId" value={s.placeId} />
                <button type="submit" className="account-suggestion">
                  {s.description}
                </button>
              </search.Form>
            </li>
          ))}
        </ul>
      ) : null}
      {current.picked ? (
        <div className="account-picked" role="status">
          <p>
            {[current.picked.logradouro, current.picked.bairro].filter(Boolean).join(', ')}
            <br />
            {[current.picked.cidade, current.picked.uf].filter(Boolean).join(' / ')}
            {current.picked.cep ? ` — ${messages.labelCep} ${current.picked.cep}` : ''}
          </p>
          <Link className="account-button account-button-primary" to={place.href('endereco', pickedParams(current.picked))}>
            {accountLabels.usarEndereco}
          </Link>
        </div>
      ) : null}
      <div className="account-actions">
        <Link className="account-button" to={place.href('enderecos')}>
          {messages.voltar}
        </Link>
      </div>
    </div>
  )
}
