#!/usr/bin/env node
// `npm start`: build what is needed, then run the sandbox API, the storefront and the directory
// together, printing where to find them. Ctrl-C stops all three. Each app's start script loads the app's `.env`
// when there is one (see its `.env.example`); the ports here win over it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// PUBLIC_ORIGIN is the storefront's address as visitors open it: `PUBLIC_ORIGIN=http://192.168.0.7:3000 npm start`
// serves the demo to a phone on the LAN. The directory and the sandbox's images are then on the same host at their
// own ports, and the links between the apps use those addresses (a phone's `localhost` is the phone).
const lan = process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN) : null
const at = (port) => {
  const url = new URL(lan ?? 'http://localhost')
  url.port = String(port)
  return url.origin
}
const storefrontOrigin = lan ? lan.origin : at(3000)
// The sandbox writes its pictures' URLs on the address it is called by: the apps call it at the LAN address too.
const sandbox = at(4010)
const api = { API_URL: sandbox, AUTH_URL: sandbox, WEB_API_URL: sandbox, IMAGE_URL: sandbox }
const links = lan
  ? {
      storefront: {
        ...api,
        MAPS_URL: sandbox,
        PUBLIC_ORIGIN: storefrontOrigin,
        SITE_ORIGIN: at(3100),
      },
      directory: { ...api, PUBLIC_ORIGIN: at(3100), STOREFRONT_URL: storefrontOrigin },
    }
  : {}

const apps = [
  {
    name: 'sandbox-api',
    dir: 'apps/sandbox-api',
    port: 4010,
    url: 'http://localhost:4010/health',
    shown: `${sandbox}/docs`,
  },
  {
    name: 'storefront',
    dir: 'apps/storefront',
    port: 3000,
    url: 'http://localhost:3000/bella-napoli',
    shown: `${storefrontOrigin}/bella-napoli`,
  },
  {
    name: 'directory',
    dir: 'apps/directory',
    port: 3100,
    url: 'http://localhost:3100/',
    shown: `${at(3100)}/`,
  },
].filter((app) => existsSync(`${app.dir}/package.json`))

const built = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--output-logs=errors-only', ...apps.map((a) => `--filter=./${a.dir}`)],
  { stdio: 'inherit' },
)
if (built.status !== 0) process.exit(built.status ?? 1)

const children = apps.map((app) => {
  const child = spawn('npm', ['run', 'start', `--workspace=${app.dir}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping kills npm and the server it started (not only npm).
    detached: true,
    env: {
      NODE_ENV: 'production',
      ...process.env,
      PUBLIC_ORIGIN: undefined,
      ...links[app.name],
      PORT: String(app.port),
    },
  })
  const prefix = `[${app.name}] `
  child.stdout.on('data', (d) =>
    process.stdout.write(prefix + String(d).trimEnd().replaceAll('\n', `\n${prefix}`) + '\n'),
  )
  child.stderr.on('data', (d) =>
    process.stderr.write(prefix + String(d).trimEnd().replaceAll('\n', `\n${prefix}`) + '\n'),
  )
  child.on('exit', (code) => {
    console.error(`${prefix}exited with ${code}`)
    shutdown(code ?? 1)
  })
  return child
})

let stopping = false
function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

for (const app of apps) await waitFor(app.url)
console.info('\nPrato is running:')
for (const app of apps) console.info(`  ${app.name.padEnd(12)} ${app.shown ?? app.url}`)
console.info('\nDemo login: ana@prato.dev / prato123   (Ctrl-C stops everything)\n')
