// `node --test scripts/audit` (run by scripts/test.sh): the offline advisory check finds what it must.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { compareVersions, findVulnerable, loadAdvisories } from './advisories.mjs'

const lockWith = (packages) => ({
  packages: Object.fromEntries(packages.map(([path, version]) => [path, { version }])),
})

test('versions compare numerically, not as text', () => {
  assert.equal(compareVersions('6.30.4', '6.30.10'), -1)
  assert.equal(compareVersions('6.30.6', '6.30.6'), 0)
  assert.equal(compareVersions('2.17.5', '2.17.4'), 1)
})

test('issue 11 §13: react-router 6.30.4 under @remix-run/react fails on GHSA-jjmj-jmhj-qwj2; 6.30.6 passes', () => {
  const advisories = loadAdvisories()
  const vulnerable = findVulnerable(
    lockWith([['node_modules/@remix-run/react/node_modules/react-router', '6.30.4']]),
    advisories,
  )
  assert.deepEqual(
    vulnerable.map((f) => f.advisory.id),
    ['GHSA-jjmj-jmhj-qwj2'],
  )
  assert.deepEqual(
    findVulnerable(lockWith([['node_modules/react-router', '6.30.6']]), advisories),
    [],
  )
})

test('express, cookie and compression ranges are checked', () => {
  const advisories = loadAdvisories()
  const ids = findVulnerable(
    lockWith([
      ['node_modules/express', '4.19.0'],
      ['node_modules/cookie', '0.6.0'],
      ['node_modules/compression', '1.8.0'],
    ]),
    advisories,
  ).map((f) => f.advisory.id)
  assert.deepEqual(ids.sort(), [
    'GHSA-76c9-3jph-rj3q',
    'GHSA-pxg6-pf52-xh8x',
    'GHSA-qw6h-vgh9-j6wx',
    'GHSA-rv95-896h-c2vc',
  ])
})

test("the repository's own lock has no known-vulnerable web dependency", () => {
  const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'))
  assert.deepEqual(
    findVulnerable(lock, loadAdvisories()).map((f) => `${f.path}@${f.version} ${f.advisory.id}`),
    [],
  )
})
