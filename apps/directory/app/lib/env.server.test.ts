import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvError, envVariableNames, httpAllowedHosts, parseEnv } from './env.server'

/** A real deployment: production over https, pointed at a real API with the secret it issued. */
const deployment = {
  NODE_ENV: 'production',
  HTTPS: 'true',
  API_URL: 'https://api.restaurante.example',
  AUTH_URL: 'https://auth.restaurante.example',
  WEB_API_URL: 'https://web.restaurante.example',
  IMAGE_URL: 'https://img.restaurante.example',
  CLIENT_SECRET: 'issued-by-the-real-api',
}

describe('parseEnv', () => {
  it('defaults to the local sandbox and the demo client, so a fresh clone starts', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3100,
      API_URL: 'http://localhost:4010',
      AUTH_URL: 'http://localhost:4010',
      CLIENT_ID: 'prato-directory',
      CLIENT_SECRET: 'prato-sandbox-secret',
      STOREFRONT_URL: 'http://localhost:3000',
      PRODUCT_SLUG: 'prato',
      API_TIMEOUT_MS: 8000,
      HTTPS: false,
    })
  })

  it('reads numbers and flags from their text', () => {
    expect(parseEnv({ PORT: '3110', API_TIMEOUT_MS: '2000', HTTPS: 'true' })).toMatchObject({
      PORT: 3110,
      API_TIMEOUT_MS: 2000,
      HTTPS: true,
    })
  })

  it('stops the boot on a bad value, naming the variable', () => {
    expect(() => parseEnv({ API_URL: 'ftp://x' })).toThrow(EnvError)
    expect(() => parseEnv({ PRODUCT_SLUG: 'Not A Slug' })).toThrow(/PRODUCT_SLUG/)
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  })

  it('an empty store link hides that badge instead of failing', () => {
    expect(parseEnv({ PLAY_STORE_URL: '' }).PLAY_STORE_URL).toBeUndefined()
  })

  it('allows http only for the configured hosts', () => {
    expect(httpAllowedHosts(parseEnv({ IMAGE_URL: 'http://img.local:9000' }))).toContain(
      'img.local',
    )
  })

  describe('in production over https', () => {
    it("starts when every host and the client secret are the real API's", () => {
      expect(parseEnv(deployment).API_URL).toBe('https://api.restaurante.example')
    })

    it.each(['API_URL', 'AUTH_URL', 'WEB_API_URL', 'IMAGE_URL'] as const)(
      'refuses %s left at the local sandbox, naming it',
      (key) => {
        const { [key]: _, ...rest } = deployment
        expect(() => parseEnv(rest)).toThrow(
          new RegExp(`${key}: is the local sandbox \\(http://localhost:4010\\) in production`),
        )
      },
    )

    it("refuses the sandbox's client secret", () => {
      const { CLIENT_SECRET: _, ...rest } = deployment
      expect(() => parseEnv(rest)).toThrow(
        /CLIENT_SECRET: is the sandbox's public secret in production/,
      )
    })

    it('leaves the demo alone: production over plain http (npm start) still starts on the sandbox', () => {
      expect(parseEnv({ NODE_ENV: 'production' }).API_URL).toBe('http://localhost:4010')
      expect(() => parseEnv({ HTTPS: 'true' })).not.toThrow(EnvError)
    })
  })

  it('.env.example documents every variable the schema reads', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    expect(envVariableNames.length).toBeGreaterThan(10)
    for (const name of envVariableNames)
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'))
  })
})
