import type { ErrorRequestHandler } from 'express'

/** Errors met outside the app (a malformed URL, say): a bare status, logged when the server's, never a stack trace. */
export function errorHandler(
  name: string,
  logError: (message: string, fields: Record<string, unknown>) => void,
): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; message?: string }, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode ?? 500)
    if (status >= 500) logError(`${name}: server error`, { error: String(error?.message ?? error) })
    if (res.headersSent) {
      res.destroy()
      return
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain')
      .send(status === 400 ? 'Bad Request' : 'Error')
  }
}
