import type { IncomingMessage } from 'node:http'

/**
 * Issue 11 items 7–8: what a request that changes something may carry. A body is a form — urlencoded, or multipart
 * where a route takes a file — and no larger than its limit, counted on the stream as it arrives (a chunked body
 * has no Content-Length to trust); anything else is refused before the app reads it, so an action only ever meets
 * a body that `request.formData()` can parse, and a worker never holds more than one limit per request.
 */
export type BodyLimits = {
  /** Every form (urlencoded or multipart). Default 64 KB. */
  formBytes?: number
  /**
   * A larger limit for a path that takes a file (the page or its `.data`), or undefined: the routes' own
   * `handle.uploadBytes` (`RouteTable.uploadBytes`).
   */
  uploadBytes?: ((path: string) => number | undefined) | undefined
}

export const DEFAULT_FORM_BYTES = 64 * 1024

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** A field name whose path reaches an object's prototype (`__proto__`, `a[constructor][prototype]`…). */
const POLLUTING = /(^|[.[\]])(__proto__|constructor|prototype)($|[.[\]])/

export type BodyOutcome =
  | { ok: true; body: Uint8Array<ArrayBuffer> }
  | { ok: false; status: 400 | 413 | 415; reason: string }

export function bodyLimitFor(path: string, limits: BodyLimits = {}): number {
  return limits.uploadBytes?.(path) ?? limits.formBytes ?? DEFAULT_FORM_BYTES
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * Reads the body up to `limit` bytes. Past the limit it drops what it read, pauses and resolves at once (the caller
 * answers 413 and discards the rest), so the bytes held never exceed the limit whatever the client sends.
 */
type ReadOutcome = { body: Uint8Array<ArrayBuffer> } | { tooLarge: true } | { aborted: true }

export function readLimited(req: IncomingMessage, limit: number): Promise<ReadOutcome> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ tooLarge: true })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (result: ReadOutcome) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onAbort)
      req.off('close', onClose)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        chunks.length = 0
        req.pause()
        done({ tooLarge: true })
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      const body = new Uint8Array(size)
      let offset = 0
      for (const chunk of chunks) {
        body.set(chunk, offset)
        offset += chunk.length
      }
      done({ body })
    }
    const onAbort = () => done({ aborted: true })
    const onClose = () => {
      if (!req.complete) done({ aborted: true })
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onAbort)
    req.on('close', onClose)
  })
}

/**
 * Checks that a complete body is a form the app can read: the declared type is a form type, the body parses as
 * one (a truncated multipart does not), and no field name reaches a prototype.
 */
export async function checkForm(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<BodyOutcome> {
  const type = mediaType(contentType)
  if (!FORM_TYPES.has(type))
    return { ok: false, status: 415, reason: `not a form (${type || 'no content type'})` }
  let names: Iterable<string>
  try {
    names =
      type === 'multipart/form-data'
        ? (
            await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData()
          ).keys()
        : new URLSearchParams(new TextDecoder().decode(body)).keys()
  } catch {
    return { ok: false, status: 400, reason: 'malformed form' }
  }
  for (const name of names)
    if (POLLUTING.test(name)) return { ok: false, status: 400, reason: 'prototype key' }
  return { ok: true, body }
}
