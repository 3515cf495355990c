// The offline advisory check: every installed copy of a package in package-lock.json against the table in
// advisories.json. Plain x.y.z comparison (prerelease tags are ignored): the table only holds release ranges.
import { readFileSync } from 'node:fs'

/** -1, 0 or 1, comparing dotted release versions numerically ('6.30.4' < '6.30.10'). */
export function compareVersions(a, b) {
  const pa = a.split('-')[0].split('.').map(Number)
  const pb = b.split('-')[0].split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}

/** Every `{ name, version, path }` the lock installs (workspace links and bundled entries without a version skipped). */
export function installedPackages(lock) {
  const out = []
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.includes('node_modules/') || !entry?.version || entry.link) continue
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    out.push({ name, version: entry.version, path })
  }
  return out
}

/** The installed copies that fall in an advisory's range. */
export function findVulnerable(lock, advisories) {
  const findings = []
  for (const pkg of installedPackages(lock)) {
    for (const advisory of advisories) {
      if (advisory.package !== pkg.name) continue
      if (
        compareVersions(pkg.version, advisory.introduced) >= 0 &&
        compareVersions(pkg.version, advisory.fixed) < 0
      ) {
        findings.push({ ...pkg, advisory })
      }
    }
  }
  return findings
}

export function loadAdvisories(file = new URL('./advisories.json', import.meta.url)) {
  return JSON.parse(readFileSync(file, 'utf8')).advisories
}
