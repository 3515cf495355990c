import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TENANT } from '@prato/domain'
import { appRootFrom, EnvError, envVariableNames, parseEnv, publicEnv } from './env.server'

const dir = () => mkdtempSync(path.join(tmpdir(), 'prato-env-'))

/** A real deployment: production over https, pointed at a real API with the secret it issued. */
const deployment = {
  NODE_ENV: 'production',
  HTTPS: 'true',
  API_URL: 'https://api.restaurante.example',
  AUTH_URL: 'https://auth.restaurante.example',
  WEB_API_URL: 'https://web.restaurante.example',
  IMAGE_URL: 'https://img.restaurante.example',
  MAPS_URL: 'https://maps.restaurante.example',
  CLIENT_SECRET: 'issued-by-the-real-api',
}

describe('parseEnv', () => {
  it('defaults every host to the local sandbox and the rest to the demo values', () => {
    const env = parseEnv({}, dir())
    expect(env.API_URL).toBe('http://localhost:4010')
    expect(env.AUTH_URL).toBe('http://localhost:4010')
    expect(env.MAPS_URL).toBe('http://localhost:4010')
    expect(env.CLIENT_ID).toBe('prato-storefront')
    expect(env.CLIENT_SECRET).toBe('prato-sandbox-secret')
    expect(env.DEFAULT_TENANT).toBe(DEFAULT_TENANT)
    expect(env.SITE_ORIGIN).toBe('http://localhost:3100')
    expect(env.API_TIMEOUT_MS).toBe(8000)
    expect(env.API_CACHE_TTL_MS).toBe(60_000)
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.secureCookies).toBe(false)
  })

  it('refuses malformed values with a message naming the variable', () => {
    expect(() => parseEnv({ API_URL: 'not a url' }, dir())).toThrow(EnvError)
    expect(() => parseEnv({ API_URL: 'ftp://x' }, dir())).toThrow(/API_URL/)
    expect(() => parseEnv({ API_TIMEOUT_MS: 'soon' }, dir())).toThrow(/API_TIMEOUT_MS/)
    expect(() => parseEnv({ SESSION_SECRET: 'short' }, dir())).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ REDIS_URL: 'http://localhost:6379' }, dir())).toThrow(/REDIS_URL/)
  })

  it('generates a production secret once and keeps it in the session directory', () => {
    const d = dir()
    const first = parseEnv({ NODE_ENV: 'production' }, d)
    const second = parseEnv({ NODE_ENV: 'production' }, d)
    expect(first.SESSION_SECRET).toHaveLength(64)
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET)
    expect(readFileSync(path.join(d, '.data', 'sessions', '.session-secret'), 'utf8')).toBe(
      first.SESSION_SECRET,
    )
  })

  // Issue 11 §10: the server build runs from build/server/assets/*.js; sessions resolved from there were written
  // into build/, which turbo archives into its cache (bearer tokens in clear JSON).
  it('keeps the disk sessions and the generated secret in a data folder of the app, outside the build output', () => {
    const app = dir()
    writeFileSync(path.join(app, 'package.json'), '{}')
    const chunkDir = path.join(app, 'build', 'server', 'assets')
    mkdirSync(chunkDir, { recursive: true })
    const root = appRootFrom(chunkDir)
    expect(root).toBe(app)
    const env = parseEnv({ NODE_ENV: 'production' }, root)
    expect(env.SESSION_DIR).toBe(path.join(app, '.data', 'sessions'))
    expect(path.relative(path.join(app, 'build'), env.SESSION_DIR).startsWith('..')).toBe(true)
    expect(parseEnv({ SESSION_DIR: '/var/lib/prato/sessions' }, root).SESSION_DIR).toBe(
      '/var/lib/prato/sessions',
    )
  })

  it('uses Secure cookies only in production over https', () => {
    expect(parseEnv({ ...deployment, SESSION_SECRET: 'x'.repeat(32) }, dir()).secureCookies).toBe(
      true,
    )
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, dir()).secureCookies,
    ).toBe(false)
  })

  it('lets http images through only from the configured http hosts', () => {
    const env = parseEnv({ IMAGE_URL: 'http://imagens.local:8080' }, dir())
    expect(env.httpAllowedHosts).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', 'imagens.local']),
    )
  })

  it('exposes only the public subset to the browser', () => {
    const pub = publicEnv(parseEnv({ SESSION_SECRET: 'y'.repeat(32), CLIENT_SECRET: 'top' }, dir()))
    expect(Object.keys(pub).sort()).toEqual(['DEFAULT_TENANT', 'MAP_STYLE_URL', 'SITE_ORIGIN'])
    expect(JSON.stringify(pub)).not.toContain('top')
  })

  describe('in production over https', () => {
    it("starts when every host and the client secret are the real API's", () => {
      expect(parseEnv(deployment, dir()).API_URL).toBe('https://api.restaurante.example')
    })

    it.each(['API_URL', 'AUTH_URL', 'WEB_API_URL', 'IMAGE_URL', 'MAPS_URL'] as const)(
      'refuses %s left at the local sandbox, naming it',
      (key) => {
        const { [key]: _, ...rest } = deployment
        expect(() => parseEnv(rest, dir())).toThrow(
          new RegExp(`${key}: is the local sandbox \\(http://localhost:4010\\) in production`),
        )
        expect(() => parseEnv({ ...deployment, [key]: 'http://localhost:4010/' }, dir())).toThrow(
          EnvError,
        )
      },
    )

    it("refuses the sandbox's client secret", () => {
      const { CLIENT_SECRET: _, ...rest } = deployment
      expect(() => parseEnv(rest, dir())).toThrow(
        /CLIENT_SECRET: is the sandbox's public secret in production/,
      )
    })

    it('refuses Redis without a SESSION_SECRET shared by the instances', () => {
      const redis = { ...deployment, REDIS_URL: 'redis://cache.internal:6379' }
      expect(() => parseEnv(redis, dir())).toThrow(
        /SESSION_SECRET: is required in production with REDIS_URL/,
      )
      expect(parseEnv({ ...redis, SESSION_SECRET: 'z'.repeat(32) }, dir()).SESSION_SECRET).toBe(
        'z'.repeat(32),
      )
    })

    it('leaves the demo alone: production over plain http (npm start) still starts on the sandbox', () => {
      expect(parseEnv({ NODE_ENV: 'production' }, dir()).API_URL).toBe('http://localhost:4010')
      expect(parseEnv({ HTTPS: 'true' }, dir()).CLIENT_SECRET).toBe('prato-sandbox-secret')
    })
  })

  it('.env.example documents every variable the schema reads', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    expect(envVariableNames.length).toBeGreaterThan(10)
    for (const name of envVariableNames)
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'))
  })
})
