/**
 * The app's one logger: JSON lines on stdout/stderr with secrets redacted at any depth. Passwords, tokens and
 * card data never reach a log line, whatever a caller passes in.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
  child(fields: LogFields): Logger
}

const SECRET_KEY =
  /pass(word)?|senha|token|secret|authorization|cookie|card|cartao|cvv|cvc|numero_?cartao|codigo_?seguranca|client_secret/i
export const REDACTED = '[redacted]'

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[depth]'
  if (value instanceof Error) {
    return { name: value.name, message: value.message }
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value))
      out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1)
    return out
  }
  return value
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export function createLogger(
  options: {
    level?: LogLevel
    base?: LogFields
    write?: (level: LogLevel, line: string) => void
  } = {},
): Logger {
  const min =
    ORDER[options.level ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info'] ?? ORDER.info
  const write =
    options.write ??
    ((level: LogLevel, line: string) => {
      if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
      else process.stdout.write(line + '\n')
    })
  const base = options.base ?? {}
  const log = (level: LogLevel, message: string, fields?: LogFields) => {
    if (ORDER[level] < min) return
    const entry = redact({
      time: new Date().toISOString(),
      level,
      msg: message,
      ...base,
      ...fields,
    })
    write(level, JSON.stringify(entry))
  }
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  }
}

export const logger: Logger = createLogger({
  level: process.env.NODE_ENV === 'test' ? 'error' : undefined,
})
