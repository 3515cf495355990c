/**
 * Where each account dialog lives, and how a form inside it says where to go next.
 *
 * Every dialog exists twice: as `?dialog=<name>` on any tenant page (rendered by <AccountDialogs>) and as its own
 * route under `/{tenant}/…` that renders the same form full-page. A form always posts to the route's action, so it
 * works before JavaScript loads; two hidden fields tell the action where to continue:
 * - `redirectTo`: the page the diner was on (accepted only when same-origin);
 * - `via=dialog`: the form was inside a dialog, so the next step opens as the next dialog on that same page
 *   instead of the next full-page route.
 */

export const ACCOUNT_DIALOGS = [
  'login',
  'cadastro',
  'recuperar-senha',
  'sms',
  'telefone',
  'informe-telefone',
  'perfil',
  'enderecos',
  'pesquisar-endereco',
  'endereco',
] as const

export type AccountDialogName = (typeof ACCOUNT_DIALOGS)[number]

/** Path of each dialog's own route, below `/{tenant}/`. */
export const ACCOUNT_ROUTE_PATHS: Record<AccountDialogName, string> = {
  login: 'conta/entrar',
  cadastro: 'conta/cadastro',
  'recuperar-senha': 'conta/recuperar-senha',
  sms: 'conta/sms',
  telefone: 'conta/telefone',
  'informe-telefone': 'conta/informe-telefone',
  perfil: 'conta/perfil',
  enderecos: 'enderecos',
  'pesquisar-endereco': 'enderecos/pesquisar',
  endereco: 'enderecos/novo',
}

/** The query parameters a dialog may carry; they are removed from the page's URL when the dialog closes. */
export const DIALOG_PARAMS = [
  'dialog',
  'redirectTo',
  'etapa',
  'cep',
  'pesquisa',
  'placeId',
  'id',
  'nome',
  'logradouro',
  'numero',
  'complemento',
  'referencia',
  'nomeBairro',
  'bairroId',
  'nomeCidade',
  'cidadeId',
  'uf',
  'cepId',
  'latitude',
  'longitude',
] as const

export function isAccountDialog(value: string | null | undefined): value is AccountDialogName {
  return value != null && (ACCOUNT_DIALOGS as readonly string[]).includes(value)
}

export function accountRoutePath(tenant: string, name: AccountDialogName): string {
  return `/${tenant}/${ACCOUNT_ROUTE_PATHS[name]}`
}

export type DialogParams = Record<string, string | number | null | undefined>

function setParams(search: URLSearchParams, params: DialogParams | undefined) {
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value == null || value === '') search.delete(key)
    else search.set(key, String(value))
  }
}

/** `pathname?search` of a page with every dialog parameter removed. */
export function withoutDialog(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://x')
  for (const key of DIALOG_PARAMS) url.searchParams.delete(key)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}`
}

/** The same page with `name` open as a dialog (replacing any dialog already open). */
export function dialogHref(
  pathAndSearch: string,
  name: AccountDialogName,
  params?: DialogParams,
): string {
  const url = new URL(withoutDialog(pathAndSearch), 'http://x')
  url.searchParams.set('dialog', name)
  setParams(url.searchParams, params)
  return `${url.pathname}?${url.searchParams.toString()}`
}

/** The full-page route of a dialog, remembering where the diner came from. */
export function pageHref(
  tenant: string,
  name: AccountDialogName,
  params?: DialogParams,
  redirectTo?: string | null,
): string {
  const search = new URLSearchParams()
  setParams(search, params)
  if (redirectTo) search.set('redirectTo', redirectTo)
  const query = search.toString()
  return `${accountRoutePath(tenant, name)}${query ? `?${query}` : ''}`
}

/**
 * A redirect target from a form or a query string, accepted only when it stays on this origin (DESIGN §6);
 * the answer is a path, never an absolute URL, so a later redirect cannot leave the site.
 */
export function safeRedirectTo(
  target: FormDataEntryValue | string | null | undefined,
  origin: string,
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

export type ContinueFrom = {
  tenant: string
  /** The page the form was opened from (already checked by safeRedirectTo), or null. */
  redirectTo: string | null
  /** True when the form was inside a dialog. */
  inDialog: boolean
}

/** Reads the two hidden navigation fields of an account form. */
export function continueFrom(formData: FormData, request: Request, tenant: string): ContinueFrom {
  const origin = new URL(request.url).origin
  return {
    tenant,
    redirectTo: safeRedirectTo(formData.get('redirectTo'), origin),
    inDialog: formData.get('via') === 'dialog',
  }
}

/**
 * Where an account form goes after success: the next dialog (on the same page when it was a dialog, or as the
 * next full-page route), or, with no next step, back to the page it came from.
 */
export function nextLocation(
  from: ContinueFrom,
  next?: { dialog: AccountDialogName; params?: DialogParams },
): string {
  const home = `/${from.tenant}`
  // The page the diner came from, as is: it may itself open a dialog (login opened for `?dialog=perfil`).
  if (!next) return from.redirectTo ?? home
  if (from.inDialog) return dialogHref(from.redirectTo ?? home, next.dialog, next.params)
  return pageHref(
    from.tenant,
    next.dialog,
    next.params,
    from.redirectTo ? withoutDialog(from.redirectTo) : null,
  )
}

/**
 * Where an anonymous visitor of a logged-in-only page is sent: the login dialog on the tenant's landing page,
 * coming back to the page afterwards.
 */
export function loginLocation(tenant: string, request: Request): string {
  const url = new URL(request.url)
  return dialogHref(`/${tenant}`, 'login', { redirectTo: `${url.pathname}${url.search}` })
}
