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

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')
// Sync flush: each streamed chunk (the 'Carregando...' fallback, then the deferred data) leaves at once instead of
// waiting in the gzip buffer.
app.use(compression({ flush: zlib.constants.Z_SYNC_FLUSH }))

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  const headers = build.entry.module.securityHeaders(env, nonce, { https: req.secure || env.HTTPS })
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  next()
})

/** A cross-site form post must not reach an action (DESIGN §6). */
app.use((req, res, next) => {
  const own = env.SITE_ORIGIN ? new URL(env.SITE_ORIGIN).origin : `${req.protocol}://${req.get('host')}`
  const headers = new Headers()
  if (req.get('origin')) headers.set('origin', req.get('origin'))
  if (req.get('referer')) headers.set('referer', req.get('referer'))
  if (!build.entry.module.isSameOrigin(new Request(new URL(req.originalUrl, own), { method: req.method, headers }), own)) {
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
