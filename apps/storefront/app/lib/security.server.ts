/**
 * DESIGN §6: "Every POST checks that its Origin is the app's own." server.js runs this for every non-GET request
 * before Remix sees it; actions may call `requireSameOrigin` again (it is cheap) so a route tested on its own keeps
 * the guarantee.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** GET, HEAD and OPTIONS change nothing and need no Origin check (server.js skips building a Request for them). */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase())
}

export function expectedOrigin(request: Request): string {
  return new URL(request.url).origin
}

export function isSameOrigin(request: Request): boolean {
  if (isSafeMethod(request.method)) return true
  const origin = request.headers.get('Origin')
  if (origin) return origin !== 'null' && origin === expectedOrigin(request)
  // Browsers send Origin on every cross-site POST; without it, fall back to the Referer's origin and refuse
  // when neither is present (a forged non-browser request gains nothing from a CSRF exemption).
  const referer = request.headers.get('Referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === expectedOrigin(request)
  } catch {
    return false
  }
}

export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw new Response('Forbidden', { status: 403 })
}
