#!/usr/bin/env node
// `npm test` (after the builds): the server-rendered HTML of the pages the journeys visit, checked with the Nu Html
// Checker (the W3C validator's engine: `vnu-jar` from npm, run on the system's Java). Starts the sandbox, the built
// storefront and the built directory on their own ports, reads each page (anonymous, then logged in) streamed as a
// browser gets it and whole as a crawler does, and fails on a NUL byte anywhere, on anything after `</html>` other
// than the framework's streamed scripts (docs/decisions/0023), and on every error the checker reports.
//
//   node scripts/validate-html.mjs            ports: VALIDATE_API_PORT (4130), VALIDATE_APP_PORT (3030),
//                                             VALIDATE_DIRECTORY_PORT (3130)
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DinerSession } from './lib/diner.mjs'

const root = path.resolve(import.meta.dirname, '..')
const API_PORT = Number(process.env.VALIDATE_API_PORT ?? 4130)
const APP_PORT = Number(process.env.VALIDATE_APP_PORT ?? 3030)
const DIRECTORY_PORT = Number(process.env.VALIDATE_DIRECTORY_PORT ?? 3130)
const api = `http://localhost:${API_PORT}`
const storefront = `http://localhost:${APP_PORT}`
const directory = `http://localhost:${DIRECTORY_PORT}`
// A browser's user agent: a browser gets the page streamed (the late parts after `</html>`), which is what most
// diners get; a crawler gets it whole.
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** What `renderDocument` (isbot) answers with the whole document at once. */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const TENANT = '/bella-napoli'

const tmp = mkdtempSync(path.join(tmpdir(), 'prato-validate-'))
const pagesDir = path.join(tmp, 'pages')
mkdirSync(pagesDir)

const upstream = { API_URL: api, AUTH_URL: api, WEB_API_URL: api, IMAGE_URL: api }
const servers = [
  {
    name: 'sandbox',
    command: 'npm',
    args: ['run', 'start', '-w', '@prato/sandbox-api', '--', '--port', String(API_PORT)],
    extra: ['--db', path.join(tmp, 'sandbox.db'), '--reset'],
    cwd: root,
    env: {},
    ready: `${api}/health`,
  },
  {
    name: 'storefront',
    command: 'node',
    args: ['server.js'],
    cwd: path.join(root, 'apps/storefront'),
    env: {
      ...upstream,
      MAPS_URL: api,
      PORT: String(APP_PORT),
      SITE_ORIGIN: directory,
      SESSION_DIR: path.join(tmp, 'sessions'),
      WEB_CONCURRENCY: '1',
    },
    ready: `${storefront}/healthz`,
  },
  {
    name: 'directory',
    command: 'node',
    args: ['server.js'],
    cwd: path.join(root, 'apps/directory'),
    env: { ...upstream, PORT: String(DIRECTORY_PORT), STOREFRONT_URL: storefront },
    ready: `${directory}/healthz`,
  },
]

const children = servers.map((server) =>
  spawn(server.command, [...server.args, ...(server.extra ?? [])], {
    cwd: server.cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  }),
)
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(url).catch(() => null)
    if (up?.ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}
for (const server of servers) await waitFor(server.ready)

/** Signs the demo diner in through the login form, as a browser without JavaScript would: the session cookie. */

// Ana's order 9001 (the sandbox's demo history) back in production: its tracking page refreshes itself without
// JavaScript (the `<noscript><meta http-equiv="refresh">` this check once found in the body).
const moved = await fetch(`${api}/__sandbox/orders/9001/status`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ situacaoId: 2 }),
})
if (!moved.ok) throw new Error(`the sandbox did not move order 9001: ${moved.status}`)

