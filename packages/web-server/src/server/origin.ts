/**
 * DESIGN §6: "Every POST checks that its Origin is the app's own." The server runs this for every request that is
 * not a read, against the configured public origin (never the Host header, which the client writes); actions may
 * call `requireSameOrigin` again (it is cheap) so a route tested on its own keeps the guarantee.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** GET, HEAD and OPTIONS change nothing and need no Origin check. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase())
}

/**
 * Browsers send Origin on every cross-site POST; when a privacy setting strips it (or sends "null"), the Referer's
 * origin stands in, and a post with neither is refused (a forged non-browser request gains nothing from an
 * exemption). `ownOrigin` defaults to the request URL's, which the server builds on the public origin.
 */
export function isSameOrigin(request: Request, ownOrigin = new URL(request.url).origin): boolean {
  if (isSafeMethod(request.method)) return true
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') return origin === ownOrigin
  const referer = request.headers.get('Referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === ownOrigin
  } catch {
    return false
  }
}

export function requireSameOrigin(request: Request, ownOrigin?: string): void {
  if (!isSameOrigin(request, ownOrigin)) throw new Response('Forbidden', { status: 403 })
}
