import {
  avaliacao,
  avaliacoesTitulo,
  botaoWifi,
  cancelarPedidoTitulo,
  confirmarSms,
  detalhesProduto,
  enderecoParaEntrega,
  enderecoTitulo,
  fazerCadastro,
  fazerLoginTitulo,
  informacoesBasicas,
  informeTelefoneTitulo,
  mesa,
  novoCartaoTitulo,
  pagarParte,
  perfil,
  pesquisarEndereco,
  recuperarSenha,
  suaAvaliacaoTitulo,
  trocarTelefone,
  valorEmDinheiroTitulo,
} from '@prato/domain/messages'
import type { DialogSize } from '@prato/ui'

/**
 * Every dialog of the storefront, once. A dialog is a route shown over the page it was opened from
 * (`?dialog=<name>` on any tenant page, rendered by <RouteDialog>); the same route is also its own page.
 *
 * - `path`: the route below `/{tenant}/` whose screen the dialog shows (and whose action its forms post to);
 * - `access`: who may open it — `anyone`, `user` (an anonymous visitor gets the login dialog, then comes back)
 *   or `anonymous` (nothing to do for a logged-in diner: it stays closed, and its page sends them on);
 * - `size`: the Dialog's width;
 * - `params`: the query parameters the dialog carries (passed to its route, removed when it closes).
 *
 * Adding a dialog: one line here and one route file (see the storefront README, "For feature authors").
 */
export const DIALOGS = {
  login: { path: 'conta/entrar', access: 'anonymous', size: 'medium', title: fazerLoginTitulo },
  cadastro: { path: 'conta/cadastro', access: 'anonymous', size: 'large', title: fazerCadastro },
  'recuperar-senha': {
    path: 'conta/recuperar-senha',
    access: 'anonymous',
    size: 'medium',
    title: recuperarSenha,
  },
  sms: { path: 'conta/sms', access: 'user', size: 'medium', title: confirmarSms },
  telefone: {
    path: 'conta/telefone',
    access: 'user',
    size: 'medium',
    title: trocarTelefone,
    params: ['etapa'],
  },
  'informe-telefone': {
    path: 'conta/informe-telefone',
    access: 'user',
    size: 'medium',
    title: informeTelefoneTitulo,
    params: ['etapa'],
  },
  perfil: { path: 'conta/perfil', access: 'user', size: 'large', title: perfil },
  enderecos: { path: 'enderecos', access: 'user', size: 'medium', title: enderecoParaEntrega },
  'pesquisar-endereco': {
    path: 'enderecos/pesquisar',
    access: 'user',
    size: 'medium',
    title: pesquisarEndereco,
    params: ['cep', 'pesquisa', 'placeId'],
  },
  endereco: {
    path: 'enderecos/novo',
    access: 'user',
    size: 'large',
    title: enderecoTitulo,
    // a picked address, or the saved address being edited (`id`)
    params: [
      'id',
      'nome',
      'logradouro',
      'numero',
      'complemento',
      'referencia',
      'cep',
      'cepId',
      'nomeBairro',
      'bairroId',
      'nomeCidade',
      'cidadeId',
      'uf',
      'latitude',
      'longitude',
    ],
  },
  wifi: { path: 'wifi', access: 'anyone', size: 'small', title: botaoWifi },
  // the product view over a menu (`pdv` 3 delivery, 1 table); `linha` is the cart line being edited
  produto: {
    path: 'produto',
    access: 'anyone',
    size: 'large',
    title: detalhesProduto,
    params: ['id', 'pdv', 'linha'],
  },
  // the offline customer's basic information (001 §3 "Offline person"), where the restaurant takes orders from
  // visitors without an account (wgPedidoDeliveryOFF); a logged-in diner has nothing to do there
  'informacoes-basicas': {
    path: 'informacoes-basicas',
    access: 'anonymous',
    size: 'large',
    title: informacoesBasicas,
  },
  // 001 §4 "Choosing a method whose name contains 'dinheiro' opens the change-amount dialog" (`modalidade`: the
  // cash method chosen)
  dinheiro: {
    path: 'pagamento-dinheiro',
    access: 'anyone',
    size: 'small',
    title: valorEmDinheiroTitulo,
    params: ['modalidade'],
  },
  // a new card (001 §3 "New card form"), which the checkout's online payment opens over the cart
  'novo-cartao': { path: 'cartoes/novo', access: 'user', size: 'medium', title: novoCartaoTitulo },
  // after the order (001 §2, §5): the cancel-order reason dialog and 'Sua avaliação', over the tracking page
  'cancelar-pedido': {
    path: 'cancelar-pedido',
    access: 'user',
    size: 'medium',
    title: cancelarPedidoTitulo,
    params: ['id'],
  },
  'avaliar-pedido': {
    path: 'avaliar-pedido',
    access: 'user',
    size: 'medium',
    title: suaAvaliacaoTitulo,
    params: ['id'],
  },
  // the satisfaction survey 'Avaliação' (001 §2), one question at a time: `passo` is the step (1-based)
  pesquisa: {
    path: 'pesquisa',
    access: 'anyone',
    size: 'medium',
    title: avaliacao,
    params: ['passo'],
  },
  // the tab's partial PIX payment (002 §4), over 'Minha Conta': the tab (`saida`), the split's share as the amount
  // (`valor`, centavos), then the charge this session asked for (`pagamento`) and, without JavaScript, its polling
  // (`consultar`)
  'pagar-conta': {
    path: 'pagar-conta',
    access: 'user',
    size: 'medium',
    title: pagarParte,
    params: ['saida', 'valor', 'pagamento', 'consultar'],
  },
  // the restaurant's latest ratings (001 §2 'Avaliações'), from the landing page and the order history
  avaliacoes: { path: 'avaliacoes', access: 'anyone', size: 'medium', title: avaliacoesTitulo },
  // 001 §2 "table location ('Mesa')": where a direct-consumption order is served, chosen over the cart
  mesa: { path: 'mesa', access: 'anyone', size: 'small', title: mesa },
} as const satisfies Record<string, DialogEntry>

