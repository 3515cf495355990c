/**
 * Tenant configuration: slug rules, generic layout, top menu, cart link, landing buttons, pdvId,
 * layout choice and session predicates (000 §1–§4, 001 §2).
 */
import {
  DEFAULT_TENANT,
  OFFLINE_COOKIE_ID,
  OFFLINE_COOKIE_KEY,
  PDV_DELIVERY,
  PDV_MENU,
  SHOPPING_PREFIX,
} from './constants'
import { messages } from './catalogue'

// ── Slugs ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A tenant slug: lower-case letters, digits and inner hyphens, 1 to 64 characters. Checked before
 * any call so a hostile path segment never reaches an upstream URL.
 */
export const TENANT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

export function isValidTenantSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && TENANT_SLUG_PATTERN.test(slug)
}

/**
 * 000 §1 "The default tenant slug (also used when the slug is empty or equals the word for a
 * shopping-centre prefix) gets a generic layout and no company lookup is made."
 */
export function usesGenericLayout(slug: string | null | undefined): boolean {
  const s = (slug ?? '').trim().toLowerCase()
  return s === '' || s === DEFAULT_TENANT || s === SHOPPING_PREFIX
}

/**
 * The link to a page of a tenant. 000 §2 "The root / is used when the tenant is the default one."
 * tenantPath('bella', 'carrinho') → '/bella/carrinho'; tenantPath('prato', 'carrinho') → '/carrinho'.
 */
export function tenantPath(slug: string | null | undefined, path = ''): string {
  const rest = path.replace(/^\/+/, '')
  if (usesGenericLayout(slug)) return `/${rest}`
  return rest ? `/${slug}/${rest}` : `/${slug}`
}

/** 000 §7 "pdvId is 3 on the delivery path, otherwise 1." */
export function pdvIdForPath(pathname: string): typeof PDV_MENU | typeof PDV_DELIVERY {
  const segments = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? []
  return segments.some((s) => s === 'delivery' || s === 'cardapio') ? PDV_DELIVERY : PDV_MENU
}

/**
 * 000 §3 "The layout is chosen from modeloLayoutId, and an unknown layout falls back to a default
 * layout." (002 §2 says the same of the directory.)
 */
export function chooseLayout<L>(
  modeloLayoutId: number | string | null | undefined,
  layouts: Readonly<Record<number, L>>,
  fallback: L,
): L {
  const id = Number(modeloLayoutId)
  return Number.isInteger(id) && Object.hasOwn(layouts, id) ? (layouts[id] as L) : fallback
}

// ── Company layout flags ──────────────────────────────────────────────────────────────────────

/** The flags of the company layout configuration used by the rules here (000 §3, 001 §3). */
export interface LayoutFlags {
  flgDeliveryIndisponivel?: boolean
  flgMostraCardapioMenu?: boolean
  flgReservaEventoAtivo?: boolean
  /** 'A' or 'P' means table reservations are on. */
  flgStatusReservaMesaAtiva?: string | null
  flgMenuPedidoSimplesOk?: boolean
  wgPedidoDeliveryOFF?: boolean
  flgWGAtivoMenuSeguranca?: boolean
  flgWGAtivoDeliverySeguranca?: boolean
  flgPedidoPontoEntrega?: boolean
  /** 'F' means delivery points only. */
  flgPedidoPontoEntregaConfig?: string | null
  flgAceitaRetirarPedido?: boolean
  flgPedidoMenuComissionado?: boolean
  flgPedidoMenuSimples?: boolean
  flgPedidoMenuSimplesPosPago?: boolean
  flgAceitaPgtoDelivery?: boolean
  /** The venue takes tab orders from the app (001 §7 wg-pedido-comanda). */
  flgAceitaWGComanda?: boolean
  fidelidadeId?: number | null
  aberto?: boolean
  abertoDelivery?: boolean
  opcoesMenu?: {
    pedidoDiretoSomenteBalcao?: boolean
    pedidoComandaDeslogado?: boolean
    pedidoComandaByAccConta?: boolean
    pedidoDiretoAtivo?: boolean
  } | null
}

