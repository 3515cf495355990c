import type { IncomingMessage } from 'node:http'
import { dataSecurityHeaders, securityHeadersOf, type SecurityPolicy } from './security-headers'

export type ResponsePolicyOptions = {
  /** Behind a proxy (HTTPS=true: TLS ends at the proxy): the client's address is its X-Forwarded-For hop. */
  behindProxy: boolean
  /** Served over https: HSTS and upgrade-insecure-requests. */
  https: boolean
  securityPolicy: SecurityPolicy
  /**
   * The private-answer rule (issue 11 item 11), when the app has one: the pages that are the visitor's own (the
   * routes whose `handle` says `personal`). Without it no answer is made private.
   */
  personal?: ((pathname: string) => boolean) | undefined
}

/** What the policy reads of an answer about to be sent. */
export type AnswerFacts = {
  pathname: string
  /** The request carried a cookie (a session). */
  hasCookies: boolean
  contentType: string | null
  cacheControl: string | null
  setsCookie: boolean
  /** This request's CSP nonce (a document's scripts run only with it). */
  nonce: string
}

/** The one response policy of an app: every answer's headers and the client's address, whichever path answers. */
export type ResponsePolicy = {
  /**
   * The headers the policy puts on an answer, over the answer's own: the security headers — a document's (the CSP
   * with the nonce) for HTML, a data answer's (`default-src 'none'`, no nonce) for anything else — and
   * `Cache-Control: private, no-store` on the visitor's own answers.
   */
  headers(answer: AnswerFacts): Record<string, string>
  /** The client's address: the socket's, or behind a proxy the last X-Forwarded-For hop (the proxy's word). */
  clientIp(req: IncomingMessage): string
}

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const

export function responsePolicyOf(options: ResponsePolicyOptions): ResponsePolicy {
  // built once: the document headers differ per request only by the nonce
  const documentHeaders = securityHeadersOf(options.securityPolicy, { https: options.https })
  const dataHeaders = dataSecurityHeaders({ https: options.https })
  const dataAndPrivate = { ...dataHeaders, ...PRIVATE }
  const { personal } = options
  /**
   * Issue 11 item 11: an answer for a visitor with a cookie (a session), one that sets a cookie, or a personal
   * page is the visitor's own: no cache may keep it. A cookie-less answer (the shared landing) is left alone, and
   * an answer that already says no-store is left as it is: nothing may keep it either way.
   */
  const isPrivate = (answer: AnswerFacts) =>
    personal !== undefined &&
    !(answer.cacheControl ?? '').toLowerCase().includes('no-store') &&
    (answer.hasCookies || answer.setsCookie || personal(answer.pathname))
  return {
    headers(answer) {
      const own = isPrivate(answer)
      if (!(answer.contentType ?? '').startsWith('text/html'))
        return own ? dataAndPrivate : dataHeaders
      const headers = documentHeaders(answer.nonce)
      return own ? Object.assign(headers, PRIVATE) : headers
    },
    clientIp(req) {
      const forwarded = options.behindProxy ? req.headers['x-forwarded-for'] : undefined
      const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean)
      return hops.at(-1) ?? req.socket.remoteAddress ?? 'unknown'
    },
  }
}
