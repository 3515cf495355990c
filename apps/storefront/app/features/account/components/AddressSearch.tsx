import {
  buscandoEnderecos,
  buscarCep,
  enderecosEncontrados,
  enderecosSugeridos,
  labelCep,
  localizacaoIndisponivel,
  localizacaoNegada,
  nenhumResultado,
  obtendoLocalizacao,
  ou,
  pesquisaEnderecoDica,
  pesquisaEnderecoFalhou,
  pesquisar,
  pesquisarEndereco,
  usarEndereco,
  usarMinhaLocalizacao,
  voltar,
} from '@prato/domain/messages'
import { Button, Combobox, MaskedField, type ComboboxOption } from '@prato/ui'
import { useFetcher, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatCep } from '@prato/domain'
import type { PlaceSuggestion } from '#app/features/account/types'
import type { PickedAddress } from '#app/lib/addresses.server'
import * as css from './AddressSearch.css'
import {
  classifyQuery,
  createLatestGate,
  readSuggestAnswer,
  SUGGEST_DEBOUNCE_MS,
  suggestionsUrl,
  type AddressSuggestion,
  type SuggestAnswer,
} from './AddressSearch.suggest'
import { useScreenPlace } from '#app/components/screen'
import { AlertBox } from '#app/components/AlertBox'
import { LinkButton, SubmitButton, formStyles } from '#app/components/forms'
import * as styles from './account.css'

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

/** The live search as the diner types. The last suggestions stay listed while newer ones load (no flicker). */
export type LiveSearch =
  | { status: 'idle' }
  | { status: 'loading'; suggestions: AddressSuggestion[] }
  | { status: 'ready'; suggestions: AddressSuggestion[] }
  | { status: 'error'; message: string }

/** Where the live parts of the search start: idle in the app; a given state in stories and tests. */
export type AddressSearchInitial = {
  text?: string
  live?: LiveSearch
  /** The listbox is open and this option is the active one (-1: none). */
  open?: boolean
  active?: number
  busy?: 'pick' | 'locate' | null
  alert?: string | null
}

type Resolve = { placeId: string } | { latitude: number; longitude: number }

/**
 * Asks the suggestions resource route. Only the newest request's answer is kept (createLatestGate): typing
 * aborts the request before it, and an answer that still arrives late is dropped.
 */
function useSuggestions(tenant: string, initial: LiveSearch) {
  const [live, setLive] = useState<LiveSearch>(initial)
  const gate = useRef<ReturnType<typeof createLatestGate> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  gate.current ??= createLatestGate()

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      gate.current?.cancel()
    },
    [],
  )

  const request = useCallback(
    async (query: { q: string } | Resolve): Promise<SuggestAnswer | null> => {
      const latest = gate.current ?? createLatestGate()
      const { ticket, signal } = latest.next()
      try {
        const response = await fetch(suggestionsUrl(tenant, query), {
          signal,
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        })
        const answer = await readSuggestAnswer(response, pesquisaEnderecoFalhou)
        return latest.isLatest(ticket) ? answer : null
      } catch {
        // an aborted request was replaced on purpose; any other failure is said, if it is still the newest
        return latest.isLatest(ticket) && !signal.aborted
          ? { kind: 'error', message: pesquisaEnderecoFalhou }
          : null
      }
    },
    [tenant],
  )

  const type = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      const query = classifyQuery(text)
      if (query.kind === 'short') {
        gate.current?.cancel()
        setLive({ status: 'idle' })
        return
      }
      setLive((before) => ({
        status: 'loading',
        suggestions:
          before.status === 'ready' || before.status === 'loading' ? before.suggestions : [],
      }))
      // A whole CEP is complete as typed: no reason to wait for more keystrokes.
      const delay = query.kind === 'cep' ? 0 : SUGGEST_DEBOUNCE_MS
      timer.current = setTimeout(() => {
        void request({ q: text }).then((answer) => {
          if (!answer) return
          if (answer.kind === 'suggestions')
            setLive({ status: 'ready', suggestions: answer.suggestions })
          else if (answer.kind === 'error') setLive({ status: 'error', message: answer.message })
        })
      }, delay)
    },
    [request],
  )

  const resolve = useCallback(
    (query: Resolve) => {
      clearTimeout(timer.current)
      return request(query)
    },
    [request],
  )

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    gate.current?.cancel()
    setLive({ status: 'idle' })
  }, [])

  return { live, type, resolve, reset }
}

/**
 * "Usar minha localização" shows once the page runs in the browser and it can locate: the server renders no
 * button (it could do nothing before JavaScript), and it appears after hydration, never during it, so the first
 * render matches the server's HTML.
 */
function useCanLocate() {
  const [canLocate, setCanLocate] = useState(false)
  useEffect(() => setCanLocate('geolocation' in navigator), [])
  return canLocate
}

/**
 * Pesquisar endereço (000 §4): by CEP, or by free text through the maps service. Without JavaScript every step
 * is a GET form and the route renders the results. With JavaScript the free-text field is @prato/ui's Combobox that
 * suggests as the diner types (a whole CEP goes to the CEP lookup), through the app's own resource route; picking
 * a suggestion, or "Usar minha localização", checks the place on the server and opens the address form filled.
 */