/** 'A' or 'P' (000 §2 "Reservas: shown if flgStatusReservaMesaAtiva is 'A' or 'P'"). */
export function isTableReservationActive(flag: string | null | undefined): boolean {
  return flag === 'A' || flag === 'P'
}

/** 001 §3 "flgPedidoPontoEntregaConfig ('F' means delivery points only)". */
export function onlyDeliveryPoints(flags: LayoutFlags): boolean {
  return Boolean(flags.flgPedidoPontoEntrega) && flags.flgPedidoPontoEntregaConfig === 'F'
}

/**
 * Whether the shop takes orders now for a mode: the delivery menu reads abertoDelivery (falling back
 * to aberto), the on-premises menu reads aberto. Feed it to `validateProduct`'s `shopOpen`.
 */
export function isShopOpen(
  flags: Pick<LayoutFlags, 'aberto' | 'abertoDelivery'>,
  mode: 'delivery' | 'menu',
): boolean {
  if (mode === 'delivery') return Boolean(flags.abertoDelivery ?? flags.aberto)
  return Boolean(flags.aberto)
}

// ── Session ───────────────────────────────────────────────────────────────────────────────────

/** Offline identity cookies (000 §6). */
export interface OfflineCookies {
  idPedidoOff?: string | null
  chavePedidoOff?: string | null
}

export function hasOfflineCookies(cookies: OfflineCookies | null | undefined): boolean {
  return Boolean(cookies?.[OFFLINE_COOKIE_ID] && cookies?.[OFFLINE_COOKIE_KEY])
}

/**
 * 001 §5 "offline delivery session is active (cookies plus wgPedidoDeliveryOFF)".
 */
export function isOfflineSessionActive(
  flags: Pick<LayoutFlags, 'wgPedidoDeliveryOFF'>,
  cookies: OfflineCookies | null | undefined,
): boolean {
  return Boolean(flags.wgPedidoDeliveryOFF) && hasOfflineCookies(cookies)
}

/** The user-info fields the session rules read. */
export interface SessionUser {
  nome?: string | null
  telefone?: string | null
  'phone-confirmed'?: string | null
}

/** 000 §4 "A user counts as logged in when stored user data exists." */
export function isLoggedIn(user: SessionUser | null | undefined): user is SessionUser {
  return user !== null && user !== undefined
}

/** 000 §4 "The phone counts as confirmed when phone-confirmed is 'true', or when there is no user." */
export function isPhoneConfirmed(user: SessionUser | null | undefined): boolean {
  return !isLoggedIn(user) || user['phone-confirmed'] === 'true'
}

/** 000 §4 "If a logged-in user has no phone, the phone dialog opens." */
export function needsPhoneDialog(user: SessionUser | null | undefined): boolean {
  return isLoggedIn(user) && !(user.telefone ?? '').trim()
}

// ── Top menu (000 §2) ─────────────────────────────────────────────────────────────────────────

export type TopMenuKey = 'delivery' | 'menu' | 'eventos' | 'reservas'

export interface MenuEntry {
  key: string
  label: string
  /** Path inside the tenant (pass to `tenantPath`). */
  path: string
}

/**
 * 000 §2 "Top menu visibility": Delivery unless flgDeliveryIndisponivel; Menu if
 * flgMostraCardapioMenu; Eventos if flgReservaEventoAtivo; Reservas if flgStatusReservaMesaAtiva is
 * 'A' or 'P'.
 */
