/** What differs between the apps' policies; everything else is one locked-down policy (DESIGN §6). */
export type SecurityPolicy = {
  /** Origins images may come from besides 'self', data:, blob: and any https host (the local sandbox's http). */
  imageOrigins?: readonly string[]
  /** Origins scripts may fetch from besides 'self' (the map style host). */
  connectOrigins?: readonly string[]
  /**
   * 'attributes': only `style` attributes may be inline (theme variables). 'elements': `<style>` elements too —
   * the storefront needs them for the tenant's colours on <html> and Radix's scroll lock; CSS cannot run script.
   */
  inlineStyles: 'attributes' | 'elements'
  /** The map renders in a blob: worker. */
  blobWorkers?: boolean
  /** Who may ask for the position (the storefront's address search asks for its own page). */
  geolocation?: 'self' | 'none'
}

/** Only the origin of each URL; unparsable or empty entries are skipped (the environment was validated at boot). */
export function originsOf(urls: ReadonlyArray<string | undefined>): string[] {
  const out = new Set<string>()
  for (const u of urls) {
    if (!u) continue
    try {
      out.add(new URL(u).origin)
    } catch {
      // nothing to add
    }
  }
  return [...out]
}

/**
 * The headers of every answer. Scripts run only with this answer's nonce ('strict-dynamic' lets Remix's module
 * preloads load their imports); no plugins, no <base>, no framing. HSTS only when served over https.
 */
export function securityHeaders(
  policy: SecurityPolicy,
  nonce: string,
  { https }: { https: boolean },
): Record<string, string> {
  return securityHeadersOf(policy, { https })(nonce)
}

/**
 * `securityHeaders` for one policy, built once: what it gives for a nonce is the same headers with that nonce (the
 * server calls it on every request, so the policy's text is not put together again each time).
 */
export function securityHeadersOf(
  policy: SecurityPolicy,
  { https }: { https: boolean },
): (nonce: string) => Record<string, string> {
  const join = (...parts: ReadonlyArray<string | readonly string[] | undefined>) =>
    parts.flat().filter(Boolean).join(' ')
  const csp = [
    `default-src 'self'`,
    NONCE_SLOT,
    ...(policy.inlineStyles === 'elements'
      ? [`style-src 'self' 'unsafe-inline'`]
      : [`style-src 'self'`, `style-src-attr 'unsafe-inline'`]),
    join(`img-src 'self' data: blob: https:`, policy.imageOrigins),
    `font-src 'self' data:`,
    join(`connect-src 'self'`, policy.connectOrigins),
    ...(policy.blobWorkers ? [`worker-src 'self' blob:`, `child-src blob:`] : []),
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
  if (https) csp.push('upgrade-insecure-requests')
  const [before, after] = csp.join('; ').split(NONCE_SLOT) as [string, string]
  const fixed: Record<string, string> = {
    ...commonHeaders(https),
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(${policy.geolocation === 'self' ? 'self' : ''}), payment=()`,
  }
  return (nonce) => ({
    'Content-Security-Policy': `${before}script-src 'nonce-${nonce}' 'strict-dynamic'${after}`,
    ...fixed,
  })
}

const NONCE_SLOT = '\u0000script-src\u0000'

/**
 * The headers of an answer that is data, never a document (the lean routes' JSON): nothing may load from it or
 * frame it, so its policy is `default-src 'none'` and it needs no nonce. The same for every answer: built once.
 */
export function dataSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; frame-ancestors 'none'`,
    ...commonHeaders(https),
  }
}

/** What every answer says, document or data: no sniffing, no framing, no opener, the referrer kept short; HSTS. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
