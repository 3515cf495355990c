/**
 * Reading the server's error bodies into the specified Portuguese messages.
 * 002 §8 "Server validation errors arrive as a details list, each with an errors list";
 * 001 §8 "replaced by the server's first details errors joined by space".
 */

interface Detail {
  errors?: unknown
}

function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : []
  if (Array.isArray(value)) return value.flatMap(asStrings)
  if (value && typeof value === 'object' && 'message' in value) {
    return asStrings((value as { message: unknown }).message)
  }
  return []
}

/** Every message of the details list, in order ([] when the body has none). */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const b = body as { details?: unknown; errors?: unknown; error?: unknown; message?: unknown }
  if (Array.isArray(b.details)) return b.details.flatMap((d: Detail) => asStrings(d?.errors))
  const direct = [...asStrings(b.errors), ...asStrings(b.error), ...asStrings(b.message)]
  return direct
}

/** The first detail's errors joined by a space, else the fallback (001 §8 generic order failure). */
export function firstDetailErrors(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && Array.isArray((body as { details?: unknown }).details)) {
    const first = ((body as { details: Detail[] }).details[0] ?? {}) as Detail
    const joined = asStrings(first.errors).join(' ')
    if (joined) return joined
  }
  return fallback
}

/** The first server message, else the fallback ("the first message of the server error body, else …"). */
export function firstServerMessage(body: unknown, fallback: string): string {
  return serverMessages(body)[0] ?? fallback
}