export function topMenuEntries(flags: LayoutFlags): MenuEntry[] {
  const out: MenuEntry[] = []
  if (!flags.flgDeliveryIndisponivel)
    out.push({ key: 'delivery', label: messages.delivery, path: 'delivery' })
  if (flags.flgMostraCardapioMenu) out.push({ key: 'menu', label: messages.menu, path: 'menu' })
  if (flags.flgReservaEventoAtivo)
    out.push({ key: 'eventos', label: messages.eventos, path: 'eventos' })
  if (isTableReservationActive(flags.flgStatusReservaMesaAtiva)) {
    out.push({ key: 'reservas', label: messages.reservas, path: 'minhas-reservas' })
  }
  return out
}

/**
 * 000 §2 "Cart link: shown for a logged-in user. It is also shown when flgMenuPedidoSimplesOk is
 * set. It is also shown to an anonymous user holding both cookies idPedidoOff and chavePedidoOff
 * while wgPedidoDeliveryOFF is enabled."
 */
export function isCartLinkVisible(input: {
  loggedIn: boolean
  flags: Pick<LayoutFlags, 'flgMenuPedidoSimplesOk' | 'wgPedidoDeliveryOFF'>
  cookies?: OfflineCookies | null
}): boolean {
  if (input.loggedIn) return true
  if (input.flags.flgMenuPedidoSimplesOk) return true
  return isOfflineSessionActive(input.flags, input.cookies)
}

// ── Landing buttons (001 §2) ──────────────────────────────────────────────────────────────────

export interface Guide {
  id: number
  nome: string
}

/**
 * What the landing page knows. The spec names the messaging, WiFi and review-site data without
 * field names; the app maps the API's fields onto these.
 */
export interface LandingInput extends LayoutFlags {
  guias?: Guide[] | null
  urlMensagem?: string | null
  wifiNome?: string | null
  wifiSenha?: string | null
  urlAvaliacao?: string | null
  urlDownloadAndroid?: string | null
  urlDownloadIOS?: string | null
}

export type LandingButton =
  | { kind: 'guia'; key: string; label: string; path: string }
  | {
      kind: 'link'
      key: 'completo' | 'delivery' | 'fidelidade' | 'pontoEntrega' | 'reserva'
      label: string
      path: string
    }
  | {
      kind: 'external'
      key: 'mensagem' | 'avaliacao' | 'android' | 'ios'
      label: string
      url: string
    }
  | { kind: 'wifi'; key: 'wifi'; label: string; rede: string; senha: string }

/** The hostnames where `http:` is accepted: the local sandbox. */
export const LOCAL_HTTP_HOSTS: readonly string[] = ['localhost', '127.0.0.1']

/**
 * DESIGN §6: "A URL from the API (logo, app stores, messaging, review site, images) is used only after
 * `new URL()` parses it with protocol `https:` (or `http:` for the local sandbox); anything else is dropped."
 * The one URL guard of both apps, the server and the browser: `http:` only for the listed hostnames (the port does
 * not matter); a URL with credentials, longer than 2 KB or not a string is dropped too.
 */
export function safeExternalUrl(
  value: unknown,
  httpAllowedHosts: readonly string[] = LOCAL_HTTP_HOSTS,
): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > 2048) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && httpAllowedHosts.includes(url.hostname)) return url.href
  return null
}

/**
 * 002 / DESIGN §6: a redirect target from a query string is accepted only when it stays on the
 * app's own origin. Returns the path to redirect to, or the fallback.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  origin: string,
  fallback = '/',
): string {
  if (!target) return fallback
  try {
    const url = new URL(target, origin)
    if (url.origin !== new URL(origin).origin) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/**
 * 001 §2 landing buttons, in the specification's order: menu guides (when flgWGAtivoMenuSeguranca,
 * to menu/{guiaId}); Completo (menu, when flgMostraCardapioMenu); Delivery (unless
 * flgDeliveryIndisponivel); Fidelidade (fidelidadeId > 0); Pedido - Ponto de Entrega
 * (flgPedidoPontoEntrega); Reserva (status A or P); messaging link; WiFi (network and password both
 * set); review-site link; app-store links.
 */
