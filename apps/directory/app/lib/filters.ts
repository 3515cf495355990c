import { DEFAULT_CIDADE_ID, TIPO_EMPRESA_MENU, type TipoEmpresa } from './directory-rules'

/** The directory filters as they live in the URL (`/?cidadeId=…&tipoEmpresa=…&especialidadeId=…&nome=…`). */
export interface DirectoryFilters {
  /** null when the visitor cleared the city: the list is then empty (002 §4). */
  cidadeId: number | null
  tipoEmpresa: TipoEmpresa
  especialidadeId: number | null
  /** Applied locally only, never sent to the API (002 §3). */
  nome: string
}

const ID = /^[1-9][0-9]{0,9}$/

function parseId(value: string | null): number | null {
  return value !== null && ID.test(value.trim()) ? Number(value.trim()) : null
}

/**
 * "Filters start with cidadeId 1489 and tipoEmpresa 2 (delivery)" (002 §4): an absent city means the default,
 * while a city explicitly emptied (`cidadeId=`) means no city, which empties the list.
 */
export function parseFilters(search: URLSearchParams): DirectoryFilters {
  const rawCity = search.get('cidadeId')
  const rawType = search.get('tipoEmpresa')
  return {
    cidadeId: rawCity === null ? DEFAULT_CIDADE_ID : parseId(rawCity),
    // Anything but menu is the default type, delivery (DEFAULT_TIPO_EMPRESA = 2).
    tipoEmpresa: rawType === String(TIPO_EMPRESA_MENU) ? 1 : 2,
    especialidadeId: parseId(search.get('especialidadeId')),
    nome: (search.get('nome') ?? '').slice(0, 100),
  }
}

/** The canonical query string for a set of filters, in the order the form submits them. */
export function filtersToSearch(filters: DirectoryFilters): URLSearchParams {
  const search = new URLSearchParams()
  search.set('cidadeId', filters.cidadeId === null ? '' : String(filters.cidadeId))
  if (filters.especialidadeId !== null)
    search.set('especialidadeId', String(filters.especialidadeId))
  search.set('tipoEmpresa', String(filters.tipoEmpresa))
  if (filters.nome) search.set('nome', filters.nome)
  return search
}

/** Only the name changed: the list already loaded still answers, so the loader need not run again. */
export function onlyNameChanged(current: URLSearchParams, next: URLSearchParams): boolean {
  const a = parseFilters(current)
  const b = parseFilters(next)
  return (
    a.cidadeId === b.cidadeId &&
    a.tipoEmpresa === b.tipoEmpresa &&
    a.especialidadeId === b.especialidadeId &&
    a.nome !== b.nome
  )
}
