/**
 * Fixed-window counter per key (the client's IP). In memory, per process: the directory keeps no shared state,
 * and a restart merely forgives the counts.
 */
export interface RateLimiter {
  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string, now?: number): boolean
  size(): number
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = 0
  function sweep(now: number) {
    // Expired windows are dropped now and then, so a flood of distinct IPs cannot grow the map forever.
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key)
  }
  return {
    hit(key, now = Date.now()) {
      sweep(now)
      const current = windows.get(key)
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= max
    },
    size: () => windows.size,
  }
}