export type DialogAccess = 'anyone' | 'user' | 'anonymous'
export type DialogEntry = {
  path: string
  access: DialogAccess
  size: DialogSize
  title: string
  params?: readonly string[]
}
export type DialogName = keyof typeof DIALOGS
export type DialogParams = Record<string, string | number | null | undefined>

export function isDialogName(value: string | null | undefined): value is DialogName {
  return value != null && Object.hasOwn(DIALOGS, value)
}

export function dialogEntry(name: DialogName): DialogEntry {
  return DIALOGS[name]
}

/** The query parameters of a dialog (what its route reads), from a page's query. */
export function dialogParams(name: DialogName, search: URLSearchParams): URLSearchParams {
  const own = new URLSearchParams()
  for (const key of dialogEntry(name).params ?? []) {
    const value = search.get(key)
    if (value != null) own.set(key, value)
  }
  return own
}

/** `pathname?search` of a page with the open dialog (and what it carries) removed. */
export function withoutDialog(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://x')
  const open = url.searchParams.get('dialog')
  for (const key of [
    'dialog',
    'redirectTo',
    ...(isDialogName(open) ? (dialogEntry(open).params ?? []) : []),
  ])
    url.searchParams.delete(key)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}`
}

function setParams(search: URLSearchParams, params: DialogParams | undefined) {
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value == null || value === '') search.delete(key)
    else search.set(key, String(value))
  }
}

/** The one `?dialog=` builder: the same page with `name` open over it (replacing any dialog already open). */
export function dialogHref(pathAndSearch: string, name: DialogName, params?: DialogParams): string {
  const url = new URL(withoutDialog(pathAndSearch), 'http://x')
  url.searchParams.set('dialog', name)
  setParams(url.searchParams, params)
  return `${url.pathname}?${url.searchParams.toString()}`
}

/** The dialog's route as a page (`/{tenant}/conta/entrar`), remembering where the diner came from. */
export function screenHref(
  tenant: string,
  name: DialogName,
  params?: DialogParams,
  redirectTo?: string | null,
): string {
  const search = new URLSearchParams()
  setParams(search, params)
  if (redirectTo) search.set('redirectTo', redirectTo)
  const query = search.toString()
  return `/${tenant}/${dialogEntry(name).path}${query ? `?${query}` : ''}`
}

/**
 * The guard of every dialog (the header, <RouteDialog> and the route loaders ask it): what opens when `requested`
 * is asked for on `here`. A logged-in-only dialog asked by an anonymous visitor opens the login dialog, which
 * comes back to `here`; an anonymous-only dialog asked by a logged-in diner stays closed.
 */
export function openDialog(
  requested: string | null | undefined,
  loggedIn: boolean,
  here: string,
): { name: DialogName; redirectTo: string | null } | null {
  if (!isDialogName(requested)) return null
  const { access } = dialogEntry(requested)
  if (access === 'user' && !loggedIn) return { name: 'login', redirectTo: here }
  if (access === 'anonymous' && loggedIn) return null
  return { name: requested, redirectTo: null }
}

/**
 * The dialog open on a page: the one its URL asks for (through the guard), else — 000 §4 "If a logged-in user has
 * no phone, the phone dialog opens" — Informe o telefone by itself (`auto`, closed for the visit when dismissed).
 */
export function currentDialog(page: {
  search: URLSearchParams
  here: string
  loggedIn: boolean
  needsPhone: boolean
}): { name: DialogName; redirectTo: string | null; auto: boolean } | null {
  const opened = openDialog(page.search.get('dialog'), page.loggedIn, page.here)
  if (opened)
    return {
      ...opened,
      redirectTo: opened.redirectTo ?? safeRedirectTo(page.search.get('redirectTo')),
      auto: false,
    }
  if (page.loggedIn && page.needsPhone)
    return { name: 'informe-telefone', redirectTo: null, auto: true }
  return null
}

/** The key of a dialog's screen data: its name and the parameters its route reads. */
export function dialogDataKey(name: DialogName, search: URLSearchParams): string {
  return `${name}?${dialogParams(name, search).toString()}`
}

/** Whether a link to the dialog makes sense for this visitor (the header shows only those). */
export function mayOpen(name: DialogName, loggedIn: boolean): boolean {
  const { access } = dialogEntry(name)
  return access === 'anyone' || (access === 'user') === loggedIn
}

/**
 * Where an anonymous visitor of a logged-in-only page is sent: the login dialog on the tenant's landing page,
 * coming back to the page afterwards.
 */
export function loginHref(tenant: string, backTo: string): string {
  return dialogHref(`/${tenant}`, 'login', { redirectTo: backTo })
}

/**
 * A redirect target from a form or a query string, accepted only when it stays on this origin (DESIGN §6);
 * the answer is a path, never an absolute URL, so a later redirect cannot leave the site.
 */
export function safeRedirectTo(
  target: FormDataEntryValue | string | null | undefined,
  origin = 'http://localhost',
): string | null {
  if (typeof target !== 'string' || target === '') return null
  // `//host` and `/\host` are protocol-relative to browsers; URL() would treat them as another origin too, but
  // refusing them outright keeps the rule obvious.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}
