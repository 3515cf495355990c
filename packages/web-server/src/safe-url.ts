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
