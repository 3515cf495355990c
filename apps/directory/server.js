// Production server: the built Remix app behind Express, with the security headers of DESIGN.md §6.
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(path.join(here, 'build/server/index.js'))
// entry.server validates the environment when it is imported: a bad variable has already stopped the boot.
const env = build.entry.module.env

/** Origins the page may load images from: the API's image host (http for the local sandbox) and any https host. */
const imageSources = [...new Set([env.IMAGE_URL, env.API_URL].map((u) => new URL(u).origin))].join(' ')

function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // @prato/ui sets theme variables as inline style attributes; style elements stay restricted to 'self'.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https: ${imageSources}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')
// Sync flush: each streamed chunk (the 'Carregando...' fallback, then the deferred data) leaves at once instead of
// waiting in the gzip buffer.
app.use(compression({ flush: zlib.constants.Z_SYNC_FLUSH }))

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  if (env.HTTPS) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  next()
})

/** A cross-site form post must not reach an action: the Origin (or, failing that, the Referer) must be ours. */
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const own = env.SITE_ORIGIN ? new URL(env.SITE_ORIGIN).origin : `${req.protocol}://${req.get('host')}`
  let origin = req.get('origin')
  if (!origin || origin === 'null') {
    const referer = req.get('referer')
    try {
      origin = referer ? new URL(referer).origin : undefined
    } catch {
      origin = undefined
    }
  }
  if (origin !== own) {
    res.status(403).type('text/plain').send('Forbidden')
    return
  }
  next()
})

app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }))

app.all(
  '*',
  createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip ?? 'unknown' }),
  }),
)

const port = env.PORT
app.listen(port, () => {
  console.info(`directory listening on http://localhost:${port}`)
})
