import http from 'node:http'

// Test helpers (`@prato/web-server/testing`): the package's HTTP tests and both apps' server journeys use them.

export type RawAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  /** the body as UTF-8 text */
  body: string
  /** the body's bytes as they came (a gzip-encoded answer is not decoded) */
  bytes: Buffer
}

/**
 * A raw HTTP request, for what a browser (and Playwright's request context) will not send: a forged Host header,
 * a chunked body without Content-Length. The server may answer (and close) before a large body is sent: the
 * answer is what counts.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer | (() => AsyncIterable<Buffer>)
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        )
      },
    )
    request.on('error', (error) =>
      /EPIPE|ECONNRESET/.test(error.message) ? undefined : reject(error),
    )
    const body = options.body
    if (typeof body === 'function') {
      void (async () => {
        for await (const chunk of body()) {
          if (request.destroyed) return
          if (!request.write(chunk)) await new Promise((r) => request.once('drain', r))
        }
        request.end()
      })().catch(() => undefined)
    } else request.end(body)
  })
}

/** A multipart photo upload (field `foto`) of `megabytes`, sent in 64 KB chunks with no Content-Length. */
export function chunkedPhoto(megabytes: number, boundary: string): () => AsyncIterable<Buffer> {
  return async function* () {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const chunk = Buffer.alloc(64 * 1024, 7)
    for (let i = 0; i < megabytes * 16; i++) yield chunk
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
}
