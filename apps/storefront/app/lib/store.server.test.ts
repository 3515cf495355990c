import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedis } from '../test/redis'
import { DiskStore, MemoryStore, RedisStore, type KeyValueStore } from './store.server'

const RACE_KEYS = 5_000
const worker = fileURLToPath(new URL('../test/claim-race.worker.ts', import.meta.url))

/**
 * Two processes started together claim the same 5,000 keys in the same instants (issue 24: two workers of the
 * cluster, or two instances on one Redis). Returns how many keys both won and how many neither did.
 */
async function raceTwoProcesses(kind: 'disk' | 'redis', where: string) {
  const startAt = String(Date.now() + 1_500)
  const run = () =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', worker, kind, where, String(RACE_KEYS), startAt],
      { maxBuffer: 16 * 1024 * 1024 },
    ).then(({ stdout }) => new Set(JSON.parse(stdout) as string[]))
  const [a, b] = await Promise.all([run(), run()])
  return {
    twice: [...a].filter((key) => b.has(key)).length,
    never: RACE_KEYS - new Set([...a, ...b]).size,
  }
}

function contract(
  name: string,
  make: (clock: () => number) => Promise<KeyValueStore> | KeyValueStore,
  timeTravel: boolean,
) {
  describe(`${name} store`, () => {
    let now = 1_000_000
    const clock = () => now

    it('stores and reads JSON values until they expire', async () => {
      const store = await make(clock)
      await store.set('session:a', { user: { nome: 'Ana' } }, 1000)
      expect(await store.get('session:a')).toEqual({ user: { nome: 'Ana' } })
      if (timeTravel) {
        now += 1001
        expect(await store.get('session:a')).toBeUndefined()
      }
      await store.delete('session:a')
      expect(await store.get('session:a')).toBeUndefined()
    })

    it('counts within a window', async () => {
      const store = await make(clock)
      const key = `rate:test:${Math.random()}`
      expect(await store.increment(key, 60_000)).toBe(1)
      expect(await store.increment(key, 60_000)).toBe(2)
      expect(await store.increment(key, 60_000)).toBe(3)
    })

    it('claims a key once: of 20 concurrent claims exactly one wins, and the winning value stays', async () => {
      const store = await make(clock)
      const key = `order:test:${Math.random()}`
      const wins = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.claim(key, { state: 'pending', by: i }, 60_000)),
      )
      expect(wins.filter(Boolean)).toHaveLength(1)
      expect(await store.get(key)).toEqual({ state: 'pending', by: wins.indexOf(true) })
    })

    it('lets an expired claim be claimed again', async () => {
      if (!timeTravel) return
      const store = await make(clock)
      expect(await store.claim('order:stale', 1, 1000)).toBe(true)
      now += 1001
      expect(await store.claim('order:stale', 2, 1000)).toBe(true)
      expect(await store.get('order:stale')).toBe(2)
    })

    it('returns undefined for a key never written', async () => {
      const store = await make(clock)
      expect(await store.get('nothing-here')).toBeUndefined()
    })
  })
}

contract('memory', (clock) => new MemoryStore(clock), true)
contract(
  'disk',
  (clock) => new DiskStore(mkdtempSync(path.join(tmpdir(), 'prato-store-')), clock),
  true,
)

