import { ApiError } from '../src/errors'
import type { ErrorBody } from '../src/generated/index'
import type { Transport } from '../src/transport'

export interface Recorded {
  method: string
  url: URL
  headers: Headers
  body: string
}

type Handler = (req: Recorded) => Response | Promise<Response>

/** A fake fetch that records every request and answers from a route table (first match wins). */
export function fakeFetch(routes: Array<[RegExp | string, Handler]>) {
  const calls: Recorded[] = []
  const fetch: Transport = async (url, init) => {
    const recorded: Recorded = {
      method: init.method,
      url: new URL(url),
      headers: new Headers(init.headers),
      body:
        init.body === undefined
          ? ''
          : typeof init.body === 'string'
            ? init.body
            : new TextDecoder().decode(init.body),
    }
    calls.push(recorded)
    const key = `${recorded.method} ${recorded.url.pathname}`
    for (const [pattern, handler] of routes) {
      if (typeof pattern === 'string' ? pattern === key : pattern.test(key))
        return handler(recorded)
    }
    return json({ details: [{ errors: [`no fake route for ${key}`] }] }, 404)
  }
  return {
    fetch,
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url.pathname}` === key),
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

export function errorBody(...messages: string[]): ErrorBody {
  return { details: [{ errors: messages }] }
}

export const tokenRoute = (token = 'client-token-1'): [string, Handler] => [
  'POST /connect/token',
  () => json({ access_token: token, token_type: 'Bearer', expires_in: 3600 }),
]

/** A call's outcome as data or error, for tests that look at both. */
export async function settle<T>(
  call: Promise<T>,
): Promise<{ data: T; error?: undefined } | { data?: undefined; error: ApiError }> {
  try {
    return { data: await call }
  } catch (error) {
    if (error instanceof ApiError) return { error }
    throw error
  }
}
