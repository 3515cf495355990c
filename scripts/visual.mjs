#!/usr/bin/env node
// `npm run visual` (from packages/ui, or turbo at the root): build Storybook, serve it on port 6106, and with
// Playwright and the system Chromium screenshot every story at 360 and 1280 px in the default and the yellow
// sample tenant, compare with visual/baselines, and run axe on each. See visual/README.md.
//
//   --no-build          reuse storybook-static from an earlier build
//   --update            rewrite baselines that changed and remove those of stories that no longer exist
//                       (same as UPDATE_BASELINES=1)
//   anything else       is passed to `playwright test` (e.g. --grep "UI/Dialog")
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize, sep } from 'node:path'
import { buildStorybook, repoRoot, storybookStatic } from '../.storybook/build.mjs'

const started = Date.now()
const args = process.argv.slice(2)
const noBuild = args.includes('--no-build')
const update = args.includes('--update') || process.env.UPDATE_BASELINES === '1'
const passThrough = args.filter((arg) => arg !== '--no-build' && arg !== '--update')
const port = Number(process.env.VISUAL_PORT ?? 6106)
const baselinesDir = join(repoRoot, 'visual/baselines')
// The docs pages visual/stories.visual.ts screenshots besides the stories.
const docsPages = JSON.parse(readFileSync(join(repoRoot, 'visual/docs-pages.json'), 'utf8'))
const tenants = ['default', 'yellow']
const widths = [360, 1280]
// visual/stories.visual.ts: a story tagged `visual-768` is screenshotted at 768 px too
const widthsOf = (entry) => (entry.tags?.includes('visual-768') ? [360, 768, 1280] : widths)

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install Debian's chromium and fonts-dejavu-core, or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

let buildSeconds = 0
if (!noBuild) {
  const t = Date.now()
  buildStorybook()
  buildSeconds = (Date.now() - t) / 1000
} else if (!existsSync(join(storybookStatic, 'index.json'))) {
  console.error(
    '--no-build was given but storybook-static/index.json does not exist; run without --no-build.',
  )
  process.exit(1)
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  // Chromium asks for /favicon.ico on its own; Storybook ships an SVG one.
  const pathname = url.pathname === '/favicon.ico' ? '/favicon.svg' : url.pathname
  let path = normalize(join(storybookStatic, decodeURIComponent(pathname)))
  if (!path.startsWith(storybookStatic + sep) && path !== storybookStatic) {
    res.writeHead(403).end()
    return
  }
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html')
  if (!existsSync(path)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    return
  }
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
  createReadStream(path).pipe(res)
})
await new Promise((resolve, reject) => {
  server.once('error', reject)
  server.listen(port, '127.0.0.1', resolve)
})

const requireFromRoot = createRequire(join(repoRoot, 'package.json'))
const playwrightCli = requireFromRoot.resolve('@playwright/test/cli')
const testStarted = Date.now()
// Asynchronous on purpose: the static server above runs in this process and must keep answering.
const run = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      playwrightCli,
      'test',
      '--config',
      join(repoRoot, 'visual/playwright.config.ts'),
      ...(update ? ['--update-snapshots=changed'] : []),
      ...passThrough,
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, VISUAL_BASE_URL: `http://127.0.0.1:${port}` },
    },
  )
  child.on('exit', (code) => resolve({ status: code ?? 1 }))
})
const testSeconds = (Date.now() - testStarted) / 1000
server.close()

// After a full update, baselines of deleted or renamed stories would linger forever: remove them.
if (update && run.status === 0 && passThrough.length === 0) {
  const index = JSON.parse(readFileSync(join(storybookStatic, 'index.json'), 'utf8'))
  const expected = new Set(
    Object.values(index.entries)
      .filter((e) => e.type === 'story' && !e.tags?.includes('skip-visual'))
      .flatMap((e) => tenants.flatMap((t) => widthsOf(e).map((w) => `${e.id}--${t}-${w}.png`)))
      // The docs pages visual/stories.visual.ts screenshots (default tenant, desktop width).
      .concat(docsPages.map((id) => `${id}--default-1280.png`)),
  )
  for (const file of readdirSync(baselinesDir)) {
    if (file.endsWith('.png') && !expected.has(file)) {
      rmSync(join(baselinesDir, file))
      console.info(`removed obsolete baseline ${file}`)
    }
  }
}

console.info(
  `visual: Storybook build ${noBuild ? 'skipped' : `${buildSeconds.toFixed(1)} s`}, screenshots and axe ${testSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(run.status ?? 1)
