#!/usr/bin/env node
// `npm run bench`: what a diner feels, measured in one run on this machine (DESIGN §7, issue 10).
//
//   1. First-load JavaScript and CSS per route (gzip) against the budgets — the apps' own bench scripts; this run
//      fails when one is over, as `npm test` does.
//   2. Lighthouse mobile (simulated throttling, the system Chromium) of three tenants' landings, every storefront page
//      a visitor opens without an account (the 320-product menu among them) and every directory page: score, LCP, TBT and CLS, median of three, against the targets. Printed, not gated: the machine is noisy.
//   3. Server-rendering throughput (autocannon) of the landing with and without a session cookie and of the
//      directory home, side by side with a bare one-route Remix page (bench/bare-remix) built and served in the same
//      run on the same server stack, as ratios. Printed, not gated.
//
// Options: --runs=3 (Lighthouse runs per page), --duration=5 (seconds of load per row), --connections=10,
// --skip-lighthouse, --skip-throughput. The apps must be built (`npm run build`); the bare page is built here.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { processGroup, waitFor } from './lib/processes.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const RUNS = Number(args.runs ?? 3)
const DURATION = Number(args.duration ?? 5)
const CONNECTIONS = Number(args.connections ?? 10)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PORTS = { api: 4950, storefront: 3950, directory: 3960, bare: 3970 }
const api = `http://localhost:${PORTS.api}`
const TARGETS = { score: 95, lcp: 2000, tbt: 150, cls: 0.02 }

const tmp = mkdtempSync(path.join(tmpdir(), 'prato-bench-'))
const servers = processGroup()
function stopAll() {
  servers.stop()
  rmSync(tmp, { recursive: true, force: true })
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))
const start = servers.start

// ---------- 1. bytes ----------
console.info('\n## 1. First-load JavaScript and CSS per route (gzip), against DESIGN §7\n')
let overBudget = false
for (const app of ['storefront', 'directory']) {
  const result = spawnSync('node', ['scripts/bench.mjs', '--skip-ssr'], {
    cwd: path.join(repo, 'apps', app),
    stdio: 'inherit',
  })
  if (result.status !== 0) overBudget = true
}

