// Initial JavaScript per route, gzip, from the Vite client manifest: the entry client, the root and the route,
// with every chunk they import statically (each chunk counted once). Lazy `import()` chunks are reported apart.
// Budget: DESIGN.md §7 and decision 0012, every directory page 100 KB.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const BUDGET_KB = 100
/** DESIGN §7: script requests on a page's first load, modulepreloads included. */
export const MAX_SCRIPTS = 12

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Remix moves the manifest out of the public folder (build/.vite) when `build.manifest` is on. */
export function findManifest(dir = appDir) {
  const candidates = [
    path.join(dir, 'build/client/.vite/manifest.json'),
    path.join(dir, 'build/.vite/client-manifest.json'),
  ]
  const found = candidates.find((p) => existsSync(p))
  if (!found)
    throw new Error(
      `No client manifest; run \`npm run build\` first (looked in ${candidates.join(', ')})`,
    )
  return found
}

/** Static closure of chunk keys from the given starting keys. */
export function staticClosure(manifest, startKeys) {
  const seen = new Set()
  const stack = [...startKeys]
  while (stack.length > 0) {
    const key = stack.pop()
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) stack.push(imported)
  }
  return seen
}

export function measure(manifest, readSize) {
  const keys = Object.keys(manifest)
  const entry = keys.find((k) => k.startsWith('app/entry.client'))
  const root = keys.find((k) => k.startsWith('app/root.'))
  const routes = keys.filter((k) => k.startsWith('app/routes/'))
  return routes.map((route) => {
    const initial = staticClosure(manifest, [entry, root, route].filter(Boolean))
    const lazy = new Set()
    for (const key of initial) {
      for (const d of manifest[key].dynamicImports ?? []) {
        for (const k of staticClosure(manifest, [d])) if (!initial.has(k)) lazy.add(k)
      }
    }
    const sum = (set) => [...set].reduce((total, k) => total + readSize(manifest[k].file), 0)
    return {
      route: route.replace(/\?.*$/, '').replace(/^app\/routes\//, ''),
      initialBytes: sum(initial),
      scripts: [...initial].filter((k) => manifest[k].file.endsWith('.js')).length,
      lazyBytes: sum(lazy),
    }
  })
}

function main() {
  const manifestPath = findManifest()
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const clientDir = path.join(appDir, 'build/client')
  const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length
  const rows = measure(manifest, gz)
  let failed = false
  console.log(
    `initial JS per route (gzip) and script requests, guardrails ${BUDGET_KB} KB and ${MAX_SCRIPTS} scripts — ${path.relative(appDir, manifestPath)}`,
  )
  for (const row of rows) {
    const kb = row.initialBytes / 1024
    const ok = kb <= BUDGET_KB && row.scripts <= MAX_SCRIPTS
    failed ||= !ok
    const lazy = row.lazyBytes ? `  (+${(row.lazyBytes / 1024).toFixed(1)} KB lazy)` : ''
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${kb.toFixed(1).padStart(6)} KB  ${String(row.scripts).padStart(2)} scripts  ${row.route}${lazy}`,
    )
  }
  if (failed) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main()
