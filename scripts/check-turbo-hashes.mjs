#!/usr/bin/env node
// Part of `npm test`: proves the turbo cache cannot replay a stale result. In a scratch clone of HEAD it edits a
// source of @prato/domain, then of @prato/ui, and asks turbo (`--dry=json`, nothing runs) for the task hashes:
// every dependant's typecheck, test and lint hash must change, and a workspace that does not depend on the edited
// package must keep its hashes (so the check is not passing because everything changes every time).
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const turbo = join(repo, 'node_modules/.bin/turbo')
const tasks = ['typecheck', 'test', 'lint']

const scratch = mkdtempSync(join(tmpdir(), 'prato-turbo-hashes-'))
const clone = join(scratch, 'repo')
let failures = 0
try {
  execFileSync(
    'git',
    ['clone', '--quiet', '--no-hardlinks', '--depth=1', `file://${repo}`, clone],
    { stdio: 'inherit' },
  )
  // Only for turbo to find its own local install; node_modules is git-ignored, so it is not hashed.
  symlinkSync(join(repo, 'node_modules'), join(clone, 'node_modules'))

  const hashes = () => {
    const out = execFileSync(turbo, ['run', ...tasks, '--dry=json'], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
    const json = JSON.parse(out.slice(out.indexOf('{')))
    return new Map(json.tasks.map((task) => [task.taskId, task.hash]))
  }

  const check = (edited, file, dependants, unaffected) => {
    const before = hashes()
    appendFileSync(join(clone, file), '\n// edited by scripts/check-turbo-hashes.mjs\n')
    const after = hashes()
    for (const workspace of [edited, ...dependants]) {
      for (const task of tasks) {
        const id = `${workspace}#${task}`
        if (!before.has(id)) continue
        const changed = before.get(id) !== after.get(id)
        if (!changed) failures++
        console.info(
          `${changed ? 'ok  ' : 'FAIL'} ${file} edited: ${id} ${changed ? 'changes' : 'keeps its hash'}`,
        )
      }
    }
    for (const workspace of unaffected) {
      for (const task of tasks) {
        const id = `${workspace}#${task}`
        if (!before.has(id)) continue
        const kept = before.get(id) === after.get(id)
        if (!kept) failures++
        console.info(
          `${kept ? 'ok  ' : 'FAIL'} ${file} edited: ${id} ${kept ? 'keeps its hash' : 'changes'}`,
        )
      }
    }
  }

  check(
    '@prato/domain',
    'packages/domain/src/money.ts',
    [
      '@prato/ui',
      '@prato/api-client',
      '@prato/storefront',
      '@prato/directory',
      '@prato/sandbox-api',
    ],
    [],
  )
  // (@prato/domain's test task reads packages/ui/src too, for its catalogue guard: see its turbo.json.)
  check(
    '@prato/ui',
    'packages/ui/src/index.ts',
    ['@prato/storefront', '@prato/directory'],
    ['@prato/api-client', '@prato/sandbox-api'],
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
if (failures > 0) {
  console.error(
    `${failures} turbo hash check(s) failed: a cached result could be replayed after a change.`,
  )
  process.exit(1)
}
console.info('Turbo hashes follow workspace dependencies.')
