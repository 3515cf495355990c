#!/usr/bin/env node
// Part of `npm test`, after the builds: the three publishable packages work for someone outside this monorepo.
// Each package is packed as `changeset publish` would pack it, checked with publint (and for an `engines`
// field), and the tarballs are installed into a scratch project outside the workspace, where every entry is
// imported by plain Node (no `@prato/source` condition: only `dist` is there), one component is rendered with
// react-dom/server, the CSS entry resolves, and tsc type-checks an import of every entry.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const repo = fileURLToPath(new URL('..', import.meta.url))
const packages = ['packages/domain', 'packages/api-client', 'packages/ui']
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

let problems = 0
const fail = (message) => {
  problems++
  console.error(`FAIL ${message}`)
}

const scratch = mkdtempSync(join(tmpdir(), 'prato-packages-'))
try {
  const tarballs = {}
  for (const dir of packages) {
    const pkgDir = join(repo, dir)
    const pkg = readJson(join(pkgDir, 'package.json'))
    if (!pkg.engines?.node) fail(`${pkg.name}: no engines.node in package.json`)
    const { messages } = await publint({ pkgDir, pack: 'npm', level: 'suggestion', strict: true })
    for (const message of messages)
      fail(`${pkg.name} (publint ${message.type}): ${formatMessage(message, pkg)}`)
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', scratch], {
        cwd: pkgDir,
        encoding: 'utf8',
      }),
    )
    tarballs[pkg.name] = {
      file: join(scratch, packed.filename),
      entries: Object.keys(pkg.exports),
      pkg,
    }
    console.info(
      `packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`,
    )
  }

  // The consumer: the tarballs plus the peers an app brings (React, and TanStack Query for
  // `@prato/api-client/query`). MapLibre is left out on purpose: it is an optional peer that only the map
  // component, loaded lazily by `@prato/ui/map`, needs, so importing that entry must not need it.
  const project = join(scratch, 'consumer')
  const uiPkg = readJson(join(repo, 'packages/ui/package.json'))
  const clientPkg = readJson(join(repo, 'packages/api-client/package.json'))
  execFileSync('mkdir', ['-p', project])
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'prato-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            Object.entries(tarballs).map(([name, { file }]) => [name, `file:${file}`]),
          ),
          react: uiPkg.devDependencies.react,
          'react-dom': uiPkg.devDependencies['react-dom'],
          '@tanstack/react-query': clientPkg.devDependencies['@tanstack/react-query'],
        },
      },
      null,
      2,
    ),
  )
  // The workspace's own .npmrc and cache serve the dependencies; the registry is asked only for what the
  // cache lacks.
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      '--loglevel=error',
    ],
    { cwd: project, stdio: 'inherit' },
  )

  const specifiers = Object.entries(tarballs).flatMap(([name, { entries }]) =>
    entries.filter((entry) => entry !== './package.json').map((entry) => name + entry.slice(1)),
  )
  const jsEntries = specifiers.filter((s) => !/\.(css|json)$/.test(s))
  writeFileSync(
    join(project, 'check.mjs'),
    `import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
${jsEntries.map((s, i) => `import * as entry${i} from '${s}'`).join('\n')}
const entries = { ${jsEntries.map((s, i) => `'${s}': entry${i}`).join(', ')} }
for (const [name, module] of Object.entries(entries)) {
  if (Object.keys(module).length === 0) throw new Error(name + ' exports nothing')
  console.info('imported ' + name + ' (' + Object.keys(module).length + ' exports)')
}
const { Button, PratoProvider } = entries['@prato/ui']
const html = renderToString(createElement(PratoProvider, null, createElement(Button, null, 'Pedir agora')))
if (!html.includes('Pedir agora') || !html.includes('class=')) throw new Error('Button did not render: ' + html)
console.info('rendered <Button>: ' + html.slice(0, 120))
const css = fileURLToPath(import.meta.resolve('@prato/ui/style.css'))
if (statSync(css).size < 1000) throw new Error('@prato/ui/style.css is nearly empty')
const contract = fileURLToPath(import.meta.resolve('@prato/api-client/openapi.json'))
if (statSync(contract).size < 1000) throw new Error('@prato/api-client/openapi.json is nearly empty')
console.info('resolved @prato/ui/style.css and @prato/api-client/openapi.json')
`,
  )
  try {
    execFileSync(process.execPath, ['check.mjs'], { cwd: project, stdio: 'inherit' })
  } catch {
    fail('importing the installed packages (above)')
  }

  // Types: the declarations in dist must resolve for a TypeScript consumer (bundler resolution, no custom
  // condition), entry by entry.
  writeFileSync(
    join(project, 'check.ts'),
    jsEntries
      .map(
        (s, i) => `import * as entry${i} from '${s}'\nexport const e${i} = Object.keys(entry${i})`,
      )
      .join('\n') + '\n',
  )
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      files: ['check.ts'],
    }),
  )
  try {
    execFileSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', project], {
      cwd: project,
      stdio: 'inherit',
    })
    console.info(`type-checked ${jsEntries.length} entries against the packed declarations`)
  } catch {
    fail('type-checking the installed packages (above)')
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

if (problems > 0) {
  console.error(`${problems} packaging problem(s): the packages would not work once published.`)
  process.exit(1)
}
console.info('The packed packages install and work outside the workspace.')
