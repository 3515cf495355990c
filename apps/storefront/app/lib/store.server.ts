import { randomBytes } from 'node:crypto'
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  statSync,
} from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'

/**
 * The one server-side store behind sessions, the client-token cache and rate limits. On disk by default
 * (survives a restart of a single instance), Redis when REDIS_URL is set (any number of instances).
 * Values are JSON; every entry carries its own expiry, checked on read.
 */
export interface KeyValueStore {
  readonly kind: 'disk' | 'redis' | 'memory'
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /** Adds one to a counter that lives `windowMs` from its first increment; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>
  /**
   * Stores `value` only if no live entry has the key, atomically: of any number of concurrent claims (in one
   * process, several processes on the disk store, or several machines on Redis) exactly one gets true.
   */
  claim(key: string, value: unknown, ttlMs: number): Promise<boolean>
  close(): Promise<void>
}

type Entry = { v: unknown; e: number }

export class MemoryStore implements KeyValueStore {
  readonly kind: 'memory' | 'disk' = 'memory'
  protected readonly map = new Map<string, Entry>()
  constructor(private readonly now: () => number = Date.now) {}

  async get<T>(key: string): Promise<T | undefined> {
    return this.read(key)?.v as T | undefined
  }

  protected read(key: string): Entry | undefined {
    const entry = this.map.get(key)
    if (!entry) return undefined
    if (entry.e <= this.now()) {
      this.map.delete(key)
      return undefined
    }
    return entry
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.map.set(key, { v: structuredClone(value), e: this.now() + ttlMs })
  }

  async delete(key: string): Promise<void> {
    this.map.delete(key)
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const entry = this.read(key)
    const count = ((entry?.v as number | undefined) ?? 0) + 1
    this.map.set(key, { v: count, e: entry?.e ?? this.now() + windowMs })
    return count
  }

  async claim(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    if (this.read(key)) return false
    this.map.set(key, { v: structuredClone(value), e: this.now() + ttlMs })
    return true
  }

  async close(): Promise<void> {}
}

/**
 * JSON files, one per key, written to a temporary file and renamed so a crash never leaves half a session.
 * Every storefront process on the machine (server.js forks one per CPU) reads and writes the same files, so a
 * diner's session and a client's rate-limit count are the same whichever process answers.
 */
export class DiskStore extends MemoryStore {
  override readonly kind = 'disk' as const
  private readonly dir: string
  private lastSweep = 0

  constructor(
    dir: string,
    private readonly clock: () => number = Date.now,
  ) {
    super(clock)
    this.dir = path.join(dir, 'kv')
    mkdirSync(this.dir, { recursive: true, mode: 0o700 })
  }

  private file(key: string): string {
    return path.join(this.dir, `${Buffer.from(key).toString('base64url')}.json`)
  }

  override async get<T>(key: string): Promise<T | undefined> {
    try {
      const entry = JSON.parse(readFileSync(this.file(key), 'utf8')) as Entry
      if (entry.e <= this.clock()) {
        rmSync(this.file(key), { force: true })
        return undefined
      }
      return entry.v as T
    } catch {
      return undefined
    }
  }

  override async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const entry: Entry = { v: value, e: this.clock() + ttlMs }
    const target = this.file(key)
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    writeFileSync(tmp, JSON.stringify(entry), { mode: 0o600 })
    renameSync(tmp, target)
    this.sweep()
  }

  override async delete(key: string): Promise<void> {
    rmSync(this.file(key), { force: true })
  }

  /**
   * Read, add one, write back. Two processes counting the same key in the same instant can lose one increment
   * (no lock across processes): a limit may let one extra attempt through, never block a legitimate one. A
   * deployment that needs exact counts across machines uses Redis (INCR).
   */
  override async increment(key: string, windowMs: number): Promise<number> {
    const now = this.clock()
    let entry: Entry | undefined
    try {
      entry = JSON.parse(readFileSync(this.file(key), 'utf8')) as Entry
    } catch {
      entry = undefined
    }
    const live = entry && entry.e > now ? entry : undefined
    const count = ((live?.v as number | undefined) ?? 0) + 1
    await this.set(key, count, (live?.e ?? now + windowMs) - now)
    return count
  }

  /**
   * The entry is written whole to a temporary file first, then hard-linked into place: `link` fails when the name
   * exists, atomically across processes, and the file it publishes is already complete. (Creating the file with
   * `wx` and writing it after let another process read it empty in between, take it for expired and win too.)
   * An entry that cannot be read (a writer's file system hiccup, a truncated file) counts as live until its mtime
   * is older than `ttlMs`: a claim is never won twice because a record could not be parsed. An expired entry in the
   * way is first renamed aside (a rename succeeds for one process only), so two claims of it cannot both win.
   */
  override async claim(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    const target = this.file(key)
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    writeFileSync(tmp, JSON.stringify({ v: value, e: this.clock() + ttlMs } satisfies Entry), {
      mode: 0o600,
    })
    try {
      if (this.publish(tmp, target)) return true
      if (this.live(target, ttlMs)) return false
      try {
        renameSync(target, `${target}.${randomBytes(6).toString('hex')}.tmp`)
      } catch {
        // another process moved the stale entry first; whoever links the file next wins below
      }
      return this.publish(tmp, target)
    } finally {
      rmSync(tmp, { force: true })
    }
  }

  /** Links the complete temporary file to the entry's name; false when an entry is already there. */
  private publish(tmp: string, target: string): boolean {
    try {
      linkSync(tmp, target)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    }
  }

  /** Whether the entry at `file` is live: by its expiry, or, when it cannot be read, by its mtime. */
  private live(file: string, ttlMs: number): boolean {
    let raw: string
    let mtime: number
    try {
      mtime = statSync(file).mtimeMs
      raw = readFileSync(file, 'utf8')
    } catch {
      return false // gone meanwhile: free
    }
    try {
      return (JSON.parse(raw) as Entry).e > this.clock()
    } catch {
      return this.clock() - mtime < ttlMs
    }
  }

  /** Expired files are removed at most once an hour so the directory does not grow without bound. */
  private sweep(): void {
    const now = this.clock()
    if (now - this.lastSweep < 60 * 60 * 1000) return
    this.lastSweep = now
    for (const name of readdirSync(this.dir)) {
      const file = path.join(this.dir, name)
      try {
        if (name.endsWith('.tmp')) {
          if (now - statSync(file).mtimeMs > 60_000) rmSync(file, { force: true })
          continue
        }
        const entry = JSON.parse(readFileSync(file, 'utf8')) as Entry
        if (entry.e <= now) rmSync(file, { force: true })
      } catch {
        // a file being written or removed by a concurrent request: leave it to the next sweep
      }
    }
  }
}

export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const
  private readonly prefix = 'prato:'
  constructor(private readonly redis: Redis) {}

  static connect(url: string): RedisStore {
    return new RedisStore(
      new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }),
    )
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key)
    return raw == null ? undefined : (JSON.parse(raw) as T)
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(
      this.prefix + key,
      JSON.stringify(value),
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
    )
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
      [null, number],
    ]
    return count
  }

  async claim(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    const answer = await this.redis.set(
      this.prefix + key,
      JSON.stringify(value),
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    )
    return answer === 'OK'
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}

export function createStore(options: {
  redisUrl?: string | undefined
  dir: string
}): KeyValueStore {
  return options.redisUrl ? RedisStore.connect(options.redisUrl) : new DiskStore(options.dir)
}
