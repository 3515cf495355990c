#!/usr/bin/env node
// `npm run bench:checkout`: the load proof of issue 24 — an order is placed exactly once through double submits,
// crashes, deploys, stalls, outages, lost answers and failed reads, on a local stack this script starts itself:
// the sandbox API (its fault injection, Idempotency-Key ignored unless --idempotency), Debian's redis-server and
// two instances of the BUILT storefront (`node server.js`, one process per CPU each).
//
// Each diner is one cart of Ana's (one account in many sessions, the hardest case: a family's phones, an office
// login) with a note of its own on its item, so the restaurant's orders (read from the sandbox's database) say
// whose each order is. Per plan it prints: diners; orders; duplicates (orders beyond one per diner); lost
// (diners with no order at the end); misdirected (diners shown an order that is not theirs); errors (500 answers
// and failed connections not caused by the plan's own kill); unresolved (diners whose last answer was not their
// order's page); checkouts/s and the p99 of 'Finalizar pedido' answers.
//
// Plans (N = 1,000 by default: --n=100 or BENCH_N=100 for a quick run; --plans=double,split,… to pick):
//   double   N diners posting 'Finalizar pedido' 2 or 3 times at once, one instance, sessions on disk
//   split    N diners whose 2–3 posts are split across the two instances, sessions on Redis
//   (the fault plans take min(their size, N) diners)
//   sigkill  30 diners in flight (a 3 s slow order call) when an instance is killed; retries at +5 s and +45 s
//   sigterm  the same through a SIGTERM (what the server's shutdown does with in-flight requests)
//   stall    60 diners through a 10 s API stall (the order call times out at 8 s; the API creates it at 10 s)
//   outage   60 diners through a 10 s API outage (every call answers 503)
//   lost502  30 diners whose order is created but whose answer a gateway replaces by a 502
//   readfail 30 diners whose order call times out while the read of their latest orders fails (for 20 s)
//
// Options: --concurrency=16 (diners at once in the double-submit plans), --idempotency (the sandbox honours the
// key and the storefront relies on it: API_IDEMPOTENCY_KEYS=true), --build (build the storefront first; it is built
// when there is no build). Exits 1 when any plan has a duplicate, a lost or a misdirected diner.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { DEMO_DINER, DinerSession } from './lib/diner.mjs'
import { processGroup, waitFor } from './lib/processes.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const N = Number(args.n ?? process.env.BENCH_N ?? 1000)
const CONCURRENCY = Number(args.concurrency ?? 16)
const IDEMPOTENCY = args.idempotency === 'true'
const ALL_PLANS = [
  'double',
  'split',
  'sigkill',
  'sigterm',
  'stall',
  'outage',
  'lost502',
  'readfail',
]
const PLANS = (args.plans ?? ALL_PLANS.join(',')).split(',')
const PORTS = {
  api: Number(process.env.BENCH_API_PORT ?? 4545),
  a: Number(process.env.BENCH_APP_PORT ?? 3545),
  b: Number(process.env.BENCH_APP2_PORT ?? 3546),
  redis: Number(process.env.BENCH_REDIS_PORT ?? 6545),
}
const API = `http://localhost:${PORTS.api}`
const A = `http://localhost:${PORTS.a}`
const B = `http://localhost:${PORTS.b}`
const TENANT = 'bella-napoli'
const CART = `/${TENANT}/carrinho`
/** 'Finalizar pedido': placing the order is its own route. */
const PLACE_ORDER = `/${TENANT}/finalizar-pedido`
const DINER = DEMO_DINER
const API_TIMEOUT_MS = 8000

const storefrontDir = path.join(repo, 'apps', 'storefront')
if (args.build === 'true' || !existsSync(path.join(storefrontDir, 'build/server/index.js'))) {
  console.info('building the storefront…')
  const built = spawnSync('npm', ['run', 'build', '-w', '@prato/storefront'], {
    cwd: repo,
    stdio: 'ignore',
  })
  if (built.status !== 0) throw new Error('the storefront build failed')
}
if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0)
  throw new Error('redis-server is needed (Debian: apt-get install redis-server)')

