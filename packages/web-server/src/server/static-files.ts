import path from 'node:path'
import express, { type Express, type Response as ExpressResponse } from 'express'

const nosniff = (res: ExpressResponse) => res.setHeader('X-Content-Type-Options', 'nosniff')

/**
 * Serves Vite's client build on `app`: `assets/` (hashed names) immutable for a year, other public files
 * (favicon…) for an hour. Only paths that look like files reach the disk, so pages skip the stat calls.
 */
export function serveStaticFiles(app: Express, clientDir: string): void {
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      setHeaders: nosniff,
    }),
  )
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false, setHeaders: nosniff })
  app.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data')
      ? publicFiles(req, res, next)
      : next(),
  )
}
