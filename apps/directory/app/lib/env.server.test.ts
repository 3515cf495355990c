import { describe, expect, it } from 'vitest'
import { EnvError, httpAllowedHosts, parseEnv } from './env.server'

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
    expect(httpAllowedHosts(parseEnv({ IMAGE_URL: 'http://img.local:9000' }))).toContain('img.local')
  })
})