const tmp = mkdtempSync(path.join(tmpdir(), 'prato-bench-checkout-'))
const servers = processGroup()
process.on('exit', () => {
  servers.stop()
  rmSync(tmp, { recursive: true, force: true })
})
process.on('SIGINT', () => process.exit(130))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------- the stack ----------
const dbPath = path.join(tmp, 'sandbox.db')
servers.start(
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
    dbPath,
    '--reset',
  ],
  repo,
  { SANDBOX_MODE: 'test', SANDBOX_IDEMPOTENCY: IDEMPOTENCY ? 'on' : 'off' },
)
servers.start(
  'redis-server',
  ['--port', String(PORTS.redis), '--save', '', '--appendonly', 'no'],
  tmp,
)
await waitFor(`${API}/health`)
const db = new Database(dbPath, { readonly: true })

/** Starts one storefront instance (its own process group); `redis` puts its sessions on the shared Redis. */
async function storefront(port, name, redis) {
  const child = servers.start('node', ['server.js'], storefrontDir, {
    PORT: String(port),
    API_URL: API,
    AUTH_URL: API,
    WEB_API_URL: API,
    IMAGE_URL: API,
    MAPS_URL: API,
    API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    SESSION_SECRET: 'bench-session-secret-shared-by-both-instances',
    SESSION_DIR: path.join(tmp, `sessions-${name}`),
    WEB_CONCURRENCY: '2',
    ...(redis ? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` } : {}),
    ...(IDEMPOTENCY ? { API_IDEMPOTENCY_KEYS: 'true' } : {}),
  })
  await waitFor(`http://localhost:${port}/${TENANT}`)
  return child
}

// ---------- the sandbox's side ----------
const fault = async (body) => {
  const res = await fetch(`${API}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`fault: ${res.status} ${await res.text()}`)
}
const clearFaults = () => fetch(`${API}/__sandbox/faults`, { method: 'DELETE' })
const ORDER_CALL = { pathPattern: '/^\\/v3\\/wg-pedido$/', method: 'POST' }
const TIRAMISU = db
  .prepare("SELECT id FROM produtos WHERE empresa_id = 1 AND nome_completo = 'Tiramisù'")
  .get().id
const CARD = db
  .prepare("SELECT id FROM modalidades_caixa WHERE empresa_id = 1 AND nome = 'Cartão de Crédito'")
  .get().id

/** Which orders carry each note (the restaurant's own records). */
function ordersByNote(prefix) {
  const rows = db
    .prepare(
      'SELECT DISTINCT p.id AS id, i.observacao AS note FROM pedidos p JOIN pedido_itens i ON i.pedido_id = p.id WHERE i.observacao LIKE ?',
    )
    .all(`${prefix}%`)
  const byNote = new Map()
  const noteOf = new Map()
  for (const { id, note } of rows) {
    byNote.set(note, [...(byNote.get(note) ?? []), id])
    noteOf.set(id, note)
  }
  return { byNote, noteOf }
}

// ---------- a diner's browser (scripts/lib/diner.mjs) with a cart ready to place ----------
class Session extends DinerSession {
  static logIn(base) {
    return super.logIn(base, TENANT, DINER)
  }
  /** A cart with one Tiramisù noted `note`, paid by card on delivery, to Ana's main address; its checkout key. */
  async readyCart(base, note) {
    // the product view's 'Adicionar' posts to the product's own route
    await this.addToCart(base, TENANT, TIRAMISU, { observacao: note })
    await this.request(base, CART, { intent: 'pagamento', pagamento: `m:${CARD}`, via: 'fetcher' })
    const page = await this.request(base, CART)
    const chave = /name="chave" value="([^"]+)"/.exec(page.text)?.[1]
    if (!chave) throw new Error(`no checkout key on the cart page (${page.status})`)
    return chave
  }
}

/** One 'Finalizar pedido': its answer, the order it leads to, how long it took. */
async function finalize(session, base, chave) {
  const t0 = performance.now()
  try {
    const res = await session.request(base, PLACE_ORDER, { chave })
    const placed = /\/(?:acompanhamento|pagamento-pix)\/(\d+)$/.exec(res.location ?? '')
    return {
      status: res.status,
      order: placed ? Number(placed[1]) : null,
      ms: performance.now() - t0,
    }
  } catch (error) {
    return {
      status: 0,
      order: null,
      ms: performance.now() - t0,
      error: String(error.cause ?? error),
    }
  }
}

// ---------- one plan's numbers ----------
const results = []
function report(plan, diners, seconds, { expectedDrops = 0 } = {}) {
  const { byNote, noteOf } = ordersByNote(`bench-${plan}-`)
  let orders = 0
  let duplicates = 0
  let lost = 0
  let misdirected = 0
  let errors = 0
  let unresolved = 0
  const latencies = []
  for (const d of diners) {
    const mine = byNote.get(d.note) ?? []
    orders += mine.length
    duplicates += Math.max(0, mine.length - 1)
    if (mine.length === 0) lost++
    const shown = d.answers.map((a) => a.order).filter((id) => id !== null)
    if (shown.some((id) => noteOf.get(id) !== d.note)) misdirected++
    errors += d.answers.filter(
      (a) => a.status >= 500 && a.status !== 502 && a.status !== 409,
    ).length
    errors += d.answers.filter((a) => a.status === 0).length
    const last = d.answers.at(-1)
    if (!last || last.order === null || noteOf.get(last.order) !== d.note) unresolved++
    for (const a of d.answers) latencies.push(a.ms)
  }
  errors = Math.max(0, errors - expectedDrops)
  latencies.sort((x, y) => x - y)
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0
  const row = {
    plan,
    diners: diners.length,
    orders,
    duplicates,
    lost,
    misdirected,
    errors,
    unresolved,
    'checkouts/s': Number((diners.length / seconds).toFixed(1)),
    'p99 ms': Math.round(p99),
  }
  results.push(row)
  // how the diners were answered, attempt by attempt (status × count), to see which path each plan took
  const attempts = Math.max(...diners.map((d) => d.answers.length))
  const how = Array.from({ length: attempts }, (_, k) => {
    const counts = new Map()
    for (const d of diners) {
      const a = d.answers[k]
      if (!a) continue
      const label = a.order !== null ? 'order' : a.status === 0 ? 'dropped' : String(a.status)
      counts.set(label, (counts.get(label) ?? 0) + 1)
    }
    return `#${k + 1} ${[...counts].map(([label, n]) => `${label}×${n}`).join(' ')}`
  })
  console.info(`${plan.padEnd(9)} answers: ${how.join(' | ')}`)
  console.info(
    `${plan.padEnd(9)} ${Object.entries(row)
      .slice(1)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  )
}

// ---------- the double-submit plans ----------
async function doubleSubmits(plan, bases) {
  const sessions = await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, N) }, () => Session.logIn(bases[0])),
  )
  const diners = []
  let next = 0
  const t0 = performance.now()
  await Promise.all(
    sessions.map(async (session) => {
      while (next < N) {
        const i = next++
        const note = `bench-${plan}-${i}`
        const chave = await session.readyCart(bases[i % bases.length], note)
        const twins = 2 + (i % 2)
        const answers = await Promise.all(
          Array.from({ length: twins }, (_, k) =>
            finalize(session, bases[(i + k) % bases.length], chave),
          ),
        )
        diners.push({ note, answers })
      }
    }),
  )
  // checkouts per second: whole carts (add, payment, cart page, the posts) over the plan's time
  report(plan, diners, (performance.now() - t0) / 1000)
}

// ---------- the fault plans ----------
/**
 * `count` diners, each its own session of Ana's with a ready cart, post once at `firstPost(i)` to `base`; the plan
 * runs `during` meanwhile (its faults armed by `arm`, for that many order calls); a diner not shown its order retries at +5 s and, still not, at +45 s (the first to
 * `retryBases[0]`, the second to `retryBases[1]`).
 */
async function faultPlan(plan, count, { base, retryBases, arm, during, firstPost = () => 0 }) {
  const diners = await Promise.all(
    // (a quick run with a small N runs smaller fault plans too)
    Array.from({ length: Math.min(count, N) }, async (_, i) => {
      const session = await Session.logIn(A)
      const note = `bench-${plan}-${i}`
      return { session, note, chave: await session.readyCart(A, note), answers: [] }
    }),
  )
  await arm?.(diners.length)
  const t0 = performance.now()
  const running = during?.()
  await Promise.all(
    diners.map(async (d, i) => {
      await sleep(firstPost(i))
      d.answers.push(await finalize(d.session, base, d.chave))
      for (const [delay, retryBase] of [
        [5_000, retryBases[0]],
        [40_000, retryBases[1]],
      ]) {
        if (d.answers.at(-1).order !== null) break
        await sleep(delay)
        d.answers.push(await finalize(d.session, retryBase, d.chave))
      }
    }),
  )
  await running
  await clearFaults()
  return { diners, seconds: (performance.now() - t0) / 1000 }
}

async function restartAfter(signal, instance) {
  const child = instance.child
  const exited = new Promise((resolve) => child.once('exit', resolve))
  if (signal === 'SIGKILL') process.kill(-child.pid, 'SIGKILL')
  else process.kill(child.pid, 'SIGTERM') // the primary, as an orchestrator stops a container
  await Promise.race([exited, sleep(60_000)])
  try {
    process.kill(-child.pid, 'SIGKILL') // whatever is left of the group
  } catch {
    // all gone
  }
  instance.child = await storefront(instance.port, instance.name, true)
}

// ---------- run ----------
console.info(
  `\n## bench:checkout — N = ${N}, Idempotency-Key ${IDEMPOTENCY ? 'honoured by the sandbox and relied on' : 'ignored by the sandbox (the storefront reconciles)'}\n`,
)
if (PLANS.includes('double')) {
  const a = await storefront(PORTS.a, 'disk', false)
  await doubleSubmits('double', [A])
  process.kill(-a.pid, 'SIGTERM')
  await new Promise((resolve) => a.once('exit', resolve))
}
await storefront(PORTS.a, 'a', true)
const instanceB = { port: PORTS.b, name: 'b', child: await storefront(PORTS.b, 'b', true) }
if (PLANS.includes('split')) await doubleSubmits('split', [A, B])

for (const signal of ['SIGKILL', 'SIGTERM']) {
  const plan = signal.toLowerCase()
  if (!PLANS.includes(plan)) continue
  const { diners, seconds } = await faultPlan(plan, 30, {
    base: B,
    retryBases: [A, B],
    arm: (times) => fault({ ...ORDER_CALL, latencyMs: 3000, times }),
    during: async () => {
      await sleep(1500)
      await restartAfter(signal, instanceB)
    },
  })
  // the kill cuts the posts in flight: those failed connections are the plan, not errors
  report(plan, diners, seconds, {
    expectedDrops: signal === 'SIGKILL' ? diners.length : 0,
  })
}

if (PLANS.includes('stall')) {
  const { diners, seconds } = await faultPlan('stall', 60, {
    base: A,
    retryBases: [B, A],
    arm: (times) => fault({ ...ORDER_CALL, latencyMs: 10_000, times }),
  })
  report('stall', diners, seconds)
}

if (PLANS.includes('outage')) {
  const { diners, seconds } = await faultPlan('outage', 60, {
    base: A,
    retryBases: [B, A],
    // posts spread over 12 s; the API answers 503 to everything from 1 s to 11 s
    firstPost: (i) => i * 200,
    during: async () => {
      await sleep(1000)
      await fault({ pathPattern: '/', status: 503 })
      await sleep(10_000)
      await clearFaults()
    },
  })
  report('outage', diners, seconds)
}

if (PLANS.includes('lost502')) {
  const { diners, seconds } = await faultPlan('lost502', 30, {
    base: A,
    retryBases: [B, A],
    arm: (times) => fault({ ...ORDER_CALL, lostAnswer: true, times }),
  })
  report('lost502', diners, seconds)
}

if (PLANS.includes('readfail')) {
  const { diners, seconds } = await faultPlan('readfail', 30, {
    base: A,
    retryBases: [B, A],
    arm: async (times) => {
      await fault({ ...ORDER_CALL, latencyMs: 10_000, times })
      await fault({
        pathPattern: '/v1/api/PedidoApi/ultimos/empresa-atual',
        method: 'GET',
        status: 500,
      })
    },
    during: async () => {
      await sleep(20_000)
      await clearFaults()
    },
  })
  report('readfail', diners, seconds)
}

console.info('')
console.table(results)
const bad = results.filter((r) => r.duplicates || r.lost || r.misdirected)
process.exit(bad.length ? 1 : 0)
