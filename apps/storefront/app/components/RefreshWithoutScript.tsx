import { useLocation, useMatches } from '@remix-run/react'

/**
 * The `handle` of a page that, without JavaScript, refreshes itself while what it shows may still change (an
 * order's status, a PIX payment): every how many seconds, from the page's loader data and query, or null for no
 * refresh. With JavaScript the page polls instead, and the `<noscript>` is inert.
 */
export type RefreshHandle<Data> = {
  refreshWithoutScript: (page: { data: Data; search: URLSearchParams }) => number | null
}

/**
 * In the document's head (root Layout): `<noscript><meta http-equiv="refresh">` is valid HTML only there — in the
 * body a `<noscript>` may not hold a `<meta>` (the Nu Html Checker refuses it). The deepest route that asks decides.
 */
export function RefreshWithoutScript() {
  const matches = useMatches()
  const search = new URLSearchParams(useLocation().search)
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<RefreshHandle<unknown>> | undefined
    if (!handle?.refreshWithoutScript || match.data === undefined) continue
    const seconds = handle.refreshWithoutScript({ data: match.data, search })
    return seconds === null ? null : (
      <noscript>
        <meta httpEquiv="refresh" content={String(seconds)} />
      </noscript>
    )
  }
  return null
}
