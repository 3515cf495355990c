import type { ServerResponse } from 'node:http'

/** A response the compression middleware wraps has `flush()`: it pushes what is compressed so far to the socket. */
type Flushable = ServerResponse & { flush?: () => void }

/**
 * The one place a Fetch `Response` (what Remix answers) becomes bytes on the socket.
 *
 * React streams a page in many small chunks; written one by one, each would be one deflate call, one flush and one
 * socket write of a few hundred bytes. The chunks read in one tick are written as one and flushed once; content
 * that comes later (deferred data) still leaves as soon as its tick ends, so streaming is never held back.
 *
 * `record`, when given, receives the whole body once it has been sent completely (the page cache stores it).
 */
export async function sendResponse(
  res: Flushable,
  response: Response,
  { record }: { record?: ((body: Buffer) => void) | undefined } = {},
): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!response.body) {
    res.end()
    record?.(Buffer.alloc(0))
    return
  }

  const reader = response.body.getReader()
  const all: Uint8Array[] | null = record ? [] : null
  let pending: Uint8Array[] = []
  let scheduled: NodeJS.Immediate | undefined
  const take = (): Buffer | undefined => {
    if (pending.length === 0) return undefined
    const body = Buffer.concat(pending)
    pending = []
    return body
  }
  const drain = () => {
    scheduled = undefined
    const body = take()
    if (!body || res.writableEnded || res.destroyed) return
    res.write(body)
    res.flush?.()
  }

  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (res.destroyed) {
        await reader.cancel()
        return
      }
      pending.push(value)
      all?.push(value)
      scheduled ??= setImmediate(drain)
    }
  } catch {
    // The render failed after the headers left (the entry has logged it), or the client went away: nothing more
    // can be said on this answer, and a cut connection tells the client the page is incomplete.
    clearImmediate(scheduled)
    res.destroy()
    return
  }
  clearImmediate(scheduled)
  const rest = take()
  if (rest) res.end(rest)
  else res.end()
  if (all && !res.destroyed) record?.(Buffer.concat(all))
}

/** A lean route's answer (`leanLoader`): small and whole, written to the socket as it is, never compressed. */
export type LeanAnswer = {
  status: number
  /** `Set-Cookie` may be a list. */
  headers: Record<string, string | readonly string[]>
  body: string
}

/** The same answer as a Fetch Response (for a Remix route module that serves it too). */
export function responseOf(answer: LeanAnswer): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers))
    for (const one of typeof value === 'string' ? [value] : value) headers.append(name, one)
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers })
}

/** A Fetch Response (a thrown 404, a redirect with its cookie) as a lean answer: its status, headers and body text. */
export async function leanAnswerOf(response: Response): Promise<LeanAnswer> {
  const headers: LeanAnswer['headers'] = {}
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  return { status: response.status, headers, body: await response.text() }
}