describe('disk store durability', () => {
  it('survives a restart (a new instance on the same directory reads the data)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    await new DiskStore(dir).set('session:x', { carts: { bella: { items: [] } } }, 60_000)
    expect(await new DiskStore(dir).get('session:x')).toEqual({ carts: { bella: { items: [] } } })
  })

  it('claims atomically across instances on one directory (the storefront forks one process per CPU)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    const stores = Array.from({ length: 4 }, () => new DiskStore(dir))
    const wins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 4]!.claim('order:k', i, 60_000)),
    )
    expect(wins.filter(Boolean)).toHaveLength(1)
  })

  it('of two processes claiming the same 5,000 keys at the same instant, exactly one wins each key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    expect(await raceTwoProcesses('disk', dir)).toEqual({ twice: 0, never: 0 })
    expect(readdirSync(path.join(dir, 'kv')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  }, 60_000)

  it('takes an entry it cannot read for live, until its mtime is older than the claim’s TTL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    const store = new DiskStore(dir)
    expect(await store.claim('pedido:k', { state: 'pending' }, 60_000)).toBe(true)
    const [file] = readdirSync(path.join(dir, 'kv'))
    const entry = path.join(dir, 'kv', file!)
    writeFileSync(entry, '') // what the other process saw while the old claim was writing the file
    expect(await new DiskStore(dir).claim('pedido:k', { state: 'pending' }, 60_000)).toBe(false)
    const old = (Date.now() - 61_000) / 1000
    utimesSync(entry, old, old)
    expect(await new DiskStore(dir).claim('pedido:k', { state: 'again' }, 60_000)).toBe(true)
    expect(await store.get('pedido:k')).toEqual({ state: 'again' })
  })

  it('writes atomically: no temporary file is left behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    const store = new DiskStore(dir)
    for (let i = 0; i < 20; i++) await store.set(`session:${i}`, { i }, 60_000)
    const files = readdirSync(path.join(dir, 'kv'))
    expect(files).toHaveLength(20)
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false)
  })

  it('counts rate limits on disk, so every storefront process on the machine shares the count', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    let now = 1_000_000
    const a = new DiskStore(dir, () => now)
    const b = new DiskStore(dir, () => now)
    expect(await a.increment('rate:login:1.2.3.4', 60_000)).toBe(1)
    expect(await b.increment('rate:login:1.2.3.4', 60_000)).toBe(2)
    expect(await a.increment('rate:login:1.2.3.4', 60_000)).toBe(3)
    // the window is fixed from the first increment: later ones do not extend it
    now += 60_000
    expect(await b.increment('rate:login:1.2.3.4', 60_000)).toBe(1)
  })

  it('keeps keys with path characters inside its directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prato-store-'))
    const store = new DiskStore(dir)
    await store.set('../../etc/passwd', { no: true }, 60_000)
    expect(readdirSync(path.join(dir, 'kv'))).toHaveLength(1)
    expect(await store.get('../../etc/passwd')).toEqual({ no: true })
  })
})

describe('redis store', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> = null
  const stores: RedisStore[] = []
  beforeAll(async () => {
    redis = await startRedis(6390)
  })
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()))
    await redis?.stop()
  })

  it('shares data between two instances (two storefront processes)', async (t) => {
    if (!redis) return t.skip()
    const a = RedisStore.connect(redis.url)
    const b = RedisStore.connect(redis.url)
    stores.push(a, b)
    await a.set('session:shared', { user: { nome: 'Ana' } }, 60_000)
    expect(await b.get('session:shared')).toEqual({ user: { nome: 'Ana' } })
    expect(await a.increment('rate:x', 60_000)).toBe(1)
    expect(await b.increment('rate:x', 60_000)).toBe(2)
  })

  it('claims a key once across two instances', async (t) => {
    if (!redis) return t.skip()
    const a = RedisStore.connect(redis.url)
    const b = RedisStore.connect(redis.url)
    stores.push(a, b)
    const wins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim('order:shared', i, 60_000)),
    )
    expect(wins.filter(Boolean)).toHaveLength(1)
  })

  it('of two processes claiming the same 5,000 keys at the same instant, exactly one wins each key', async (t) => {
    if (!redis) return t.skip()
    expect(await raceTwoProcesses('redis', redis.url)).toEqual({ twice: 0, never: 0 })
  }, 60_000)

  it('expires entries on the server', async (t) => {
    if (!redis) return t.skip()
    const a = RedisStore.connect(redis.url)
    stores.push(a)
    await a.set('session:short', { v: 1 }, 50)
    await new Promise((r) => setTimeout(r, 120))
    expect(await a.get('session:short')).toBeUndefined()
  })
})
