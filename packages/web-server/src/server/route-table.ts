import type { LeanHandler } from './lean-routes'

/**
 * A route of a Remix build's manifest (`build.routes[id]`): what the server reads of it. The routing facts are the
 * route module's own — `handle.personal`, a `loader` made by `leanLoader` — and its path is the manifest's, so no
 * list beside the routes says them again.
 */
export type ManifestRoute = {
  id: string
  parentId?: string | undefined
  path?: string | undefined
  index?: boolean | undefined
  caseSensitive?: boolean | undefined
  module: { handle?: unknown; loader?: unknown }
}
export type RouteManifest = Readonly<Record<string, ManifestRoute | undefined>>

/** What a route module may say in its `handle` that the server acts on. */
export type ServerRouteHandle = {
  /** The page shows the visitor's own data: its answers are `private, no-store`, with or without a cookie. */
  personal?: boolean
  /** The route's form takes a file: its requests (page and `.data`) may carry a body this large, not only 64 KB. */
  uploadBytes?: number
  /** The page is the same for every visitor without cookies (the page cache; for a diner, with the diner's holes). */
  sharedWithAnonymousVisitors?: boolean
}

type Segment =
  | { kind: 'text'; text: string; optional: boolean }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'splat' }

/** A route's whole path (its parents' joined), as segments to match a request's path against. */
export type RoutePattern = { id: string; segments: readonly Segment[]; caseSensitive: boolean }

/** The routes of a build, by what the server does with them: answered lean, or personal. */
export type RouteTable = {
  /** The lean route answering `pathname`, with its params decoded; null when none does (or a param is not valid percent-encoding: the app answers that). */
  lean(pathname: string): { handler: LeanHandler; params: Record<string, string> } | null
  /** Whether `pathname` (a page or its `.data`) is a personal route's, or below one. */
  personal(pathname: string): boolean
  /** The body limit of a route that takes a file (`handle.uploadBytes`) for `pathname` (its page or `.data`). */
  uploadBytes(pathname: string): number | undefined
  /**
   * The params of the route whose `handle` says `sharedWithAnonymousVisitors` when `pathname` is exactly its page
   * (decoded), else null.
   */
  shared(pathname: string): Record<string, string> | null
  /** The routes whose `handle` says `personal`, for a test or a report. */
  personalRoutes: readonly RoutePattern[]
}

export function routeTableOf(routes: RouteManifest): RouteTable {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined)
  const lean: Array<{ pattern: RoutePattern; handler: LeanHandler }> = []
  const personalRoutes: RoutePattern[] = []
  const uploads: Array<{ pattern: RoutePattern; bytes: number }> = []
  const sharedRoutes: RoutePattern[] = []
  for (const route of all) {
    const pattern = patternOf(route, routes)
    const handler = leanHandlerOf(route.module.loader)
    if (handler) {
      if (pattern.segments.some((s) => s.kind === 'splat' || s.optional))
        throw new Error(`lean route ${route.id}: only plain and :param segments are served lean`)
      lean.push({ pattern, handler })
    }
    const handle = route.module.handle as ServerRouteHandle | undefined
    if (handle?.personal === true) personalRoutes.push(pattern)
    if (handle?.sharedWithAnonymousVisitors === true) sharedRoutes.push(pattern)
    if (typeof handle?.uploadBytes === 'number')
      uploads.push({ pattern, bytes: handle.uploadBytes })
  }
  return {
    lean(pathname) {
      if (lean.length === 0) return null
      const parts = partsOf(pathname)
      if (!parts) return null
      for (const { pattern, handler } of lean) {
        const params = matchPattern(pattern, parts, false)
        if (params) return { handler, params }
      }
      return null
    },
    personal(pathname) {
      const parts = partsOf(pageOf(pathname))
      // a path that is not valid percent-encoding reaches no route; answered as personal all the same
      if (!parts) return true
      return personalRoutes.some((pattern) => matchPattern(pattern, parts, true) !== null)
    },
    shared(pathname) {
      const parts = partsOf(pathname)
      if (!parts) return null
      for (const pattern of sharedRoutes) {
        const params = matchPattern(pattern, parts, false)
        if (params) return params
      }
      return null
    },
    uploadBytes(pathname) {
      if (uploads.length === 0) return undefined
      const parts = partsOf(pageOf(pathname))
      if (!parts) return undefined
      return uploads.find(({ pattern }) => matchPattern(pattern, parts, false) !== null)?.bytes
    },
    personalRoutes,
  }
}

/** The page a path asks for: itself, or the page whose data a single-fetch `.data` request asks for. */
function pageOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname
  return pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length)
}

/** The lean handler of a route's loader, when `leanLoader` made it. */
function leanHandlerOf(loader: unknown): LeanHandler | null {
  if (typeof loader !== 'function') return null
  const lean = (loader as { lean?: unknown }).lean
  return typeof lean === 'function' ? (lean as LeanHandler) : null
}

/** A route's whole path as Remix writes it (`:tenant/conta/entrar`): its parents' paths and its own, joined. */
export function routePathOf(route: ManifestRoute, routes: RouteManifest): string {
  const paths: string[] = []
  for (
    let at: ManifestRoute | undefined = route;
    at;
    at = at.parentId ? routes[at.parentId] : undefined
  )
    if (at.path) paths.unshift(at.path)
  return paths.join('/')
}

function patternOf(route: ManifestRoute, routes: RouteManifest): RoutePattern {
  const segments = routePathOf(route, routes)
    .split('/')
    .filter(Boolean)
    .map((raw): Segment => {
      if (raw === '*') return { kind: 'splat' }
      const optional = raw.endsWith('?')
      const text = optional ? raw.slice(0, -1) : raw
      return text.startsWith(':')
        ? { kind: 'param', name: text.slice(1), optional }
        : { kind: 'text', text, optional }
    })
  return { id: route.id, segments, caseSensitive: route.caseSensitive === true }
}

/** A path's segments decoded as Remix decodes them before matching; null when one is not valid percent-encoding. */
function partsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/**
 * The params of `parts` on `pattern` (Remix's matching: static segments ignore case unless the route says
 * otherwise; `?` segments may be absent), or null. With `below`, a path under the route's matches too.
 */
function matchPattern(
  pattern: RoutePattern,
  parts: readonly string[],
  below: boolean,
): Record<string, string> | null {
  const params: Record<string, string> = {}
  const at = (i: number, j: number): boolean => {
    const segment = pattern.segments[i]
    if (!segment) return below || j === parts.length
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(j).join('/')
      return true
    }
    if (segment.optional && at(i + 1, j)) return true
    const part = parts[j]
    if (part === undefined) return false
    if (segment.kind === 'param') {
      params[segment.name] = part
      return at(i + 1, j + 1)
    }
    const same = pattern.caseSensitive
      ? part === segment.text
      : part.toLowerCase() === segment.text.toLowerCase()
    return same && at(i + 1, j + 1)
  }
  return at(0, 0) ? params : null
}
