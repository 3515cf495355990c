// The contract as JSON and a page to browse it (issue 24 item 6): `/openapi.json` and `/docs`.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { swaggerUI } from '@hono/swagger-ui'
import type { Hono } from 'hono'
import type { AppEnv } from '../app'

const require = createRequire(import.meta.url)

/** Where the page's assets are served: the middleware asks for `{ASSETS}/swagger-ui-dist/{file}`. */
const ASSETS = '/docs/assets'

/**
 * Swagger UI's script and style, read from the installed `swagger-ui-dist` (the version package.json pins), never
 * from a CDN: the sandbox works offline, and so does its reference page.
 */
function swaggerAssets(): Map<string, { body: string; type: string }> {
  const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'))
  return new Map(
    [
      ['swagger-ui.css', 'text/css; charset=utf-8'],
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ].map(([file, type]) => [
      file as string,
      { body: readFileSync(path.join(dir, file as string), 'utf8'), type: type as string },
    ]),
  )
}

export function rotasReferencia(app: Hono<AppEnv>): void {
  // packages/api-client/openapi/openapi.yaml as JSON (its codegen writes it; a test there keeps it in step)
  const contrato = require('@prato/api-client/openapi.json') as unknown
  app.get('/openapi.json', (c) => c.json(contrato))

  let assets: ReturnType<typeof swaggerAssets> | undefined
  app.get(`${ASSETS}/swagger-ui-dist/:file`, (c) => {
    assets ??= swaggerAssets()
    const asset = assets.get(c.req.param('file'))
    if (!asset) return c.notFound()
    return c.body(asset.body, 200, {
      'content-type': asset.type,
      'cache-control': 'public, max-age=3600',
    })
  })
  app.get(
    '/docs',
    swaggerUI({
      url: '/openapi.json',
      baseUrl: ASSETS,
      title: 'Prato API — sandbox',
      // Swagger UI would ask validator.swagger.io about the contract: offline, never
      validatorUrl: 'none',
    }),
  )
}