const cookie = (await DinerSession.logIn(storefront, TENANT.slice(1))).header()
/** [name, URL, session cookie or none, expected status] */
const pages = [
  ['storefront-landing', `${storefront}${TENANT}`, null, 200],
  ['storefront-menu', `${storefront}${TENANT}/menu`, null, 200],
  ['storefront-delivery', `${storefront}${TENANT}/delivery`, null, 200],
  ['storefront-informacoes', `${storefront}${TENANT}/informacoes-basicas`, null, 200],
  ['storefront-login', `${storefront}${TENANT}/conta/entrar`, null, 200],
  ['storefront-registration', `${storefront}${TENANT}/conta/cadastro`, null, 200],
  ['storefront-password', `${storefront}${TENANT}/conta/recuperar-senha`, null, 200],
  ['storefront-qrcode', `${storefront}${TENANT}/qrcode`, null, 200],
  ['storefront-qrcode-print', `${storefront}${TENANT}/qrcode?imprimir`, null, 200],
  ['storefront-not-found', `${storefront}${TENANT}/nao-existe`, null, 404],
  ['storefront-table-landing', `${storefront}${TENANT}/menu/mesa/BN02`, null, 200],
  ['storefront-table-landing-closed', `${storefront}${TENANT}/menu/mesa/BN99`, null, 200],
  [
    'storefront-table-join',
    `${storefront}${TENANT}/menu/conta/7001/chave-cns/BN-1234-7F3A`,
    null,
    200,
  ],
  ['storefront-table-location', `${storefront}${TENANT}/mesa`, null, 200],
  ['storefront-landing-diner', `${storefront}${TENANT}`, cookie, 200],
  ['storefront-delivery-diner', `${storefront}${TENANT}/delivery`, cookie, 200],
  ['storefront-profile', `${storefront}${TENANT}/conta/perfil`, cookie, 200],
  ['storefront-addresses', `${storefront}${TENANT}/enderecos`, cookie, 200],
  ['storefront-new-address', `${storefront}${TENANT}/enderecos/novo`, cookie, 200],
  ['storefront-new-card', `${storefront}${TENANT}/cartoes/novo`, cookie, 200],
  ['storefront-tracking', `${storefront}${TENANT}/acompanhamento/9001`, cookie, 200],
  ['storefront-tracking-final', `${storefront}${TENANT}/acompanhamento/9002`, cookie, 200],
  ['storefront-survey', `${storefront}${TENANT}/pesquisa`, null, 200],
  ['storefront-survey-dialog', `${storefront}${TENANT}?dialog=pesquisa`, null, 200],
  ['storefront-saved-cards', `${storefront}${TENANT}/minhas-formas-pagamento`, cookie, 200],
  // the seed's Master **** 5454 (id 2), its delete confirmation written in the page
  [
    'storefront-saved-cards-delete',
    `${storefront}${TENANT}/minhas-formas-pagamento?excluir=2`,
    cookie,
    200,
  ],
  ['storefront-tab', `${storefront}${TENANT}/menu/conta/7001`, cookie, 200],
  ['storefront-tab-payments', `${storefront}${TENANT}/menu/conta/7001?ver=pagamentos`, cookie, 200],
  ['storefront-tab-closed', `${storefront}${TENANT}/menu/conta/7002`, cookie, 200],
  [
    'storefront-tab-partial-payment',
    `${storefront}${TENANT}/menu/conta/7001?dialog=pagar-conta&saida=7001`,
    cookie,
    200,
  ],
  ['storefront-partial-payment', `${storefront}${TENANT}/pagar-conta?saida=7001`, cookie, 200],
  ['storefront-ratings', `${storefront}${TENANT}/avaliacoes`, null, 200],
  ['storefront-ratings-dialog', `${storefront}${TENANT}?dialog=avaliacoes`, null, 200],
  ['storefront-history', `${storefront}${TENANT}/historico-pedidos`, cookie, 200],
  ['storefront-history-order', `${storefront}${TENANT}/historico-pedidos/9301`, cookie, 200],
  ['storefront-history-menu', `${storefront}${TENANT}/historico-pedidos-menu`, cookie, 200],
  [
    'storefront-history-menu-order',
    `${storefront}${TENANT}/historico-pedidos-menu/9311`,
    cookie,
    200,
  ],
  ['storefront-events', `${storefront}${TENANT}/eventos`, null, 200],
  ['storefront-event-wizard', `${storefront}${TENANT}/eventos/carrinho`, cookie, 200],
  ['storefront-event-status', `${storefront}${TENANT}/eventos/1/status`, cookie, 200],
  ['storefront-event-reservations', `${storefront}${TENANT}/eventos/reservas`, cookie, 200],
  ['storefront-loyalty-login', `${storefront}${TENANT}/fidelidade`, null, 200],
  ['storefront-reservation-date', `${storefront}${TENANT}/reserva`, null, 200],
  ['storefront-loyalty-rewards', `${storefront}${TENANT}/fidelidade?aba=recompensas`, cookie, 200],
  ['storefront-loyalty-redemptions', `${storefront}${TENANT}/fidelidade?aba=resgates`, cookie, 200],
  ['storefront-reservations', `${storefront}${TENANT}/minhas-reservas`, cookie, 200],
  ['directory-home', `${directory}/`, null, 200],
  ['directory-como-funciona', `${directory}/prato/como-funciona`, null, 200],
  ['directory-politica', `${directory}/prato/politica-privacidade`, null, 200],
  ['directory-parceiro', `${directory}/prato/seja-nosso-parceiro`, null, 200],
  ['directory-not-found', `${directory}/nao-existe`, null, 404],
]