export function landingButtons(input: LandingInput): LandingButton[] {
  const out: LandingButton[] = []
  if (input.flgWGAtivoMenuSeguranca) {
    for (const g of input.guias ?? []) {
      out.push({ kind: 'guia', key: `guia-${g.id}`, label: g.nome, path: `menu/${g.id}` })
    }
  }
  if (input.flgMostraCardapioMenu) {
    out.push({ kind: 'link', key: 'completo', label: messages.botaoCompleto, path: 'menu' })
  }
  if (!input.flgDeliveryIndisponivel) {
    out.push({ kind: 'link', key: 'delivery', label: messages.delivery, path: 'delivery' })
  }
  if ((input.fidelidadeId ?? 0) > 0) {
    out.push({
      kind: 'link',
      key: 'fidelidade',
      label: messages.botaoFidelidade,
      path: 'fidelidade',
    })
  }
  if (input.flgPedidoPontoEntrega) {
    out.push({
      kind: 'link',
      key: 'pontoEntrega',
      label: messages.botaoPedidoPontoEntrega,
      path: 'delivery-ponto-entrega',
    })
  }
  if (isTableReservationActive(input.flgStatusReservaMesaAtiva)) {
    out.push({ kind: 'link', key: 'reserva', label: messages.botaoReserva, path: 'reserva' })
  }
  const mensagem = safeExternalUrl(input.urlMensagem)
  if (mensagem)
    out.push({ kind: 'external', key: 'mensagem', label: messages.botaoMensagem, url: mensagem })
  const rede = (input.wifiNome ?? '').trim()
  const senha = (input.wifiSenha ?? '').trim()
  if (rede && senha) out.push({ kind: 'wifi', key: 'wifi', label: messages.botaoWifi, rede, senha })
  const avaliacao = safeExternalUrl(input.urlAvaliacao)
  if (avaliacao) {
    out.push({
      kind: 'external',
      key: 'avaliacao',
      label: messages.botaoAvaliacoesSite,
      url: avaliacao,
    })
  }
  const android = safeExternalUrl(input.urlDownloadAndroid)
  if (android)
    out.push({ kind: 'external', key: 'android', label: messages.baixarAndroid, url: android })
  const ios = safeExternalUrl(input.urlDownloadIOS)
  if (ios) out.push({ kind: 'external', key: 'ios', label: messages.baixarIOS, url: ios })
  return out
}

/**
 * 001 §5 "Not logged in: adding opens login ..., unless offline delivery session is active
 * (cookies plus wgPedidoDeliveryOFF) or on-premises logged-out tab ordering
 * (pedidoComandaDeslogado) or direct ordering applies." Returns whether the login dialog must open.
 */
export function requiresLoginToAdd(input: {
  loggedIn: boolean
  mode: 'delivery' | 'menu'
  flags: LayoutFlags
  cookies?: OfflineCookies | null
}): boolean {
  if (input.loggedIn) return false
  if (input.mode === 'delivery') return !isOfflineSessionActive(input.flags, input.cookies)
  const opcoes = input.flags.opcoesMenu ?? {}
  return !(
    opcoes.pedidoComandaDeslogado ||
    opcoes.pedidoDiretoAtivo ||
    input.flags.flgMenuPedidoSimplesOk
  )
}

/**
 * The login dialog's buttons when adding a product logged out (001 §5): 'Fazer login' and
 * 'Continuar sem cadastro' if offline ordering is on, else 'Fazer login' and 'Cancelar'.
 */
export function loginPromptActions(flags: Pick<LayoutFlags, 'wgPedidoDeliveryOFF'>): {
  message: string
  actions: [string, string]
} {
  return {
    message: messages.fazerLoginAntes,
    actions: [
      messages.fazerLogin,
      flags.wgPedidoDeliveryOFF ? messages.continuarSemCadastro : messages.cancelar,
    ],
  }
}
