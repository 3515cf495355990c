// CPU time of one storefront process per page, as docs/decisions/0033 and 0039 measured it: /proc user + system
// time of the process over a few seconds of autocannon, divided by the requests answered — less sensitive to a
// loaded machine than requests/s. A logged-in demo diner; "usual render" adds a second cookie, which keeps a
// request off the shared diner page (app/app-server.ts), so both rows run the same build side by side; gzip asked
// for, as a browser and `npm run bench` do.
// Usage: node scripts/cpu-per-page.mjs --pid=<storefront pid> --base=http://localhost:3380 [--duration=6]
//        [--bare=http://localhost:3390/ --bare-pid=<pid>] [--rounds=2] [paths…]
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { DinerSession } from './lib/diner.mjs'

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=')),
)
const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const base = args.base ?? 'http://localhost:3380'
const duration = Number(args.duration ?? 6)
const rounds = Number(args.rounds ?? 2)
const ticks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12]) // utime + stime, in 1/100 s
}
async function measure(pid, url, cookie) {
  const before = ticks(pid)
  const result = await autocannon({
    url,
    connections: 10,
    duration,
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
  })
  const cpuMs = (ticks(pid) - before) * 10
  const ok = result['2xx']
  return {
    rps: Math.round(result.requests.average),
    ms: ok ? cpuMs / ok : NaN,
    errors: result.non2xx,
  }
}
const diner = await DinerSession.logIn(base, 'bella-napoli')
// the diner's session gets each tenant's company context on a first visit
for (const path of paths) await diner.request(base, path)
const rows = []
for (let round = 0; round < rounds; round++) {
  if (args.bare)
    rows.push({ page: 'bare page', ...(await measure(Number(args['bare-pid']), args.bare)) })
  for (const path of paths) {
    rows.push({
      page: `${path} shared`,
      ...(await measure(Number(args.pid), base + path, diner.header())),
    })
    rows.push({
      page: `${path} visitor (page cache)`,
      ...(await measure(Number(args.pid), base + path)),
    })
    rows.push({
      page: `${path} usual render`,
      ...(await measure(Number(args.pid), base + path, `${diner.header()}; bench-usual=1`)),
    })
  }
}
for (const r of rows)
  console.log(
    `${r.page.padEnd(40)} ${String(r.rps).padStart(6)} req/s ${r.ms.toFixed(2).padStart(7)} ms CPU/page${r.errors ? ` non-2xx ${r.errors}` : ''}`,
  )