/**
 * What may follow `</html>` in a streamed page: only the pieces of React's and Remix's streaming protocol — the
 * `<script>`s that resolve the deferred data and move late parts into place, React's boundary markers
 * (`<!--$?-->`, `<template id="B:n">`, `<!--/$-->`) and its hidden `<div id="S:n">` segments holding a late part
 * (that part's markup is the app's, checked in place in the page as a crawler gets it). The shell has already
 * been sent when these are ready; the HTML parser moves them into the body. Answers what is left over, or ''.
 */
function notStreamingProtocol(tail) {
  const piece =
    /^(?:\s+|<script\b[^>]*>[\s\S]*?<\/script>|<!--\/?\$[?!]?-->|<template id="B:\d+"><\/template>)/
  let rest = tail
  while (rest) {
    const known = piece.exec(rest)
    if (known) {
      rest = rest.slice(known[0].length)
      continue
    }
    const segment = /^<div hidden id="S:\d+">/.exec(rest)
    if (!segment) return rest
    // to the segment's own </div>
    const tags = /<div\b|<\/div>/g
    tags.lastIndex = segment[0].length
    let depth = 1
    let tag
    while (depth > 0 && (tag = tags.exec(rest))) depth += tag[0] === '</div>' ? -1 : 1
    if (depth > 0) return rest
    rest = rest.slice(tags.lastIndex)
  }
  return ''
}

/** A page's bytes as `userAgent` gets them, after checking its status and that no NUL byte is in it. */
async function read(name, url, session, status, userAgent) {
  const answer = await fetch(url, {
    redirect: 'manual',
    headers: { 'User-Agent': userAgent, ...(session ? { Cookie: session } : {}) },
  })
  const bytes = Buffer.from(await answer.arrayBuffer())
  if (answer.status !== status) failures.push(`${name}: answered ${answer.status}, not ${status}`)
  const nul = bytes.indexOf(0)
  if (nul !== -1)
    failures.push(
      `${name}: a NUL byte at offset ${nul}: …${JSON.stringify(bytes.subarray(Math.max(0, nul - 30), nul + 10).toString('utf8'))}…`,
    )
  return bytes.toString('utf8')
}

const failures = []
for (const [name, url, session, status] of pages) {
  // as a browser gets it: streamed, the late parts after </html>
  const streamed = await read(name, url, session, status, BROWSER)
  const end = streamed.indexOf('</html>')
  const extra = end === -1 ? streamed : notStreamingProtocol(streamed.slice(end + '</html>'.length))
  if (extra)
    failures.push(
      `${name}: after </html>, more than the streaming protocol: ${extra.slice(0, 200)}`,
    )
  // as a crawler (and a browser without JavaScript) gets it: every part in place, checked with the validator
  const whole = await read(`${name} (all at once)`, url, session, status, CRAWLER)
  const html = whole.slice(0, whole.indexOf('</html>') + '</html>'.length)
  writeFileSync(path.join(pagesDir, `${name}.html`), html)
}

const vnu = String(createRequire(import.meta.url)('vnu-jar'))
const java = process.env.JAVA ?? 'java'
const checked = spawnSync(
  java,
  ['-Xss8m', '-jar', vnu, '--errors-only', '--format', 'json', '--exit-zero-always', pagesDir],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
if (checked.status !== 0) {
  failures.push(`the checker did not run (${checked.error?.message ?? checked.stderr})`)
} else {
  const { messages } = JSON.parse(checked.stderr)
  for (const m of messages)
    failures.push(
      `${path.basename(m.url ?? '', '.html')}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ')}`,
    )
}

if (failures.length > 0) {
  console.error(`HTML check: ${failures.length} problem(s) in ${pages.length} pages`)
  for (const failure of failures) console.error(`  ${failure}`)
  process.exit(1)
}
console.info(`HTML check: ${pages.length} pages valid, no NUL byte (Nu Html Checker)`)
process.exit(0)
