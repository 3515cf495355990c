import { parseWithZod } from '@conform-to/zod/v4'
import {
  checkRateLimit,
  MemoryCounterStore,
  type CounterStore,
  type RateLimitRule,
} from '@prato/web-server/server'
import { contactRequestSchema } from '@prato/domain'
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactValues,
} from './contact-fields'
import type { DirectoryApi } from './directory-api'

export type ContactOutcome =
  | { outcome: 'success' }
  | { outcome: 'invalid'; errors: ContactErrors; values: ContactValues }
  | { outcome: 'error'; values: ContactValues }

export interface ContactResult {
  body: ContactOutcome
  status: number
}

function valuesOf(formData: FormData): ContactValues {
  const values: ContactValues = {}
  for (const field of CONTACT_FIELDS) {
    const v = formData.get(field)
    if (typeof v === 'string') values[field] = v.slice(0, 2000)
  }
  return values
}

/** The contact form's limit and where it is counted (@prato/web-server's limiter). */
export type ContactLimiter = { store: CounterStore; rule: RateLimitRule }

let store: MemoryCounterStore | undefined

/**
 * Counted in this process's memory: the directory keeps no shared state, and a restart merely forgives the counts.
 */
export function contactLimiter({
  max,
  windowMs,
}: {
  max: number
  windowMs: number
}): ContactLimiter {
  store ??= new MemoryCounterStore()
  return { store, rule: { limit: max, windowMs } }
}

/**
 * The contact request as the action handles it: the honeypot, the schema (the same one the browser ran), the
 * per-client limit, then the API. Only valid requests count against the limit, so a visitor without JavaScript
 * who forgot a field is not locked out.
 */
export async function handleContact(
  formData: FormData,
  deps: { api: DirectoryApi; limiter: ContactLimiter; clientKey: string },
): Promise<ContactResult> {
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return { body: { outcome: 'success' }, status: 200 }
  }
  const submission = parseWithZod(formData, { schema: contactRequestSchema })
  if (submission.status !== 'success') {
    const errors: ContactErrors = {}
    for (const field of CONTACT_FIELDS) {
      const first = submission.error?.[field]?.[0]
      if (first) errors[field] = first
    }
    return { body: { outcome: 'invalid', errors, values: valuesOf(formData) }, status: 400 }
  }
  if (
    !(await checkRateLimit(deps.limiter.store, deps.clientKey, 'contact', deps.limiter.rule))
      .allowed
  ) {
    return { body: { outcome: 'error', values: valuesOf(formData) }, status: 429 }
  }
  try {
    await deps.api.sendContact(submission.value)
  } catch (error) {
    console.error('contact request failed', error instanceof Error ? error.message : error)
    return { body: { outcome: 'error', values: valuesOf(formData) }, status: 502 }
  }
  return { body: { outcome: 'success' }, status: 200 }
}
