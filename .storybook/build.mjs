// Builds the static Storybook into <repo>/storybook-static. Shared by scripts/visual.mjs and
// scripts/chromatic.mjs. Storybook is installed in packages/ui/node_modules (npm nested it there because it
// needs a newer esbuild than the Remix tooling at the root), so `npx storybook` at the root would not find
// it and would try to download one; the binary is resolved from that workspace instead.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const storybookStatic = join(repoRoot, 'storybook-static')

export function storybookBin() {
  const requireFromUi = createRequire(join(repoRoot, 'packages/ui/package.json'))
  const pkgPath = requireFromUi.resolve('storybook/package.json')
  const pkg = requireFromUi(pkgPath)
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.storybook
  return join(dirname(pkgPath), bin)
}

export function buildStorybook() {
  const started = Date.now()
  console.info('Building Storybook into storybook-static…')
  const run = spawnSync(
    process.execPath,
    [
      storybookBin(),
      'build',
      '-c',
      '.storybook',
      '-o',
      'storybook-static',
      '--quiet',
      '--disable-telemetry',
      // preview-stats.json: Chromatic's TurboSnap reads it to snapshot only the stories a change can affect.
      // `npm run visual` (in `npm test`) runs this same build, so the build Chromatic uses is tested here.
      '--stats-json',
      'storybook-static',
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  )
  if (run.status !== 0) {
    console.error('Storybook build failed.')
    process.exit(run.status ?? 1)
  }
  console.info(`Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

// As a command: `node .storybook/build.mjs dev -p 6006` or `node .storybook/build.mjs build -o storybook-static`
// runs the Storybook CLI from packages/ui with this config directory, for the root scripts.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command = 'build', ...rest] = process.argv.slice(2)
  const run = spawnSync(process.execPath, [storybookBin(), command, '-c', '.storybook', ...rest], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  })
  process.exit(run.status ?? 1)
}
