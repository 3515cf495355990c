/**
 * The public directory (002 §2–§5): filters, type descriptions, restaurant cards, name search,
 * the contact form's states, the FAQ and the shopping-centre page.
 */
import {
  DEFAULT_CITY_ID,
  DEFAULT_TIPO_EMPRESA,
  TIPO_EMPRESA_DELIVERY,
  TIPO_EMPRESA_MENU,
} from './constants'
import { formatRating } from './format'
import { messages } from './catalogue'
import { createSearchIndex, search } from './search'
import type { SearchIndex } from './search'

export interface DirectoryFilters {
  cidadeId: number | null
  especialidadeId: number | null
  /** 1 = menu, 2 = delivery. */
  tipoEmpresa: number
  /** Applied locally (never sent). */
  nome: string
}

/** 002 §4 "Filters start with cidadeId 1489 and tipoEmpresa 2 (delivery)." */
export function defaultDirectoryFilters(): DirectoryFilters {
  return {
    cidadeId: DEFAULT_CITY_ID,
    especialidadeId: null,
    tipoEmpresa: DEFAULT_TIPO_EMPRESA,
    nome: '',
  }
}

/** 002 §4 "If there is no city, the list is emptied": whether to query the API at all. */
export function canSearchRestaurants(filters: Pick<DirectoryFilters, 'cidadeId'>): boolean {
  return Boolean(filters.cidadeId)
}

/** 002 §4 "Changing city, type or specialty reloads the list" (the name filter does not). */
export function filtersNeedReload(a: DirectoryFilters, b: DirectoryFilters): boolean {
  return (
    a.cidadeId !== b.cidadeId ||
    a.tipoEmpresa !== b.tipoEmpresa ||
    a.especialidadeId !== b.especialidadeId
  )
}

/** The query the restaurant search sends (tipoEmpresa, especialidadeId, cidadeId). */
export function restaurantQuery(filters: DirectoryFilters): {
  tipoEmpresa: number
  cidadeId: number | null
  especialidadeId?: number
} {
  return {
    tipoEmpresa: filters.tipoEmpresa,
    cidadeId: filters.cidadeId,
    ...(filters.especialidadeId ? { especialidadeId: filters.especialidadeId } : {}),
  }
}

/** 002 §2 description line of each type (1 menu, 2 delivery). */
export function tipoEmpresaDescription(tipoEmpresa: number): string {
  return tipoEmpresa === TIPO_EMPRESA_MENU
    ? messages.descricaoTipoMenu
    : messages.descricaoTipoDelivery
}

export const TIPOS_EMPRESA = [
  { id: TIPO_EMPRESA_DELIVERY, nome: messages.delivery },
  { id: TIPO_EMPRESA_MENU, nome: messages.menu },
] as const

/** 002 §2 "specialties as chips (split on commas)": trimmed, empties dropped. */
export function splitSpecialties(especialidades: string | null | undefined): string[] {
  return (especialidades ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** A restaurant of the directory list (002 §3). */
export interface DirectoryRestaurant {
  nome: string
  aberto: boolean
  mensagemPadrao?: string | null
  permaLink: string
  logoUrl?: string | null
  endBairro?: string | null
  endCidade?: string | null
  especialidades?: string | null
  avaliacao?: number | null
  flgDeliveryIndisponivel?: boolean
  flgMostraCardapioMenu?: boolean
}

export interface RestaurantCard {
  nome: string
  href: string
  status: { text: string; open: boolean }
  rating: string
  location: string
  modes: string[]
  specialties: string[]
  message: string
}

/**
 * 002 §2 card: name, Aberto/Fechado badge, rating with a comma decimal, 'neighbourhood - city',
 * the words Delivery or Menu when applicable, specialties as chips, the default message; links
 * to /{permaLink}.
 */
export function restaurantCard(r: DirectoryRestaurant): RestaurantCard {
  const modes: string[] = []
  if (!r.flgDeliveryIndisponivel) modes.push(messages.delivery)
  if (r.flgMostraCardapioMenu) modes.push(messages.menu)
  return {
    nome: r.nome,
    href: `/${r.permaLink}`,
    status: { text: r.aberto ? messages.aberto : messages.fechado, open: r.aberto },
    rating: formatRating(r.avaliacao),
    location: [r.endBairro, r.endCidade].filter((s) => s && s.trim()).join(' - '),
    modes,
    specialties: splitSpecialties(r.especialidades),
    message: r.mensagemPadrao ?? '',
  }
}

/** Index the list once per load; filter by name on each keystroke (ignoring case and accents). */
export function createRestaurantIndex<R extends { nome: string }>(
  restaurants: readonly R[],
): SearchIndex<R> {
  return createSearchIndex(restaurants, (r) => r.nome)
}

export function filterRestaurantsByName<R extends { nome: string }>(
  index: SearchIndex<R>,
  nome: string,
): R[] {
  return search(index, nome)
}

// ── Contact form (002 §4) ─────────────────────────────────────────────────────────────────────

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string }

export type ContactFormEvent =
  { type: 'submit' } | { type: 'success' } | { type: 'error' } | { type: 'edit' }

/**
 * "idle, then sending (button reads 'Enviando...' and is disabled), then success (form cleared) or
 * error". An edit after a result goes back to idle; a second submit while sending is ignored.
 */
export function contactFormReducer(
  state: ContactFormState,
  event: ContactFormEvent,
): ContactFormState {
  switch (event.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending' }
    case 'success':
      return { status: 'success', message: messages.contatoSucesso }
    case 'error':
      return { status: 'error', message: messages.contatoFalhou }
    case 'edit':
      return state.status === 'sending' ? state : { status: 'idle' }
  }
}

/** The submit button's label and state for a contact form state. */
export function contactSubmitButton(state: ContactFormState): { label: string; disabled: boolean } {
  return state.status === 'sending'
    ? { label: messages.enviando, disabled: true }
    : { label: messages.enviar, disabled: false }
}

/** 002 §4 "FAQ: one item open at a time; clicking the open item closes it." */
export function toggleFaq(openIndex: number | null, clicked: number): number | null {
  return openIndex === clicked ? null : clicked
}

/** 002 §2 "Clicking a store goes to /{store permalink}/qrcode." */
export function shoppingStoreHref(permaLink: string): string {
  return `/${permaLink}/qrcode`
}

/** The directory header links (002 §2), relative to the directory's base. */
export function directoryNav(product: string): Array<{ label: string; href: string }> {
  const base = product ? `/${product}` : ''
  return [
    { label: messages.encontraSeuRestaurante, href: '/' },
    { label: messages.comoFunciona, href: `${base}/como-funciona` },
    { label: messages.sejaNossoParceiro, href: `${base}/seja-nosso-parceiro` },
  ]
}
