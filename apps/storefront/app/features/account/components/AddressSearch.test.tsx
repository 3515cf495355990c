// @vitest-environment jsdom
import {
  buscandoEnderecos,
  enderecosEncontrados,
  localizacaoNegada,
  nenhumResultado,
  pesquisarEndereco,
  usarMinhaLocalizacao,
} from '@prato/domain/messages'
import { createRemixStub } from '@remix-run/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useLocation } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Screen } from '#app/components/screen'
import { AddressSearch } from './AddressSearch'
import { SUGGEST_DEBOUNCE_MS, type SuggestAnswer } from './AddressSearch.suggest'
import { rua10Picked } from '#app/features/account/test/address-upstream'

// The live search in the browser: debounced requests to the app's resource route, stale answers dropped, the
// ARIA combobox pattern, and picking → the server's check → the address form, filled.

const TENANT = 'bella-napoli'

function FormPage() {
  const location = useLocation()
  return <p data-testid="form-url">{`${location.pathname}${location.search}`}</p>
}

function renderSearch() {
  const Stub = createRemixStub([
    {
      path: '/:tenant/enderecos/pesquisar',
      Component: () => (
        <Screen name="pesquisar-endereco">
          <AddressSearch />
        </Screen>
      ),
    },
    { path: '/:tenant/enderecos/novo', Component: FormPage },
  ])
  return render(<Stub initialEntries={[`/${TENANT}/enderecos/pesquisar`]} />)
}

type Pending = {
  url: URL
  resolve: (answer: SuggestAnswer) => void
  signal: AbortSignal | undefined
}
let pending: Pending[] = []

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  pending = []
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          pending.push({
            url: new URL(input, 'http://localhost'),
            signal: init?.signal ?? undefined,
            // the stub answers even when aborted: the gate, not the abort, must drop a late answer
            resolve: (answer) =>
              resolve(
                new Response(JSON.stringify(answer), {
                  headers: { 'Content-Type': 'application/json' },
                }),
              ),
          })
        }),
    ),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const combobox = () => screen.getByRole('combobox', { name: pesquisarEndereco })
const suggestions = (...labels: string[]): SuggestAnswer => ({
  kind: 'suggestions',
  query: '',
  suggestions: labels.map((label, i) => ({ id: `p${i}`, label })),
})

async function typeAndWait(text: string) {
  fireEvent.change(combobox(), { target: { value: text } })
  await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10))
}

describe('AddressSearch as the diner types', () => {
  it('asks the resource route once per pause in typing, from 3 characters', async () => {
    renderSearch()
    fireEvent.change(combobox(), { target: { value: 'Ru' } })
    fireEvent.change(combobox(), { target: { value: 'Rua' } })
    fireEvent.change(combobox(), { target: { value: 'Rua 1' } })
    expect(screen.getByRole('status').textContent).toContain(buscandoEnderecos)
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10))
    expect(pending.map((p) => `${p.url.pathname}?${p.url.searchParams}`)).toEqual([
      `/${TENANT}/enderecos/sugestoes?q=Rua+1`,
    ])
  })

  it('an answer that arrives after a newer one never overwrites it', async () => {
    renderSearch()
    await typeAndWait('Rua 1')
    await typeAndWait('Rua 10')
    expect(pending).toHaveLength(2)
    expect(pending[0]?.signal?.aborted).toBe(true)
    await act(async () =>
      pending[1]?.resolve(suggestions('Rua 10, 250 - Setor Oeste', 'Rua 1014, 75')),
    )
    await act(async () => pending[0]?.resolve(suggestions('Rua 1136, 150 - Setor Marista')))
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Rua 10, 250 - Setor Oeste', 'Rua 1014, 75'])
    expect(screen.getByRole('status').textContent).toContain(enderecosEncontrados(2))
  })

  it('says when nothing was found', async () => {
    renderSearch()
    await typeAndWait('Rua que não existe')
    await act(async () => pending[0]?.resolve(suggestions()))
    expect(screen.getByRole('status').textContent).toContain(nenhumResultado)
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
  })

  it('ARIA combobox: arrows move the active option, Enter picks it, the server checks it, the form opens filled', async () => {
    renderSearch()
    await typeAndWait('Rua 10')
    await act(async () =>
      pending[0]?.resolve(suggestions('Rua 10, 250 - Setor Oeste', 'Rua 1014, 75')),
    )
    const input = combobox()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    const first = screen.getAllByRole('option')[0]
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
    expect(first?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(pending.at(-1)?.url.searchParams.get('placeId')).toBe('p0')
    await act(async () =>
      pending.at(-1)?.resolve({
        kind: 'picked',
        picked: rua10Picked,
      }),
    )
    const url = new URL(
      (await screen.findByTestId('form-url')).textContent ?? '',
      'http://localhost',
    )
    expect(url.pathname).toBe(`/${TENANT}/enderecos/novo`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      logradouro: 'Rua 10',
      numero: '250',
      nomeBairro: 'Setor Oeste',
      bairroId: '104',
      nomeCidade: 'Goiânia',
      uf: 'GO',
      cep: '74125020',
      latitude: '-16.6834',
    })
  })

  it('Escape closes the list; a failure of the route is a Portuguese alert', async () => {
    renderSearch()
    await typeAndWait('Rua 10')
    await act(async () => pending[0]?.resolve(suggestions('Rua 10, 250')))
    fireEvent.keyDown(combobox(), { key: 'Escape' })
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    await typeAndWait('Rua 10x')
    await act(async () =>
      pending[1]?.resolve({
        kind: 'error',
        message: 'Não foi possível pesquisar endereços agora. Tente novamente.',
      }),
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível pesquisar endereços agora. Tente novamente.',
    )
  })
})

describe('Usar minha localização', () => {
  it('a denied permission is said in Portuguese and the search stays usable', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: 'denied',
          } as GeolocationPositionError),
      },
    })
    renderSearch()
    fireEvent.click(await screen.findByRole('button', { name: usarMinhaLocalizacao }))
    expect(screen.getByRole('alert').textContent).toContain(localizacaoNegada)
    expect((combobox() as HTMLInputElement).disabled).toBe(false)
    expect(pending).toHaveLength(0)
  })

  it('a granted position is reverse-geocoded through the resource route', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -16.6836, longitude: -49.266 } } as GeolocationPosition),
      },
    })
    renderSearch()
    fireEvent.click(await screen.findByRole('button', { name: usarMinhaLocalizacao }))
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(Object.fromEntries(pending[0]?.url.searchParams ?? [])).toEqual({
      lat: '-16.6836',
      lng: '-49.266',
    })
  })
})
