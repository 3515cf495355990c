import type { Env } from './env.server'

/**
 * The Content-Security-Policy of DESIGN §6: scripts only with this response's nonce (and what they load),
 * no plugins, no <base>, no framing. Images may come from the API's image host (http for the local sandbox).
 */
export function contentSecurityPolicy(nonce: string, env: Pick<Env, 'IMAGE_URL' | 'API_URL'>): string {
  const imageHosts = [...new Set([env.IMAGE_URL, env.API_URL].map((u) => new URL(u).origin))].join(' ')
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // @prato/ui may set theme variables as style attributes; style elements stay restricted to 'self'.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https: ${imageHosts}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Every response's security headers; HSTS only when served over https. */
export function securityHeaders(
  env: Pick<Env, 'IMAGE_URL' | 'API_URL'>,
  nonce: string,
  { https }: { https: boolean },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * "Every POST checks that its Origin is the app's own" (DESIGN §6). Browsers send Origin on form posts; when a
 * privacy setting strips it, the Referer's origin stands in. A post with neither is refused.
 */
export function isSameOrigin(request: Request, ownOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return origin === ownOrigin
  const referer = request.headers.get('referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === ownOrigin
  } catch {
    return false
  }
}
