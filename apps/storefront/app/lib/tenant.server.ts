import { createTenantTheme, tenantThemeStyle, type TenantTheme } from '@prato/ui/theme'
import type { StorefrontApi } from './api.server'
import {
  formatPhone,
  isValidTenantSlug,
  messages,
  pdvIdForPath,
  usesGenericLayout,
  type LayoutFlags,
} from '@prato/domain'
import { layoutFor, type LayoutName } from './layouts'
import { safeMailto, safeTel } from '@prato/web-server'
import { safeExternalUrl } from '@prato/domain'
import type { CompanyContext } from './session.server'

/** GET /v1/api/empresa-wg-config/{tenant}/perma-link (000 §7). */
export type PermaLink = {
  empresaId: number
  modeloLayoutId?: number | null
  corBody?: string | null
  chave?: string
  empresaGlobalId?: number
  grupoEmpresaId?: number
  tenant?: string
  empresaBaseId?: number
}

/** The part of GET /v1/api/empresas/informacao-completa the shell and the landing page read (000 §3, 001 §2). */
export type InformacaoCompleta = Record<string, unknown>

export type TenantAddress = {
  logradouro: string | null
  numero: string | null
  bairro: string | null
  cep: string | null
  cidade: string | null
  uf: string | null
}

export type LandingFlags = LayoutFlags & {
  flgWGAtivoMenuSeguranca: boolean
  flgPedidoPontoEntrega: boolean
  fidelidadeId: number
  aberto: boolean
  abertoDelivery: boolean
}

/**
 * What the pages get about a tenant: every text as plain text, every URL already through `safeExternalUrl`, the colours
 * already through `createTenantTheme`. Safe to serialise to the browser.
 */
export type TenantView = {
  slug: string
  generic: boolean
  layout: LayoutName
  pdvId: number
  empresaGlobalId: number | null
  name: string
  description: string | null
  logoUrl: string | null
  /** Digits only. */
  phone: string | null
  /** The display mask (99) 9 9999-9999 (000 §9) and the tel: link. */
  phoneDisplay: string | null
  phoneHref: string | null
  email: string | null
  emailHref: string | null
  address: TenantAddress | null
  latitude: number | null
  longitude: number | null
  tempoMedioEntregaNome: string | null
  heroImageUrl: string | null
  androidUrl: string | null
  iosUrl: string | null
  reviewUrl: string | null
  messagingUrl: string | null
  wifi: { rede: string; senha: string } | null
  /** Menu guides (landing buttons when flgWGAtivoMenuSeguranca). */
  guias: Array<{ id: number; nome: string }>
  flags: LandingFlags
  theme: TenantTheme
  /** The theme as the inline custom properties of <html> (made here so the browser needs no theme code). */
  themeStyle: Record<string, string>
}

export type ResolvedTenant = { view: TenantView; company: CompanyContext | null }

export class TenantNotFoundError extends Error {
  override name = 'TenantNotFoundError'
}

/** A slug that breaks the domain's pattern: a 404 before any call (DESIGN §6), not a redirect. */
export class InvalidTenantSlugError extends TenantNotFoundError {
  override name = 'InvalidTenantSlugError'
}

