import type { DialogSize } from '@prato/ui'

/**
 * The dialogs of the storefront, by name. A dialog is a route shown over the page it was opened from
 * (`?dialog=<name>` on any tenant page, rendered by <RouteDialog>); the same route is also its own page. Each
 * dialog route says so in its own module, twice over and nowhere else (docs/decisions/0035):
 *
 * - for the type checker, it adds its name here (`declare module '#app/components/dialogs' { interface
 *   DialogRoutes { login: true } }`), so `DialogName` is every dialog's name and `dialogHref(here, 'logn')` fails;
 * - at run time, its `handle.dialog` ({@link DialogFacts}); the server derives the registry from the build's routes
 *   (their ids, paths and handles: dialog-registry.server.ts) and the browser gets it in the tenant layout's data.
 *
 * Adding a dialog is one route file (see the storefront README, "For feature authors").
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one name per route
export interface DialogRoutes {}
export type DialogName = keyof DialogRoutes & string

export type DialogAccess = 'anyone' | 'user' | 'anonymous'

/** What a dialog route declares in `handle.dialog`. */
export type DialogFacts = {
  /** The `?dialog=` value that opens it. */
  name: DialogName
  /**
   * Who may open it — `anyone`, `user` (an anonymous visitor gets the login dialog, then comes back) or
   * `anonymous` (nothing to do for a logged-in diner: it stays closed, and its page sends them on).
   */
  access: DialogAccess
  /** The Dialog's width. */
  size: DialogSize
  /** Its title, from the catalogue (the dialog's heading, and the page's title and heading). */
  title: string
  /** The query parameters the dialog carries (passed to its route, removed when it closes). */
  params?: readonly string[]
}

/** A dialog as the registry knows it: its facts and its route (`id`, and `path` below `/{tenant}/`). */
export type DialogEntry = Omit<DialogFacts, 'name'> & { id: string; path: string }
export type DialogRegistry = { readonly [Name in DialogName]?: DialogEntry }

let registry: DialogRegistry = {}

/**
 * Makes `registry` the one the helpers below read: the server's, derived from its build when it starts
 * (dialog-registry.server.ts), and in the browser the copy the tenant layout's data carries (routes/$tenant.tsx).
 * Both are the same value for a build, so setting it again changes nothing.
 */
export function setDialogRegistry(next: DialogRegistry): void {
  registry = next
}

export function dialogNames(): DialogName[] {
  return Object.keys(registry) as DialogName[]
}

export type DialogParams = Record<string, string | number | null | undefined>

export function isDialogName(value: string | null | undefined): value is DialogName {
  return value != null && Object.hasOwn(registry, value)
}

export function dialogEntry(name: DialogName): DialogEntry {
  const entry = registry[name]
  // a name the type checker knows but the routes do not declare: a route lost its handle.dialog, or the
  // registry was not given to this module (tests: app/test/dialog-registry.ts)
  if (!entry) throw new Error(`dialog ${name}: no route declares it in handle.dialog`)
  return entry
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