// ---------- servers ----------
const appEnv = {
  API_URL: api,
  AUTH_URL: api,
  WEB_API_URL: api,
  IMAGE_URL: api,
  MAPS_URL: api,
  // One process each, so the apps and the bare page are compared on equal terms.
  WEB_CONCURRENCY: '1',
}
const needServers = args['skip-lighthouse'] !== 'true' || args['skip-throughput'] !== 'true'
if (needServers) {
  const bareDir = path.join(repo, 'bench/bare-remix')
  const build = spawnSync('npx', ['remix', 'vite:build'], { cwd: bareDir, stdio: 'ignore' })
  if (build.status !== 0) throw new Error('the bare Remix page did not build (bench/bare-remix)')
  start(
    'npm',
    [
      'run',
      'start',
      '-w',
      '@prato/sandbox-api',
      '--',
      '--port',
      String(PORTS.api),
      '--db',
      path.join(tmp, 'sandbox.db'),
      '--reset',
    ],
    repo,
  )
  await waitFor(`${api}/health`)
  start('node', ['server.js'], path.join(repo, 'apps/storefront'), {
    ...appEnv,
    PORT: String(PORTS.storefront),
    SESSION_DIR: path.join(tmp, 'sessions'),
  })
  start('node', ['server.js'], path.join(repo, 'apps/directory'), {
    ...appEnv,
    PORT: String(PORTS.directory),
    STOREFRONT_URL: `http://localhost:${PORTS.storefront}`,
  })
  start('node', ['server.js'], bareDir, { PORT: String(PORTS.bare) })
  await Promise.all([
    waitFor(`http://localhost:${PORTS.storefront}/bella-napoli`),
    waitFor(`http://localhost:${PORTS.directory}/`),
    waitFor(`http://localhost:${PORTS.bare}/`),
  ])
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const pad = (value, width) => String(value).padEnd(width)
const padLeft = (value, width) => String(value).padStart(width)

// ---------- 2. Lighthouse ----------
if (args['skip-lighthouse'] !== 'true') {
  const pages = [
    ['storefront /bella-napoli', `http://localhost:${PORTS.storefront}/bella-napoli`],
    ['storefront /burger-hub', `http://localhost:${PORTS.storefront}/burger-hub`],
    ['storefront /sushi-kento', `http://localhost:${PORTS.storefront}/sushi-kento`],
    // every storefront page a visitor opens without an account (issue 20: Lighthouse on every page)
    ...[
      '/bella-napoli/delivery',
      '/bella-napoli/cardapio',
      '/bella-napoli/menu',
      '/mercado-central/delivery',
      '/bella-napoli/delivery?dialog=produto&id=5&pdv=3',
      '/bella-napoli/produto?id=5&pdv=3',
      '/bella-napoli/carrinho',
      '/bella-napoli/delivery-ponto-entrega',
      '/bella-napoli/wifi',
      '/bella-napoli/conta/entrar',
      '/bella-napoli/conta/cadastro',
      '/bella-napoli/conta/recuperar-senha',
      '/bella-napoli/informacoes-basicas',
      '/bella-napoli/fidelidade',
      '/bella-napoli/reserva',
    ].map((page) => [`storefront ${page}`, `http://localhost:${PORTS.storefront}${page}`]),
    ['directory /', `http://localhost:${PORTS.directory}/`],
    ['directory /prato/como-funciona', `http://localhost:${PORTS.directory}/prato/como-funciona`],
    [
      'directory /prato/politica-privacidade',
      `http://localhost:${PORTS.directory}/prato/politica-privacidade`,
    ],
    [
      'directory /prato/seja-nosso-parceiro',
      `http://localhost:${PORTS.directory}/prato/seja-nosso-parceiro`,
    ],
    ['bare Remix page', `http://localhost:${PORTS.bare}/`],
  ]
  console.info(
    `\n## 2. Lighthouse mobile (simulated throttling, ${CHROMIUM}), median of ${RUNS}` +
      ` — targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcp} ms, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}\n`,
  )
  console.info(
    `${pad('page', 40)}${padLeft('score', 7)}${padLeft('LCP ms', 9)}${padLeft('TBT ms', 9)}${padLeft('CLS', 8)}  meets`,
  )
  const lighthouse = path.join(repo, 'node_modules/lighthouse/cli/index.js')
  for (const [name, url] of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const output = path.join(tmp, 'lighthouse.json')
      spawnSync(
        'node',
        [
          lighthouse,
          url,
          `--chrome-path=${CHROMIUM}`,
          '--chrome-flags=--headless=new --no-sandbox',
          '--only-categories=performance',
          '--form-factor=mobile',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
        ],
        { stdio: 'ignore', timeout: 180_000 },
      )
      try {
        const report = JSON.parse(readFileSync(output, 'utf8'))
        if (report.runtimeError || report.categories.performance.score == null) continue
        runs.push({
          score: report.categories.performance.score * 100,
          lcp: report.audits['largest-contentful-paint'].numericValue,
          tbt: report.audits['total-blocking-time'].numericValue,
          cls: report.audits['cumulative-layout-shift'].numericValue,
        })
      } catch {
        // a run that failed to record (Lighthouse's NO_NAVSTART on a loaded machine) is left out
      }
    }
    if (runs.length === 0) {
      console.info(`${pad(name, 40)}  no run recorded`)
      continue
    }
    const m = Object.fromEntries(
      ['score', 'lcp', 'tbt', 'cls'].map((k) => [k, median(runs.map((r) => r[k]))]),
    )
    const meets =
      m.score >= TARGETS.score &&
      m.lcp <= TARGETS.lcp &&
      m.tbt <= TARGETS.tbt &&
      m.cls <= TARGETS.cls
    console.info(
      `${pad(name, 40)}${padLeft(m.score.toFixed(0), 7)}${padLeft(m.lcp.toFixed(0), 9)}${padLeft(m.tbt.toFixed(0), 9)}` +
        `${padLeft(m.cls.toFixed(3), 8)}  ${meets ? 'yes' : 'NO'}${runs.length < RUNS ? ` (${runs.length} runs)` : ''}`,
    )
  }
}

// ---------- 3. throughput ----------
if (args['skip-throughput'] !== 'true') {
  const rows = [
    ['bare Remix page (yardstick)', `http://localhost:${PORTS.bare}/`, {}],
    ['landing, first visit (no cookie)', `http://localhost:${PORTS.storefront}/bella-napoli`, {}],
    [
      'landing with a session cookie',
      `http://localhost:${PORTS.storefront}/bella-napoli`,
      { cookie: 'prato_bench=1' },
    ],
    ['directory home', `http://localhost:${PORTS.directory}/`, {}],
  ]
  console.info(
    `\n## 3. Server rendering (autocannon, ${CONNECTIONS} connections, ${DURATION} s a row, one server process each)\n`,
  )
  console.info(
    `${pad('page', 36)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('errors', 8)}${padLeft('× bare', 8)}`,
  )
  let bare
  for (const [name, url, headers] of rows) {
    const run = (duration) =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'gzip', ...headers },
      })
    await run(1) // warm up: JIT, the tenant configuration cache
    const result = await run(DURATION)
    const rps = result.requests.average
    bare ??= rps
    const errors = result.errors + result.non2xx
    console.info(
      `${pad(name, 36)}${padLeft(rps.toFixed(0), 9)}${padLeft(result.latency.p50.toFixed(1), 9)}` +
        `${padLeft(result.latency.p99.toFixed(1), 9)}${padLeft(errors, 8)}${padLeft((rps / bare).toFixed(2), 8)}`,
    )
  }
  for (const name of ['menu of 320 products', 'order status']) {
    console.info(`${pad(name, 36)}  not built yet (issues 12 and 13)`)
  }
}

stopAll()
if (overBudget) {
  console.error('\nA route is over its JavaScript budget (table 1).')
  process.exit(1)
}
