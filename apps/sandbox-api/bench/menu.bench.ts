// Median latency of the 300-product menu (GET /v3/cardapio/completo) over HTTP, against its budget.
// `npm run bench -w @prato/sandbox-api` — exits 1 when the median is over budget.
import { createSandbox } from '../src/index'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const BUDGET_MS = 20
const MERCADO_CENTRAL = 6

const sandbox = createSandbox({ dbPath: ':memory:', mode: 'test' })
const server = await sandbox.listen(0)
try {
  const tok = await fetch(`${server.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=prato-storefront&client_secret=prato-sandbox-secret',
  })
  const { access_token } = (await tok.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}`, empresaId: String(MERCADO_CENTRAL) }
  const url = `${server.url}/v3/cardapio/completo?pdvId=3`

  const primeira = await fetch(url, { headers })
  const cardapio = (await primeira.json()) as Array<{ items: Array<{ produtos: unknown[] }> }>
  const produtos = cardapio.flatMap((g) => g.items.flatMap((c) => c.produtos)).length
  if (produtos < 300) throw new Error(`expected at least 300 products, got ${produtos}`)
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer()

  const tempos: number[] = []
  let bytes = 0
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now()
    const r = await fetch(url, { headers })
    bytes = (await r.arrayBuffer()).byteLength
    tempos.push(performance.now() - t0)
  }
  tempos.sort((a, b) => a - b)
  const q = (p: number) => tempos[Math.min(tempos.length - 1, Math.floor(p * tempos.length))] ?? 0
  const mediana = q(0.5)
  const ok = mediana < BUDGET_MS
  console.log(
    `GET /v3/cardapio/completo (${produtos} products, ${(bytes / 1024).toFixed(0)} KB) x ${REQUESTS}`,
  )
  console.log(
    `median ${mediana.toFixed(2)} ms | p90 ${q(0.9).toFixed(2)} ms | p99 ${q(0.99).toFixed(2)} ms | budget median < ${BUDGET_MS} ms`,
  )
  console.log(ok ? 'PASS' : 'FAIL')
  process.exitCode = ok ? 0 : 1
} finally {
  await sandbox.close()
}
