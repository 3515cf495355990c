import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { ResponsePolicy } from './response-policy'

/** What the Express middlewares share for one request (`res.locals`). */
export type RequestLocals = {
  cspNonce: string
  requestId: string
  clientIp: string
  /** The form body, read whole and checked (form-guard.ts). */
  body?: Uint8Array<ArrayBuffer>
}

/**
 * Gives the request its nonce, id and client address, and puts the response policy's headers on whatever answer
 * leaves (the app's, the page cache's, a refusal): they are decided when the headers go, from the answer's own
 * content type, Cache-Control and Set-Cookie — the same call the lean routes make.
 */
export function withResponsePolicy(policy: ResponsePolicy): RequestHandler {
  return (req, res, next) => {
    const locals = res.locals as RequestLocals
    locals.cspNonce = randomBytes(16).toString('base64')
    locals.requestId = randomBytes(8).toString('hex')
    locals.clientIp = policy.clientIp(req)
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const contentType = this.getHeader('content-type')
      const cacheControl = this.getHeader('cache-control')
      const headers = policy.headers({
        pathname: req.path,
        hasCookies: Boolean(req.headers.cookie),
        contentType: contentType === undefined ? null : String(contentType),
        cacheControl: cacheControl === undefined ? null : String(cacheControl),
        setsCookie: this.hasHeader('set-cookie'),
        nonce: locals.cspNonce,
      })
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
      return writeHead.apply(this, args)
    } as typeof res.writeHead
    next()
  }
}
