import { createTenantTheme, tenantThemeStyle, type TenantTheme } from '@prato/ui/theme'
import type { InformacaoCompleta, PermaLink } from '@prato/api-client'
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
  /**
   * `templateLinkQrCode` (001 §3): the link of a table's printed code with `{codigo}` in it, as the API sent it;
   * a URL only once filled in and checked (`tableQrLink`), never used as it is.
   */
  tableLinkTemplate: string | null
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

/** A text of the restaurant's, trimmed; an empty one is none. */
const text = (value: string | null | undefined): string | null => value?.trim() || null

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
    tableLinkTemplate: null,
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

/**
 * The safe view of the company data (000 §3 "Company layout configuration"), read from the contract's
 * `InformacaoCompleta` as it types it: URLs through `safeExternalUrl`, colours through `createTenantTheme`.
 */
export function toTenantView(
  slug: string,
  pathname: string,
  perma: PermaLink,
  info: InformacaoCompleta,
  httpAllowedHosts: readonly string[],
): TenantView {
  const url = (value: string | null | undefined) => safeExternalUrl(value, httpAllowedHosts)
  const theme = createTenantTheme({
    corBody: perma.corBody ?? info.corBody,
    menuColors: { nomeProduto: info.cardapioCorNomeProduto, textoInfo: info.cardapioCorTextoInfo },
  })
  const rede = text(info.wifiNome)
  const senha = text(info.wifiSenha)
  // a phone with anything but digits and the usual separators is not a phone (the hostile tenant's is markup)
  const rawPhone = info.telefone ?? ''
  const phoneDigits = /^[\d\s()+.-]*$/.test(rawPhone) ? rawPhone.replace(/\D/g, '') : ''
  const phone = phoneDigits.length >= 8 ? phoneDigits : null
  const email = text(info.email)
  const address: TenantAddress = {
    logradouro: text(info.endLogradouro),
    numero: text(info.endNumero),
    bairro: text(info.endBairroNome),
    cep: text(info.endCep),
    cidade: text(info.endCidadeNome),
    uf: text(info.endUFSigla) ?? text(info.endUFNome),
  }
  return {
    slug,
    generic: false,
    layout: layoutFor(perma.modeloLayoutId ?? info.modeloLayoutId),
    pdvId: pdvIdForPath(pathname),
    empresaGlobalId: info.empresaGlobalId,
    name: text(info.nome) ?? messages.nomeProdutoPadrao,
    // 000 §3: "descricao (taken from mensagemPadrao)"
    description: text(info.mensagemPadrao),
    logoUrl: url(info.logoUrl) ?? url(info.logo),
    phone,
    phoneDisplay: phone ? formatPhone(phone) : null,
    phoneHref: safeTel(phone),
    email,
    emailHref: safeMailto(email),
    address: Object.values(address).some(Boolean) ? address : null,
    latitude: info.endLatitude ?? null,
    longitude: info.endLongitude ?? null,
    tempoMedioEntregaNome: text(info.tempoMedioEntregaNome),
    heroImageUrl: url(info.config.imagemCabecalhoUrl),
    androidUrl: url(info.urlDownloadAndroid),
    iosUrl: url(info.urlDownloadIOS),
    reviewUrl: url(info.urlAvaliacao),
    messagingUrl: url(info.urlWhatsapp),
    guias: (info.guias ?? []).map(({ id, nome }) => ({ id, nome })),
    // 001 §2: "a WiFi dialog (network name and password, shown when both are set)"
    wifi: rede && senha ? { rede, senha } : null,
    tableLinkTemplate: text(info.templateLinkQrCode),
    flags: {
      flgDeliveryIndisponivel: info.flgDeliveryIndisponivel,
      flgMostraCardapioMenu: info.flgMostraCardapioMenu,
      flgReservaEventoAtivo: info.flgReservaEventoAtivo,
      flgStatusReservaMesaAtiva: info.flgStatusReservaMesaAtiva,
      flgPedidoPontoEntregaConfig: info.flgPedidoPontoEntregaConfig ?? null,
      flgMenuPedidoSimplesOk: info.flgMenuPedidoSimplesOk,
      wgPedidoDeliveryOFF: info.wgPedidoDeliveryOFF,
      flgWGAtivoMenuSeguranca: info.flgWGAtivoMenuSeguranca ?? false,
      flgPedidoPontoEntrega: info.flgPedidoPontoEntrega ?? false,
      flgAceitaRetirarPedido: info.flgAceitaRetirarPedido ?? false,
      flgAceitaPgtoDelivery: info.flgAceitaPgtoDelivery ?? false,
      flgAceitaWGComanda: info.flgAceitaWGComanda ?? false,
      flgPedidoMenuComissionado: info.flgPedidoMenuComissionado ?? false,
      flgPedidoMenuSimples: info.flgPedidoMenuSimples ?? false,
      fidelidadeId: info.fidelidadeId ?? 0,
      aberto: info.aberto,
      abertoDelivery: info.abertoDelivery,
      opcoesMenu: {
        pedidoDiretoSomenteBalcao: info.opcoesMenu.pedidoDiretoSomenteBalcao,
        pedidoComandaDeslogado: info.opcoesMenu.pedidoComandaDeslogado,
        pedidoComandaByAccConta: info.opcoesMenu.pedidoComandaByAccConta,
        pedidoDiretoAtivo: info.opcoesMenu.pedidoDiretoAtivo,
      },
    },
    theme,
    themeStyle: tenantThemeStyle(theme),
  }
}

/** The company context the API calls of this tenant carry (000 §3), from the permalink lookup. */
export function companyContextFrom(slug: string, perma: PermaLink): CompanyContext {
  return {
    chave: perma.chave,
    empresaGlobalId: perma.empresaGlobalId,
    tenant: slug,
    empresaBaseId: perma.empresaBaseId,
    empresaId: perma.empresaId,
    grupoEmpresaId: perma.grupoEmpresaId,
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
  const perma = await api.get('/v1/api/empresa-wg-config/{tenant}/perma-link', {
    params: { path: { tenant: slug } },
  })
  // (an API that answers an unknown slug with an empty success rather than a 404)
  if (typeof perma?.empresaId !== 'number') throw new TenantNotFoundError('unknown tenant')
  const info = await api.get('/v1/api/empresas/informacao-completa', {
    params: { query: { empresaId: perma.empresaId, pdvId: pdvIdForPath(options.pathname) } },
  })
  const view = toTenantView(slug, options.pathname, perma, info, options.httpAllowedHosts)
  return { view, company: companyContextFrom(slug, perma) }
}
