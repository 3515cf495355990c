// The production server: Express serving the Vite client build and the Remix request handler, with the security
// headers and the Origin check of DESIGN §6. `npm run start -w @prato/storefront` runs it after a build.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(path.join(here, 'build/server/index.js'))
const entry = build.entry.module
// Importing the build validated the environment (entry.server calls getEnv at load).
const env = entry.getEnv()
const port = Number(process.env.PORT ?? 3000)

const app = express()
app.disable('x-powered-by')
// Behind a TLS-terminating proxy (HTTPS=true) the client address and the scheme come from X-Forwarded-*.
app.set('trust proxy', env.HTTPS ? 1 : false)
app.use(compression())

// Hashed assets never change: cache them for a year.
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }))
// Other public files (favicon…): only paths that look like files reach the disk; pages skip the stat calls.
const publicFiles = express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false })
app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  res.locals.requestId = randomBytes(8).toString('hex')
  const https = req.secure || env.HTTPS
  for (const [name, value] of Object.entries(entry.securityHeaders(env, nonce, { https }))) res.setHeader(name, value)
  // The rate limiter keys on this header; a client never gets to set it.
  req.headers['x-prato-client-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
})

// DESIGN §6: "Every POST checks that its Origin is the app's own."
app.use((req, res, next) => {
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
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce, requestId: res.locals.requestId }),
  }),
)

// Errors Express meets before Remix (a malformed URL, say): a bare status, never a stack trace.
app.use((error, _req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode ?? 500)
  if (status >= 500) console.error(JSON.stringify({ level: 'error', msg: 'express error', error: String(error?.message ?? error) }))
  res.status(status >= 400 && status < 600 ? status : 500).type('text/plain').send(status === 400 ? 'Bad Request' : 'Error')
})

const server = app.listen(port, () => {
  console.info(`storefront listening on http://localhost:${port}`)
})

function shutdown() {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
