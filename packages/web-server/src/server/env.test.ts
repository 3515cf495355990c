import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  drainCoversApiTimeout,
  EnvError,
  LOCAL_SANDBOX,
  parseEnvWith,
  SANDBOX_CLIENT_SECRET,
  sandboxDefaultsInProduction,
  shutdownDrainMs,
} from './env'

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    HTTPS: z.stringbool().default(false),
    API_URL: z.url().default(LOCAL_SANDBOX),
    CLIENT_SECRET: z.string().default(SANDBOX_CLIENT_SECRET),
  })
  .superRefine((env, ctx) =>
    sandboxDefaultsInProduction(env, ctx, { urlKeys: ['API_URL'], example: 'apps/x/.env.example' }),
  )

describe('the sandbox defaults in production', () => {
  it('the demo starts with no configuration', () => {
    expect(parseEnvWith(schema, {}).API_URL).toBe(LOCAL_SANDBOX)
    // production over plain http is the demo's `npm start`
    expect(parseEnvWith(schema, { NODE_ENV: 'production' }).CLIENT_SECRET).toBe(
      SANDBOX_CLIENT_SECRET,
    )
  })

  it('a real deployment (production over https) that kept them stops at boot, naming each variable', () => {
    const boot = () => parseEnvWith(schema, { NODE_ENV: 'production', HTTPS: 'true' })
    expect(boot).toThrow(EnvError)
    expect(boot).toThrow(/API_URL: is the local sandbox .* \(apps\/x\/\.env\.example\)/)
    expect(boot).toThrow(/CLIENT_SECRET: is the sandbox's public secret in production/)
  })

  it('a configured deployment boots', () => {
    const env = parseEnvWith(schema, {
      NODE_ENV: 'production',
      HTTPS: 'true',
      API_URL: 'https://api.example.com',
      CLIENT_SECRET: 'real-secret',
    })
    expect(env.API_URL).toBe('https://api.example.com')
  })
})

describe('SHUTDOWN_DRAIN_MS (issue 24 item 3)', () => {
  const schema = z
    .object({ SHUTDOWN_DRAIN_MS: shutdownDrainMs, API_TIMEOUT_MS: z.coerce.number() })
    .superRefine(drainCoversApiTimeout)

  it('defaults to 25 s, and must cover the API timeout plus a margin', () => {
    expect(parseEnvWith(schema, { API_TIMEOUT_MS: '8000' }).SHUTDOWN_DRAIN_MS).toBe(25_000)
    expect(
      parseEnvWith(schema, { API_TIMEOUT_MS: '8000', SHUTDOWN_DRAIN_MS: '10000' })
        .SHUTDOWN_DRAIN_MS,
    ).toBe(10_000)
    expect(() =>
      parseEnvWith(schema, { API_TIMEOUT_MS: '8000', SHUTDOWN_DRAIN_MS: '9000' }),
    ).toThrow(/SHUTDOWN_DRAIN_MS: must be at least API_TIMEOUT_MS \+ 2000 \(10000\)/)
  })
})
