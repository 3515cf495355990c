// One of the processes of the claim race test (store.server.test.ts): waits for the common start instant, claims
// every key of the list as fast as it can, and prints the keys it won as JSON.
import { DiskStore, RedisStore, type KeyValueStore } from '../lib/store.server'

const [kind, where, count, startAt] = process.argv.slice(2)
const store: KeyValueStore =
  kind === 'redis' ? RedisStore.connect(where ?? '') : new DiskStore(where ?? '')
const keys = Array.from({ length: Number(count) }, (_, i) => `pedido:race:${i}`)
if (kind === 'redis') await store.get('warm-up') // the connection is made before the start, as in a server
while (Date.now() < Number(startAt)) {
  // spin: both processes start claiming in the same millisecond
}
const won: string[] = []
if (kind === 'redis') {
  const wins = await Promise.all(keys.map((key) => store.claim(key, { state: 'pending' }, 60_000)))
  keys.forEach((key, i) => wins[i] && won.push(key))
} else {
  for (const key of keys) if (await store.claim(key, { state: 'pending' }, 60_000)) won.push(key)
}
await store.close()
process.stdout.write(JSON.stringify(won))
