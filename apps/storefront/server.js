// The production server: Express serving the Vite client build and the Remix request handler, with the security
// headers and the Origin check of DESIGN §6. `npm run start -w @prato/storefront` runs it after a build.
//
// Server rendering is CPU work and a Node process renders on one core, so the primary process forks one worker
// per CPU (WEB_CONCURRENCY overrides; 1 runs without a primary). They share the port; every piece of state a
// request needs (sessions, the client token, rate-limit counters) is in the shared store, never in a worker.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(path.join(here, 'build/server/index.js'))
const entry = build.entry.module
// Importing the build validated the environment (entry.server calls getEnv at load) — in the primary too, so a
// bad variable stops the start once, and the generated session secret exists before any worker reads it.
const env = entry.getEnv()
const port = Number(process.env.PORT ?? 3000)
const workers = env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1)

if (cluster.isPrimary && workers > 1) runPrimary()
else startServer()

function runPrimary() {
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork()
  for (let i = 0; i < workers; i++) fork()
  cluster.on('listening', () => {
    if (++listening === workers)
      console.info(`storefront listening on http://localhost:${port} (${workers} processes)`)
  })
  cluster.on('exit', (worker, code, signal) => {
    // A worker exits 0 only when it was told to stop (a signal to the whole process group reaches it too).
    if (stopping || (code === 0 && !signal)) {
      stopping = true
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // A worker that dies before it ever listened has a problem a restart will not fix (the port is taken, the
    // build is broken): stop instead of looping. One that dies later is replaced.
    if (listening === 0) {
      console.error(
        `storefront worker ${worker.process.pid} exited (${signal ?? code}) before listening`,
      )
      process.exit(typeof code === 'number' && code !== 0 ? code : 1)
    }
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'storefront worker exited; starting another',
        pid: worker.process.pid,
        code,
        signal,
      }),
    )
    fork()
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

function startServer() {
  // The landing page as every visitor without cookies gets it, kept a few seconds (app/lib/page-cache.server.ts).
  const pageCache = new entry.PageCache(Math.min(env.API_CACHE_TTL_MS, entry.PAGE_CACHE_TTL_MS))

  /** Answers from the page cache, or records the page Remix renders when the entry says it may be shared. */
  function sharedPages(req, res, next) {
    const key = pageCache.enabled
      ? entry.pageCacheKey({
          method: req.method,
          host: req.get('host') ?? '',
          path: req.path,
          search: req.originalUrl.includes('?') ? '?' : '',
          hasCookies: Boolean(req.get('cookie')),
        })
      : null
    if (!key) return next()
    const nonce = res.locals.cspNonce
    const hit = pageCache.read(key, nonce)
    // Says where the page came from, like a CDN's cache header (the page is the same either way).
    if (hit) {
      res.setHeader('X-Page-Cache', 'HIT')
      res.status(200).type(hit.contentType).end(hit.body)
      return
    }
    res.setHeader('X-Page-Cache', 'MISS')
    res.locals.page = { shareable: false }
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const chunks = []
    const keep = (chunk, encoding) => {
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
            : Buffer.from(chunk),
        )
    }
    res.write = (chunk, encoding, callback) => {
      keep(chunk, encoding)
      return write(chunk, encoding, callback)
    }
    res.end = (chunk, encoding, callback) => {
      keep(chunk, encoding)
      if (
        res.locals.page.shareable &&
        res.statusCode === 200 &&
        !res.getHeader('set-cookie') &&
        !res.destroyed
      ) {
        pageCache.write(key, {
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
          nonce,
        })
      }
      return end(chunk, encoding, callback)
    }
    next()
  }

  const app = express()
  app.disable('x-powered-by')
  // Behind a TLS-terminating proxy (HTTPS=true) the client address and the scheme come from X-Forwarded-*.
  app.set('trust proxy', env.HTTPS ? 1 : false)
  app.use(compression())
  app.use(
    '/assets',
    express.static(path.join(here, 'build/client/assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  )
  // Other public files (favicon…): only paths that look like files reach the disk; pages skip the stat calls.
  const publicFiles = express.static(path.join(here, 'build/client'), {
    maxAge: '1h',
    index: false,
  })
  app.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
  )

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.locals.requestId = randomBytes(8).toString('hex')
    const https = req.secure || env.HTTPS
    for (const [name, value] of Object.entries(entry.securityHeaders(env, nonce, { https })))
      res.setHeader(name, value)
    // The rate limiter keys on this header; a client never gets to set it.
    req.headers['x-prato-client-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    next()
  })

  // DESIGN §6: "Every POST checks that its Origin is the app's own."
  app.use((req, res, next) => {
    if (entry.isSafeMethod(req.method)) return next()
    const selfOrigin = `${req.protocol}://${req.get('host')}`
    const request = new Request(new URL(req.originalUrl, selfOrigin), {
      method: req.method,
      headers: { origin: req.get('origin') ?? '', referer: req.get('referer') ?? '' },
    })
    if (!req.get('origin')) request.headers.delete('origin')
    if (!req.get('referer')) request.headers.delete('referer')
    if (!entry.isSameOrigin(request)) {
      res.status(403).type('text/plain').send('Forbidden')
      return
    }
    next()
  })

  app.all(
    '*',
    coalesceWrites,
    sharedPages,
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        page: res.locals.page,
      }),
    }),
  )

  // Errors Express meets before Remix (a malformed URL, say): a bare status, never a stack trace.
  app.use((error, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode ?? 500)
    if (status >= 500)
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'express error',
          error: String(error?.message ?? error),
        }),
      )
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain')
      .send(status === 400 ? 'Bad Request' : 'Error')
  })

  const server = app.listen(port, () => {
    if (cluster.isPrimary) console.info(`storefront listening on http://localhost:${port}`)
  })

  function shutdown() {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

/**
 * React streams a page in many small chunks and Remix flushes the compressor after each one (so that streamed
 * Suspense content is never held back): one deflate call, one flush and one socket write per few hundred bytes.
 * This gathers the chunks written in one tick into one write and one flush; content written later (deferred
 * data) still leaves as soon as its tick ends. Wraps the compressed response, so it goes after `compression()`.
 */
function coalesceWrites(_req, res, next) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const flush = typeof res.flush === 'function' ? res.flush.bind(res) : () => {}
  let chunks = []
  let scheduled = false
  const toBuffer = (chunk, encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk
  const drain = () => {
    scheduled = false
    if (chunks.length === 0 || res.writableEnded) return
    const body = Buffer.concat(chunks)
    chunks = []
    write(body)
    flush()
  }
  res.write = (chunk, encoding, callback) => {
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    chunks.push(toBuffer(chunk, encoding))
    if (!scheduled) {
      scheduled = true
      setImmediate(drain)
    }
    if (callback) process.nextTick(callback)
    return true
  }
  res.flush = () => {}
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    chunks = []
    return body ? end(body, callback) : end(callback)
  }
  next()
}
