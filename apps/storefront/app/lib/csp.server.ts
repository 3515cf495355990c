import type { Env } from './env.server'

/** Origins of the configured hosts, for img-src/connect-src (the sandbox by default). */
function origins(urls: Array<string | undefined>): string[] {
  const out = new Set<string>()
  for (const u of urls) {
    if (!u) continue
    try {
      out.add(new URL(u).origin)
    } catch {
      // validated at boot; nothing to add
    }
  }
  return [...out]
}

/**
 * DESIGN §6 headers. Scripts run only with the per-request nonce ('strict-dynamic' lets Remix's module
 * preloads load their imports). Styles allow 'unsafe-inline': the tenant's colours are a `style` attribute on
 * <html> (DESIGN §8 trap) and Radix injects a <style> element for scroll locking; CSS cannot run script.
 * Images may come from any https host (the API hands out CDN URLs) and from the configured http hosts.
 */
export function securityHeaders(env: Env, nonce: string, options: { https: boolean }): Record<string, string> {
  const imageHosts = origins([env.IMAGE_URL, env.API_URL, env.WEB_API_URL]).filter((o) => o.startsWith('http:'))
  const mapHosts = origins([env.MAP_STYLE_URL])
  const csp = [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https: ${imageHosts.join(' ')}`.trim(),
    `font-src 'self' data:`,
    `connect-src 'self' ${mapHosts.join(' ')}`.trim(),
    `worker-src 'self' blob:`,
    `child-src blob:`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
  if (options.https) csp.push('upgrade-insecure-requests')
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  }
  if (env.NODE_ENV === 'production' && options.https) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}