export function AddressSearch({
  data,
  initial,
}: {
  data?: AddressSearchData | null
  initial?: AddressSearchInitial
}) {
  const place = useScreenPlace()
  const navigate = useNavigate()
  const search = useFetcher<AddressSearchData>()
  const current = search.data ?? data ?? emptyAddressSearch
  const action = place.action('pesquisar-endereco')
  const { live, type, resolve, reset } = useSuggestions(
    place.tenant,
    initial?.live ?? { status: 'idle' },
  )
  const canLocate = useCanLocate()
  const [busy, setBusy] = useState<'pick' | 'locate' | null>(initial?.busy ?? null)
  const [alert, setAlert] = useState<string | null>(initial?.alert ?? null)

  const suggestions = live.status === 'ready' || live.status === 'loading' ? live.suggestions : []
  const options: ComboboxOption[] = suggestions.map((s) => ({ value: s.id, label: s.label }))
  // The submitted search's results (the no-JS path, or the Pesquisar button) show until the diner types again.
  const showSubmitted = live.status === 'idle' && busy == null

  const toForm = (picked: PickedAddress) => navigate(place.href('endereco', pickedParams(picked)))

  const settle = (answer: SuggestAnswer | null) => {
    setBusy(null)
    if (!answer) return
    if (answer.kind === 'picked') toForm(answer.picked)
    else setAlert(answer.kind === 'error' ? answer.message : pesquisaEnderecoFalhou)
  }

  const choose = (suggestion: AddressSuggestion) => {
    setAlert(null)
    // A CEP's suggestion was checked by the CEP base already; a place needs its details and the server's check.
    if (suggestion.picked) {
      toForm(suggestion.picked)
      return
    }
    setBusy('pick')
    void resolve({ placeId: suggestion.id }).then(settle)
  }

  const locate = () => {
    setAlert(null)
    if (!('geolocation' in navigator)) {
      setAlert(localizacaoIndisponivel)
      return
    }
    setBusy('locate')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }).then(settle)
      },
      (error) => {
        setBusy(null)
        setAlert(
          error.code === error.PERMISSION_DENIED ? localizacaoNegada : localizacaoIndisponivel,
        )
      },
      // A position a minute old is close enough for a delivery address, and answers at once.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  const statusText =
    busy === 'locate'
      ? obtendoLocalizacao
      : busy === 'pick' || live.status === 'loading'
        ? buscandoEnderecos
        : live.status === 'ready'
          ? live.suggestions.length > 0
            ? enderecosEncontrados(live.suggestions.length)
            : nenhumResultado
          : ''
  const alertText =
    alert ?? (live.status === 'error' ? live.message : showSubmitted ? current.error : null)

  return (
    <div className={formStyles.form} aria-busy={search.state !== 'idle' || undefined}>
      <AlertBox alert={alertText ? { tone: 'danger', message: alertText } : null} />
      <search.Form method="get" action={action} className={styles.search}>
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <MaskedField
          key={`cep-${current.cep}`}
          id="pesquisa-cep"
          name="cep"
          preset="cep"
          label={labelCep}
          placeholder="00000-000"
          defaultValue={current.cep}
          reserveMessageSpace={false}
        />
        <SubmitButton variant="secondary">{buscarCep}</SubmitButton>
      </search.Form>
      <p className={formStyles.note}>{ou}</p>
      <search.Form
        method="get"
        action={action}
        className={styles.search}
        onSubmit={() => {
          reset()
          setAlert(null)
        }}
      >
        <input type="hidden" name="redirectTo" value={place.returnTo} />
        <Combobox
          id="pesquisa-texto"
          className={css.searchBox}
          inputName="pesquisa"
          label={pesquisarEndereco}
          description={pesquisaEnderecoDica}
          listLabel={enderecosSugeridos}
          defaultInputValue={initial?.text ?? current.pesquisa}
          reserveMessageSpace={false}
          options={options}
          filter={false}
          loading={live.status === 'loading' || busy === 'pick'}
          status={statusText}
          inlineList
          selectionFollowsFocus
          plainBeforeHydration
          plainAutoComplete="street-address"
          defaultOpen={initial?.open}
          defaultActiveIndex={initial?.active}
          addon={<SubmitButton variant="secondary">{pesquisar}</SubmitButton>}
          onInputChange={(text) => {
            setAlert(null)
            type(text)
          }}
          onChange={(id) => {
            const suggestion = suggestions.find((s) => s.id === id)
            if (suggestion) choose(suggestion)
          }}
        />
      </search.Form>
      {showSubmitted &&
      current.pesquisa &&
      !current.picked &&
      current.suggestions.length === 0 &&
      !current.error ? (
        <p role="status">{nenhumResultado}</p>
      ) : null}
      {showSubmitted && current.suggestions.length > 0 && !current.picked ? (
        <ul className={styles.list} aria-label={pesquisarEndereco}>
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
      {showSubmitted && current.picked ? (
        <div className={styles.card} role="status">
          <p>
            {[current.picked.logradouro, current.picked.bairro].filter(Boolean).join(', ')}
            <br />
            {[current.picked.cidade, current.picked.uf].filter(Boolean).join(' / ')}
            {current.picked.cep ? ` — ${labelCep} ${formatCep(current.picked.cep)}` : ''}
          </p>
          <div className={formStyles.actions}>
            <LinkButton to={place.href('endereco', pickedParams(current.picked))} variant="primary">
              {usarEndereco}
            </LinkButton>
          </div>
        </div>
      ) : null}
      {/* after the results, so the button appearing once JavaScript runs moves nothing above it */}
      {canLocate ? (
        <div className={css.locate}>
          <Button type="button" variant="secondary" onClick={locate} loading={busy === 'locate'}>
            {usarMinhaLocalizacao}
          </Button>
        </div>
      ) : null}
      <div className={formStyles.actions}>
        <LinkButton to={place.href('enderecos')}>{voltar}</LinkButton>
      </div>
    </div>
  )
}
