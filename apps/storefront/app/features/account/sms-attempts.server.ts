import type { KeyValueStore } from '#app/lib/store.server'

/**
 * Issue 11 §5: an SMS code is short, so wrong codes are counted — per account and per phone, in the shared store
 * (every process, every instance on Redis) — and after `MAX_WRONG_SMS_CODES` the code is spent: the diner must ask
 * for a new one, which starts the count again. The API models the same rule (the sandbox does).
 */
export const MAX_WRONG_SMS_CODES = 5
/** As long as a code lives: a count older than this is for a code that has expired anyway. */
export const SMS_CODE_WINDOW_MS = 15 * 60 * 1000

export type SmsCodeAttempts = {
  /** Whether the current code is spent (the diner must request a new one). */
  exhausted(): Promise<boolean>
  /** Counts one wrong code. */
  failed(): Promise<void>
  /** A new code was sent (or the right one entered): the count starts again. */
  reset(): Promise<void>
}

export function smsCodeAttempts(
  store: KeyValueStore,
  who: { userId: string; phone: string | null | undefined },
): SmsCodeAttempts {
  const keys = [
    `sms-code:user:${who.userId}`,
    ...(who.phone ? [`sms-code:phone:${who.phone.replace(/\D/g, '')}`] : []),
  ]
  return {
    async exhausted() {
      for (const key of keys)
        if (((await store.get<number>(key)) ?? 0) >= MAX_WRONG_SMS_CODES) return true
      return false
    },
    async failed() {
      for (const key of keys) {
        const count = ((await store.get<number>(key)) ?? 0) + 1
        await store.set(key, count, SMS_CODE_WINDOW_MS)
      }
    },
    async reset() {
      for (const key of keys) await store.delete(key)
    },
  }
}
