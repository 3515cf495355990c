#!/usr/bin/env node
// `npm run chromatic`: publish the Storybook to Chromatic, which snapshots every story in every mode of
// .storybook/modes.ts (sample tenant × viewport). Needs CHROMATIC_PROJECT_TOKEN (and optionally
// CHROMATIC_PROJECT_ID, which replaces the placeholder in chromatic.config.json).
//
// This script builds Storybook itself (with the binary installed in packages/ui, and --stats-json for TurboSnap)
// and hands the `chromatic` CLI locked in package-lock.json a config derived from chromatic.config.json.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { buildStorybook, repoRoot } from '../.storybook/build.mjs'

// Chromatic 17 and later require Node 22; 16.x (package.json, and the action's tag in
// .github/workflows/chromatic.yml) is the newest line that runs on Node 20.
const require = createRequire(import.meta.url)
const chromaticBin = join(dirname(require.resolve('chromatic/package.json')), 'dist/bin.cjs')

const token = process.env.CHROMATIC_PROJECT_TOKEN
if (!token) {
  console.error(`CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.

To publish this Storybook to Chromatic:
  1. Create a project at https://www.chromatic.com/start and copy its project token (and its id, "Project:…").
  2. Locally:  CHROMATIC_PROJECT_TOKEN=<token> CHROMATIC_PROJECT_ID=<id> npm run chromatic
  3. In CI: add the repository secret CHROMATIC_PROJECT_TOKEN and the variable CHROMATIC_PROJECT_ID
     (Settings → Secrets and variables → Actions); .github/workflows/chromatic.yml uses them on pull requests
     and on pushes to main.

Without Chromatic, \`npm run visual\` compares the same stories against the baselines in visual/baselines.`)
  process.exit(1)
}

const config = JSON.parse(readFileSync(join(repoRoot, 'chromatic.config.json'), 'utf8'))
if (process.env.CHROMATIC_PROJECT_ID) config.projectId = process.env.CHROMATIC_PROJECT_ID
else delete config.projectId
delete config.$schema

if (!process.argv.includes('--no-build')) buildStorybook()

const configFile = join(mkdtempSync(join(tmpdir(), 'prato-chromatic-')), 'chromatic.config.json')
writeFileSync(configFile, JSON.stringify(config, null, 2))

const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build')
const run = spawnSync(process.execPath, [chromaticBin, '--config-file', configFile, ...extra], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
})
process.exit(run.status ?? 1)
