import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  useLoaderData,
  useLocation,
  useNavigationType,
  useSearchParams,
  useSubmit,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { tipoEmpresaDescription } from '@prato/domain'
import { toCardModel } from '../features/directory/card-model'
import * as css from '../features/directory/directory.css'
import { FilterBar } from '../features/directory/FilterBar'
import { RestaurantGrid } from '../features/directory/RestaurantGrid'
import { getDirectoryApi } from '../lib/api.server'
import { matchesName } from '../lib/directory-rules'
import { getEnv, httpAllowedHosts } from '../lib/env.server'
import { onlyNameChanged, parseFilters } from '../lib/filters'
import { serializeJsonLd, useHydrated } from '@prato/web-server'
import { restaurantItemList } from '../lib/json-ld'
import { descriptions } from '../lib/seo.server'
import { container, pageTitle } from '../styles/global.css'
import { encontreSeuRestaurante, nomeProdutoPadrao } from '@prato/domain/messages'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${encontreSeuRestaurante} | ${nomeProdutoPadrao}` },
  { name: 'description', content: data?.description ?? '' },
]

/** The shell shows the app-download banner on this page only. */
export const handle = { appBanner: true }

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv()
  const api = getDirectoryApi()
  const filters = parseFilters(new URL(request.url).searchParams)
  const { cidadeId } = filters
  const [cities, specialties, restaurants] = await Promise.all([
    api.listCities().catch(() => []),
    api.listSpecialties().catch(() => []),
    // "If there is no city, the list is emptied"; "Restaurant list … failures: silently ignored" (002 §4, §8).
    cidadeId === null
      ? Promise.resolve([])
      : api
          .searchRestaurants({
            cidadeId,
            tipoEmpresa: filters.tipoEmpresa,
            especialidadeId: filters.especialidadeId,
          })
          .catch(() => []),
  ])
  const options = { storefrontUrl: env.STOREFRONT_URL, httpHosts: httpAllowedHosts(env) }
  const cards = restaurants.map((r) => toCardModel(r, options))
  // For crawlers: the restaurants this URL lists (name filter included), built here so the browser's
  // JavaScript does not carry the serialiser.
  const listed = cards.filter((r) => r.href && matchesName(r.nome, filters.nome))
  const jsonLd = serializeJsonLd(
    restaurantItemList(
      listed.map((r) => ({ name: r.nome, url: r.href as string, image: r.logoUrl })),
    ),
  )
  return {
    filters,
    cities,
    specialties,
    restaurants: cards,
    // The type's line travels as data: the two long sentences stay out of the page's JavaScript.
    descricaoTipo: tipoEmpresaDescription(filters.tipoEmpresa),
    jsonLd,
    description: descriptions.homeDescricao,
  }
}

/** The name is filtered in the browser: typing it changes the URL but must not refetch the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod || formMethod === 'GET') {
    if (
      currentUrl.pathname === nextUrl.pathname &&
      onlyNameChanged(currentUrl.searchParams, nextUrl.searchParams)
    ) {
      return false
    }
  }
  return defaultShouldRevalidate
}

export default function Home() {
  const { filters, cities, specialties, restaurants, descricaoTipo, jsonLd } =
    useLoaderData<typeof loader>()
  const [searchParams, setSearchParams] = useSearchParams()
  const submit = useSubmit()
  const enhanced = useHydrated()
  const [nome, setNome] = useState(filters.nome)
  // Another navigation (the header's home link, back and forward) brings its own name; the URL updates made while
  // typing are replacements and are ignored, so a late one can never undo a keystroke.
  const location = useLocation()
  const navigationType = useNavigationType()
  const urlNome = searchParams.get('nome') ?? ''
  useEffect(() => {
    if (navigationType !== 'REPLACE') setNome(urlNome)
    // Only a new location matters; urlNome and the navigation type belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])

  const onNomeChange = useCallback(
    (value: string) => {
      setNome(value)
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (value) next.set('nome', value)
          else next.delete('nome')
          return next
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  const onFiltersChange = useCallback(
    (form: HTMLFormElement) => submit(form, { preventScrollReset: true }),
    [submit],
  )

  const visible = useMemo(
    () => restaurants.filter((r) => matchesName(r.nome, nome)),
    [restaurants, nome],
  )

  return (
    <div className={container}>
      <h1 className={pageTitle}>{encontreSeuRestaurante}</h1>
      <FilterBar
        cities={cities}
        specialties={specialties}
        filters={filters}
        nome={nome}
        enhanced={enhanced}
        onFiltersChange={onFiltersChange}
        onNomeChange={onNomeChange}
      />
      <p className={css.description}>{descricaoTipo}</p>
      <RestaurantGrid restaurants={visible} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  )
}
