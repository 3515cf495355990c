import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.server'

describe('createRateLimiter (fixed window per client)', () => {
  it('allows max hits per window, refuses the next, and forgives in the next window', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 1000 })
    expect([0, 10, 20].map((t) => limiter.hit('1.2.3.4', t))).toEqual([true, true, true])
    expect(limiter.hit('1.2.3.4', 999)).toBe(false)
    expect(limiter.hit('1.2.3.4', 1000)).toBe(true)
  })

  it('counts each client apart', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 })
    expect(limiter.hit('a', 0)).toBe(true)
    expect(limiter.hit('a', 1)).toBe(false)
    expect(limiter.hit('b', 2)).toBe(true)
  })

  it('drops expired windows, so many distinct clients do not grow memory forever', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 })
    for (let i = 0; i < 100; i++) limiter.hit(`ip-${i}`, i)
    expect(limiter.size()).toBe(100)
    limiter.hit('late', 5000)
    expect(limiter.size()).toBe(1)
  })
})
