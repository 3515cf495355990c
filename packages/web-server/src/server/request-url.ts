import type { IncomingMessage } from 'node:http'
import { CLIENT_IP_HEADER } from './rate-limit'

/** The request's URL on the public origin, or null when its target is not a path. */
export function requestUrl(target: string, origin: string): URL | null {
  try {
    // origin-form ("/path?q"): appended, so "//other.example/x" stays a path on our origin
    if (target.startsWith('/')) return new URL(`${origin}${target}`)
    // absolute-form ("http://host/path"), which a client may send: only its path counts
    const absolute = new URL(target)
    return new URL(`${origin}${absolute.pathname}${absolute.search}`)
  } catch {
    return null
  }
}

/** A Node request's headers as Fetch Headers, with the client-address header the rate limiters key on set by us. */
export function requestHeaders(req: IncomingMessage, clientIp: string): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value == null) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  // a client's own value is replaced
  headers.set(CLIENT_IP_HEADER, clientIp)
  return headers
}
