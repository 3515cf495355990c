import { describe, expect, it } from 'vitest'
import { MemoryStore } from '#app/lib/store.server'
import { MAX_WRONG_SMS_CODES, smsCodeAttempts } from './sms-attempts.server'

describe('SMS code attempts (issue 11 §5: codes cannot be guessed without limit)', () => {
  it('five wrong codes spend the code; a new code starts the count again', async () => {
    const store = new MemoryStore()
    const attempts = smsCodeAttempts(store, { userId: 'u1', phone: '(62) 99999-0000' })
    for (let i = 0; i < MAX_WRONG_SMS_CODES; i++) {
      expect(await attempts.exhausted()).toBe(false)
      await attempts.failed()
    }
    expect(await attempts.exhausted()).toBe(true)
    await attempts.reset()
    expect(await attempts.exhausted()).toBe(false)
  })

  it('counts per phone too: another account guessing the same phone shares the count', async () => {
    const store = new MemoryStore()
    for (let i = 0; i < MAX_WRONG_SMS_CODES; i++)
      await smsCodeAttempts(store, { userId: `u${i}`, phone: '62999990000' }).failed()
    expect(
      await smsCodeAttempts(store, { userId: 'other', phone: '62 99999 0000' }).exhausted(),
    ).toBe(true)
    expect(
      await smsCodeAttempts(store, { userId: 'other', phone: '62988887777' }).exhausted(),
    ).toBe(false)
  })
})
