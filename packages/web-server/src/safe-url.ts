/**
 * DESIGN §6: "A URL from the API (logo, app stores, messaging, review site, images) is used only after
 * `new URL()` parses it with protocol `https:` (or `http:` for the local sandbox); anything else is dropped."
 * Shared by the server and the browser, so it has no Node imports. `http:` is for the listed hostnames only (the
 * port does not matter), and a URL with credentials or longer than 2 KB is dropped.
 */
const DEFAULT_HTTP_HOSTS = ['localhost', '127.0.0.1']

export function safeUrl(
  value: unknown,
  httpAllowedHosts: readonly string[] = DEFAULT_HTTP_HOSTS,
): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > 2048) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && httpAllowedHosts.includes(url.hostname)) return url.href
  return null
}

/** A mailto: link for an address that looks like one (no header injection through `?`, `&` or newlines). */
export function safeMailto(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const trimmed = email.trim()
  return /^[^\s@?&<>"'/\\]+@[^\s@?&<>"'/\\]+\.[^\s@?&<>"'/\\]+$/.test(trimmed)
    ? `mailto:${trimmed}`
    : null
}

/** A tel: link from the digits of a phone number, or null. */
export function safeTel(phone: unknown): string | null {
  if (typeof phone !== 'string' && typeof phone !== 'number') return null
  const digits = String(phone).replace(/\D/g, '')
  return digits.length >= 8 && digits.length <= 15
    ? `tel:+${digits.length <= 11 ? `55${digits}` : digits}`
    : null
}

/**
 * DESIGN §6: "A redirect target from a query string is accepted only if
 * `new URL(target, origin).origin === origin`." Returns a path (+ search + hash) or the fallback.
 */
export function safeRedirectPath(target: unknown, origin: string, fallback = '/'): string {
  if (typeof target !== 'string' || !target) return fallback
  try {
    const url = new URL(target, origin)
    if (url.origin !== origin) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
