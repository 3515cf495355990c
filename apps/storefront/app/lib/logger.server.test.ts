import { describe, expect, it } from 'vitest'
import { createLogger, REDACTED } from './logger.server'

describe('logger (DESIGN §6 "Card numbers, CVVs, passwords and tokens are never logged")', () => {
  it('redacts secret fields at any depth and keeps the rest', () => {
    const lines: string[] = []
    const log = createLogger({ write: (_level, line) => lines.push(line) })
    log.info('login attempt', {
      email: 'ana@prato.dev',
      senha: 'prato123',
      password: 'x',
      form: {
        access_token: 'abc',
        numeroCartao: '4111111111111111',
        cvv: '123',
        nested: [{ refresh_token: 'r' }],
      },
      headers: { authorization: 'Bearer abc', cookie: 'prato_sid=1' },
    })
    const entry = JSON.parse(lines[0] ?? '{}')
    expect(entry.email).toBe('ana@prato.dev')
    expect(entry.senha).toBe(REDACTED)
    expect(entry.password).toBe(REDACTED)
    expect(entry.form.access_token).toBe(REDACTED)
    expect(entry.form.numeroCartao).toBe(REDACTED)
    expect(entry.form.cvv).toBe(REDACTED)
    expect(entry.form.nested[0].refresh_token).toBe(REDACTED)
    expect(entry.headers.authorization).toBe(REDACTED)
    expect(lines[0]).not.toContain('prato123')
    expect(lines[0]).not.toContain('4111111111111111')
  })

  it('logs an error by name and message only (no stack)', () => {
    const lines: string[] = []
    createLogger({ write: (_l, line) => lines.push(line) }).error('boom', {
      error: new Error('falhou'),
    })
    expect(JSON.parse(lines[0] ?? '{}').error).toEqual({ name: 'Error', message: 'falhou' })
  })

  it('drops entries below its level', () => {
    const lines: string[] = []
    createLogger({ level: 'warn', write: (_l, line) => lines.push(line) }).info('quiet')
    expect(lines).toHaveLength(0)
  })
})
