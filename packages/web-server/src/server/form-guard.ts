import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { bodyLimitFor, checkForm, readLimited, type BodyLimits } from './body'
import { errorPage } from './error-page'
import type { RequestLocals } from './request-locals'
import { foreignPostAnswer, isSafeMethod, isSameOrigin } from './origin'
import type { ServerTexts } from './texts'

/** How long a client may go on sending a body already refused as too large. */
const LINGER_MS = 10_000

/**
 * DESIGN §6 "Every POST checks that its Origin is the app's own", then issue 11 items 7–8: the body is a form
 * within its limit, read here (counted as it arrives) so the app gets it whole (`locals.body`) or not at all.
 * A refusal is a Portuguese page (`texts`), never the app's.
 */
export function formGuard({
  origin,
  limits,
  texts,
  warnAddress,
}: {
  origin: string
  limits: BodyLimits | undefined
  texts: ServerTexts
  /** Tells the operator, once per address, that a post came from another origin (set PUBLIC_ORIGIN). */
  warnAddress: (kind: 'origin', address: string) => void
}): RequestHandler {
  return async (req, res, next) => {
    if (isSafeMethod(req.method)) return next()
    const headers = new Headers()
    if (req.get('origin')) headers.set('origin', req.get('origin') ?? '')
    if (req.get('referer')) headers.set('referer', req.get('referer') ?? '')
    if (!isSameOrigin(new Request(origin, { method: 'POST', headers }), origin)) {
      if (req.get('origin')) warnAddress('origin', req.get('origin') ?? '')
      // explained, in Portuguese, naming the address to open (a page, or the alert a fetcher shows in place)
      const answer = await foreignPostAnswer(req.path, origin)
      res.status(403).type(answer.contentType).setHeader('Cache-Control', 'no-store')
      res.end(answer.body)
      return
    }
    const read = await readLimited(req, bodyLimitFor(req.path, limits))
    if ('aborted' in read) return
    if ('tooLarge' in read) return refuseTooLarge(req, res, texts)
    const checked = await checkForm(req.get('content-type'), read.body)
    if (!checked.ok) return refuse(res, checked.status, texts)
    ;(res.locals as RequestLocals).body = checked.body
    next()
  }
}

/** A request refused before the app: its status and the catalogue's page for it, kept by no cache. */
export function refuse(res: ExpressResponse, status: 400 | 413 | 415, texts: ServerTexts): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store')
  res.end(errorPage(texts[status]))
}

/**
 * After a 413 the rest of the body is read and thrown away (nothing is kept), so the client, still sending, gets
 * to read the answer: closing the socket on unread bytes would reset the connection and lose it. A client that
 * keeps sending past LINGER_MS is cut off.
 */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse, texts: ServerTexts): void {
  refuse(res, 413, texts)
  const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
  req.once('end', () => clearTimeout(cutOff))
  req.once('close', () => clearTimeout(cutOff))
  req.resume()
}
