/**
 * Performance budgets of @prato/domain on this machine:
 * - pricing a 50-line cart with variations: under 1 ms;
 * - accent-insensitive search over 2,000 product names: under 2 ms per query
 *   (DESIGN §7 "Menu search filters 2,000 products within one frame").
 * Prints each measurement with its target and PASS/FAIL; exits 1 when one fails.
 */
import { performance } from 'node:perf_hooks'
import {
  computeTotals,
  createSearchIndex,
  search,
  validateProduct,
  type Product,
  type ProductSelection,
} from '../src/index'

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

function p95(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b)
  return s[Math.floor(s.length * 0.95)] ?? 0
}

/** Runs `fn` `rounds` times after a warm-up; returns per-call times in ms. */
function measure(fn: () => void, rounds: number, warmup = 200): number[] {
  for (let i = 0; i < warmup; i += 1) fn()
  const times: number[] = []
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now()
    fn()
    times.push(performance.now() - t0)
  }
  return times
}

// ── A 50-line cart of pizzas with sizes and M/U/S variations ──────────────────────────────────
const flavours = [
  'Calabresa',
  'Muçarela',
  'Portuguesa',
  'Frango com Catupiry',
  'Camarão',
  'Quatro Queijos',
  'Margherita',
  'Atum',
]
function product(i: number): Product {
  return {
    id: i,
    nomeCompleto: `Pizza ${i}`,
    preco: 0,
    pdvId: 3,
    precos: [
      { tamanhoId: 1, tamanhoNome: 'Média', valorPreco: 0 },
      { tamanhoId: 2, tamanhoNome: 'Grande', valorPreco: 8 },
    ],
    variacoes: [
      {
        id: 1,
        nome: 'sabores',
        nomeMostra: 'Sabor',
        qtdeMin: 1,
        qtdeMax: 3,
        flgTipo: 'M',
        flgMaiorPrecoM: i % 2 === 0,
        ordem: 1,
        items: flavours.map((nome, k) => ({
          id: 100 + k,
          nomeCompleto: nome,
          preco: 39.9 + k * 3.5,
        })),
      },
      {
        id: 2,
        nome: 'borda',
        nomeMostra: 'Borda',
        qtdeMin: 1,
        qtdeMax: 1,
        flgTipo: 'U',
        ordem: 2,
        items: [
          { id: 200, nomeCompleto: 'Sem borda', preco: 0 },
          { id: 201, nomeCompleto: 'Catupiry', preco: 9.9 },
          { id: 202, nomeCompleto: 'Cheddar', preco: 9.9, tamanhoId: 2 },
        ],
      },
      {
        id: 3,
        nome: 'adicionais',
        nomeMostra: 'Adicional',
        qtdeMin: 0,
        qtdeMax: 5,
        flgTipo: 'S',
        ordem: 3,
        items: [
          { id: 300, nomeCompleto: 'Bacon', preco: 6 },
          { id: 301, nomeCompleto: 'Azeitona', preco: 3.5 },
          { id: 302, nomeCompleto: 'Ovo', preco: 2.5 },
        ],
      },
    ],
  }
}
const lines: Array<{ product: Product; selection: ProductSelection }> = Array.from(
  { length: 50 },
  (_, i) => ({
    product: product(i),
    selection: {
      tamanhoId: (i % 2) + 1,
      quantidade: (i % 3) + 1,
      variacoes: {
        1: { [100 + (i % 8)]: 1, [100 + ((i + 3) % 8)]: 1 },
        2: { 201: 1 },
        3: { 300: 1, 302: 2 },
      },
    },
  }),
)

let sink = 0
function priceCart(): void {
  const items: Array<{ valorTotal: number }> = []
  for (const { product: p, selection } of lines) {
    const r = validateProduct(p, selection, { shopOpen: true })
    if (!r.ok) throw new Error(r.message)
    items.push({ valorTotal: r.totalCentavos })
  }
  const totals = computeTotals({
    items,
    voucher: { tipoId: 2, valor: 10 },
    taxaEntrega: 790,
    mode: 'delivery',
  })
  sink += totals.total
}

// ── 2,000 product names with accents ─────────────────────────────────────────────────────────
const words = [
  'Pão',
  'Queijo',
  'Açaí',
  'Feijoada',
  'Frango',
  'Camarão',
  'Maçã',
  'Limão',
  'Coração',
  'Picanha',
  'Farofa',
  'Mandioca',
  'Tapioca',
  'Brigadeiro',
  'Pastel',
  'Coxinha',
  'Quibe',
  'Esfiha',
  'Moqueca',
  'Guaraná',
]
const names = Array.from({ length: 2000 }, (_, i) => {
  const a = words[i % words.length]
  const b = words[(i * 7 + 3) % words.length]
  const c = words[(i * 13 + 5) % words.length]
  return { id: i, nomeCompleto: `${a} com ${b} e ${c} nº ${i}` }
})
const index = createSearchIndex(names, (n) => n.nomeCompleto)
const queries = [
  'pao',
  'ACAI',
  'coração',
  'limao com',
  'pic',
  'guarana e mandioca',
  'nº 1999',
  'x',
  'feijoada com camarao',
  'e',
]
let q = 0
function runQuery(): void {
  sink += search(index, queries[q % queries.length] as string).length
  q += 1
}

const results: Array<{ name: string; value: number; p95: number; target: number }> = []
const pricing = measure(priceCart, 500)
results.push({
  name: 'pricing a 50-line cart with variations',
  value: median(pricing),
  p95: p95(pricing),
  target: 1,
})
const searching = measure(runQuery, 2000)
results.push({
  name: 'accent-insensitive search over 2,000 product names (per query)',
  value: median(searching),
  p95: p95(searching),
  target: 2,
})
const indexing = measure(
  () => {
    sink += createSearchIndex(names, (n) => n.nomeCompleto).keys.length
  },
  50,
  5,
)

let failed = false
for (const r of results) {
  const pass = r.p95 < r.target
  failed ||= !pass
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  ${r.name}: median ${r.value.toFixed(3)} ms, p95 ${r.p95.toFixed(3)} ms (target < ${r.target} ms at p95)`,
  )
}
console.log(
  `info  building the search index of 2,000 names once: median ${median(indexing).toFixed(3)} ms`,
)
if (sink === Number.MIN_SAFE_INTEGER) console.log(sink)
process.exit(failed ? 1 : 0)