function pick(info: InformacaoCompleta, key: string): unknown {
  if (info[key] !== undefined && info[key] !== null) return info[key]
  const config = info.config
  if (config && typeof config === 'object') return (config as Record<string, unknown>)[key] ?? null
  return null
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === 'S'
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

function guias(value: unknown): Array<{ id: number; nome: string }> {
  if (!Array.isArray(value)) return []
  return value.flatMap((g) => {
    const id = num((g as Record<string, unknown> | null)?.id)
    const nome = text((g as Record<string, unknown> | null)?.nome)
    return id != null && nome ? [{ id, nome }] : []
  })
}

export function genericTenantView(slug: string, pathname: string): TenantView {
  return {
    slug,
    generic: true,
    layout: layoutFor(null),
    pdvId: pdvIdForPath(pathname),
    empresaGlobalId: null,
    name: messages.nomeProdutoPadrao,
    description: null,
    logoUrl: null,
    phone: null,
    phoneDisplay: null,
    phoneHref: null,
    email: null,
    emailHref: null,
    address: null,
    latitude: null,
    longitude: null,
    tempoMedioEntregaNome: null,
    heroImageUrl: null,
    androidUrl: null,
    iosUrl: null,
    reviewUrl: null,
    messagingUrl: null,
    wifi: null,
    guias: [],
    flags: {
      flgDeliveryIndisponivel: true,
      flgMostraCardapioMenu: false,
      flgReservaEventoAtivo: false,
      flgStatusReservaMesaAtiva: null,
      flgMenuPedidoSimplesOk: false,
      wgPedidoDeliveryOFF: false,
      flgWGAtivoMenuSeguranca: false,
      flgPedidoPontoEntrega: false,
      fidelidadeId: 0,
      aberto: false,
      abertoDelivery: false,
    },
    theme: createTenantTheme(null),
    themeStyle: tenantThemeStyle(createTenantTheme(null)),
  }
}

/** 001 §3 opcoesMenu: who may order at the table (read as booleans; anything else is off). */
function opcoesMenu(value: unknown): NonNullable<LayoutFlags['opcoesMenu']> {
  const o = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return {
    pedidoDiretoSomenteBalcao: bool(o.pedidoDiretoSomenteBalcao),
    pedidoComandaDeslogado: bool(o.pedidoComandaDeslogado),
    pedidoComandaByAccConta: bool(o.pedidoComandaByAccConta),
    pedidoDiretoAtivo: bool(o.pedidoDiretoAtivo),
  }
}

/** Normalises the company data (000 §3 "Company layout configuration") into the safe view. */
export function toTenantView(
  slug: string,
  pathname: string,
  perma: PermaLink,
  info: InformacaoCompleta,
  httpAllowedHosts: readonly string[],
): TenantView {
  const url = (key: string) => safeExternalUrl(pick(info, key), httpAllowedHosts)
  const theme = createTenantTheme({
    corBody: perma.corBody ?? pick(info, 'corBody'),
    menuColors: {
      nomeProduto: pick(info, 'cardapioCorNomeProduto'),
      textoInfo: pick(info, 'cardapioCorTextoInfo'),
    },
  })
  const rede = text(pick(info, 'wifiNome')) ?? text(pick(info, 'nomeRedeWifi'))
  const senha = text(pick(info, 'wifiSenha')) ?? text(pick(info, 'senhaRedeWifi'))
  // a phone with anything but digits and the usual separators is not a phone (the hostile tenant's is markup)
  const rawPhone = String(pick(info, 'telefone') ?? '')
  const phoneDigits = /^[\d\s()+.-]*$/.test(rawPhone) ? rawPhone.replace(/\D/g, '') : ''
  const phone = phoneDigits.length >= 8 ? phoneDigits : null
  const email = text(pick(info, 'email'))
  const address: TenantAddress = {
    logradouro: text(pick(info, 'endLogradouro')),
    numero: text(pick(info, 'endNumero')),
    bairro: text(pick(info, 'endBairroNome')),
    cep: text(pick(info, 'endCep')),
    cidade: text(pick(info, 'endCidadeNome')),
    uf: text(pick(info, 'endUFSigla')) ?? text(pick(info, 'endUFNome')),
  }
  return {
    slug,
    generic: false,
    layout: layoutFor(perma.modeloLayoutId ?? num(pick(info, 'modeloLayoutId'))),
    pdvId: pdvIdForPath(pathname),
    empresaGlobalId:
      num(pick(info, 'empresaGlobalId')) ??
      num(perma.empresaGlobalId) ??
      num(info.id) ??
      perma.empresaId,
    name: text(info.nome) ?? messages.nomeProdutoPadrao,
    // 000 §3: "descricao (taken from mensagemPadrao)"
    description: text(pick(info, 'descricao')) ?? text(pick(info, 'mensagemPadrao')),
    logoUrl: url('logoUrl') ?? url('logo'),
    phone: phone,
    phoneDisplay: phone ? formatPhone(phone) : null,
    phoneHref: safeTel(phone),
    email,
    emailHref: safeMailto(email),
    address: Object.values(address).some(Boolean) ? address : null,
    latitude: num(pick(info, 'endLatitude')) ?? num(pick(info, 'latitude')),
    longitude: num(pick(info, 'endLongitude')) ?? num(pick(info, 'longitude')),
    tempoMedioEntregaNome: text(pick(info, 'tempoMedioEntregaNome')),
    heroImageUrl: url('imagemCabecalhoUrl'),
    androidUrl: url('urlDownloadAndroid'),
    iosUrl: url('urlDownloadIOS'),
    reviewUrl: url('urlAvaliacao'),
    messagingUrl: url('urlWhatsapp') ?? url('urlMensagem'),
    guias: guias(pick(info, 'guias')),
    // 001 §2: "a WiFi dialog (network name and password, shown when both are set)"
    wifi: rede && senha ? { rede, senha } : null,
    flags: {
      flgDeliveryIndisponivel: bool(pick(info, 'flgDeliveryIndisponivel')),
      flgMostraCardapioMenu: bool(pick(info, 'flgMostraCardapioMenu')),
      flgReservaEventoAtivo: bool(pick(info, 'flgReservaEventoAtivo')),
      flgStatusReservaMesaAtiva: text(pick(info, 'flgStatusReservaMesaAtiva')),
      flgPedidoPontoEntregaConfig: text(pick(info, 'flgPedidoPontoEntregaConfig')),
      flgMenuPedidoSimplesOk: bool(pick(info, 'flgMenuPedidoSimplesOk')),
      wgPedidoDeliveryOFF: bool(pick(info, 'wgPedidoDeliveryOFF')),
      flgWGAtivoMenuSeguranca: bool(pick(info, 'flgWGAtivoMenuSeguranca')),
      flgPedidoPontoEntrega: bool(pick(info, 'flgPedidoPontoEntrega')),
      flgAceitaRetirarPedido: bool(pick(info, 'flgAceitaRetirarPedido')),
      flgAceitaPgtoDelivery: bool(pick(info, 'flgAceitaPgtoDelivery')),
      fidelidadeId: num(pick(info, 'fidelidadeId')) ?? 0,
      aberto: bool(pick(info, 'aberto')),
      abertoDelivery: bool(pick(info, 'abertoDelivery')),
      opcoesMenu: opcoesMenu(pick(info, 'opcoesMenu')),
    },
    theme,
    themeStyle: tenantThemeStyle(theme),
  }
}

export function companyContextFrom(
  slug: string,
  perma: PermaLink,
  info: InformacaoCompleta,
  view: TenantView,
): CompanyContext {
  return {
    chave: text(perma.chave) ?? text(pick(info, 'grupoEmpresarialChave')) ?? '',
    empresaGlobalId: num(perma.empresaGlobalId) ?? view.empresaGlobalId ?? perma.empresaId,
    tenant: slug,
    empresaBaseId: num(perma.empresaBaseId) ?? num(pick(info, 'empresaBaseId')) ?? perma.empresaId,
    empresaId: perma.empresaId,
    grupoEmpresaId:
      num(perma.grupoEmpresaId) ?? num(pick(info, 'empresaBaseId')) ?? perma.empresaId,
  }
}

/**
 * Resolves a tenant once per request (000 §1, §7): the slug is checked first (bad slug → TenantNotFoundError,
 * before any call); the default tenant, an empty slug and the shopping prefix get the generic layout with no
 * lookup; anything else costs the permalink lookup and the company information (both shared for 60 s).
 * Upstream errors propagate as ApiError.
 */
export async function resolveTenant(options: {
  slug: string | undefined
  pathname: string
  defaultTenant: string
  api: StorefrontApi
  httpAllowedHosts: readonly string[]
}): Promise<ResolvedTenant> {
  const slug = options.slug ?? ''
  if (usesGenericLayout(slug) || slug === options.defaultTenant) {
    return {
      view: genericTenantView(slug || options.defaultTenant, options.pathname),
      company: null,
    }
  }
  if (!isValidTenantSlug(slug)) throw new InvalidTenantSlugError('invalid tenant slug')
  const { api } = options
  const perma = (await api.data(
    api.api.GET('/v1/api/empresa-wg-config/{tenant}/perma-link', {
      params: { path: { tenant: slug } },
    }),
  )) as PermaLink
  if (!perma || typeof perma !== 'object' || num(perma.empresaId) == null)
    throw new TenantNotFoundError('unknown tenant')
  const pdvId = pdvIdForPath(options.pathname)
  const info = (await api.data(
    api.api.GET('/v1/api/empresas/informacao-completa', {
      params: { query: { empresaId: perma.empresaId, pdvId } },
    }),
  )) as InformacaoCompleta
  if (!info || typeof info !== 'object') throw new TenantNotFoundError('no company information')
  const view = toTenantView(slug, options.pathname, perma, info, options.httpAllowedHosts)
  return { view, company: companyContextFrom(slug, perma, info, view) }
}
