/**
 * A URL from the API is used only when it parses with https (or http for a configured host such as the local
 * sandbox); anything else (javascript:, data:, garbage) is dropped (DESIGN §6).
 */
export function safeUrl(value: string | null | undefined, httpHosts: readonly string[] = []): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol === 'https:') return url.href
    if (url.protocol === 'http:' && httpHosts.includes(url.host)) return url.href
    return null
  } catch {
    return null
  }
}

/** `{STOREFRONT_URL}/{permaLink}[/suffix]`, or null when the permalink is not a plain slug. */
export function storefrontUrl(base: string, permaLink: string | null | undefined, suffix = ''): string | null {
  if (!permaLink || !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(permaLink)) return null
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(permaLink)}${suffix}`
}
