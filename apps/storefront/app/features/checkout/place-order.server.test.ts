import { messages } from '@prato/domain'
import { createSession } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import type { StorefrontContext } from '#app/lib/context.server'
import {
  orderCreatedAfterAll,
  retryUncertain,
  UNCERTAIN_HOLD_MS,
  type OrderRecord,
} from './place-order.server'

// Decision 0013: a timed-out order call may have created the order after all; the retry recognises it among the
// diner's latest orders (new since the call, same total) instead of placing a second one.

type Latest = { id: number; valorTotal: number; pix?: { qrCode?: string | null } | null }[]

/** The request context as the lookup uses it: the latest-orders call answers `latest` (or fails). */
function contextAnswering(latest: Latest | Error) {
  const warn = vi.fn()
  const ctx = {
    tenant: { slug: 'bella-napoli' },
    logger: { warn },
    api: {
      get: async () => {
        if (latest instanceof Error) throw latest
        return latest
      },
    },
  } as unknown as StorefrontContext
  return { ctx, warn }
}

const uncertain: Extract<OrderRecord, { state: 'uncertain' }> = {
  state: 'uncertain',
  known: [9001, 9002],
  valorTotal: 24.9,
  pix: false,
  at: 1_000_000,
}

describe('orderCreatedAfterAll', () => {
  it('finds the order the API created late: new since the call, with the same total, and leads to its tracking', async () => {
    const { ctx, warn } = contextAnswering([
      { id: 9003, valorTotal: 24.9 },
      { id: 9002, valorTotal: 24.9 },
      { id: 9001, valorTotal: 50 },
    ])
    expect(await orderCreatedAfterAll(ctx, uncertain)).toEqual({
      state: 'placed',
      id: 9003,
      path: 'acompanhamento/9003',
      pix: false,
    })
    expect(warn).toHaveBeenCalledWith('a timed-out order call had created the order', {
      tenant: 'bella-napoli',
      id: 9003,
    })
  })

  it('leads a PIX order with its QR code to the PIX page', async () => {
    const { ctx } = contextAnswering([{ id: 9003, valorTotal: 24.9, pix: { qrCode: '000201…' } }])
    expect(await orderCreatedAfterAll(ctx, { ...uncertain, pix: true })).toMatchObject({
      path: 'pagamento-pix/9003',
      pix: true,
    })
  })

  it('finds nothing when every order was there before, or the new one has another total', async () => {
    expect(
      await orderCreatedAfterAll(contextAnswering([{ id: 9002, valorTotal: 24.9 }]).ctx, uncertain),
    ).toBeNull()
    expect(
      await orderCreatedAfterAll(contextAnswering([{ id: 9004, valorTotal: 30 }]).ctx, uncertain),
    ).toBeNull()
  })

  it('compares totals to the centavo (24.9 and 24.90000001 are the same amount)', async () => {
    const { ctx } = contextAnswering([{ id: 9004, valorTotal: 24.90000001 }])
    expect(await orderCreatedAfterAll(ctx, uncertain)).toMatchObject({ id: 9004 })
  })

  it('finds nothing when the latest orders cannot be read (the key is then free again)', async () => {
    const { ctx, warn } = contextAnswering(new Error('upstream down'))
    expect(await orderCreatedAfterAll(ctx, uncertain)).toBeNull()
    expect(warn).toHaveBeenCalledWith('latest orders could not be read', { tenant: 'bella-napoli' })
  })
})

describe('retryUncertain', () => {
  const KEY = 'pedido:bella-napoli:k1'
  /** The lookup's context with a store and a session (a found order clears the cart). */
  function retryContext(latest: Latest) {
    const { ctx } = contextAnswering(latest)
    const store = { set: vi.fn(async () => undefined), delete: vi.fn(async () => undefined) }
    Object.assign(ctx, { store, session: createSession({}) })
    return { ctx, store }
  }

  it('answers the order the API created late, and records it under the key', async () => {
    const { ctx, store } = retryContext([{ id: 9003, valorTotal: 24.9 }])
    expect(await retryUncertain(ctx, KEY, uncertain, uncertain.at + 60_000)).toEqual({
      status: 'placed',
      id: 9003,
      path: 'acompanhamento/9003',
      pix: false,
    })
    expect(store.set).toHaveBeenCalledWith(
      KEY,
      expect.objectContaining({ id: 9003 }),
      expect.any(Number),
    )
  })

  it('soon after the timed-out call, with no order yet, answers the same failure and places nothing', async () => {
    for (const now of [uncertain.at + 1_000, uncertain.at + UNCERTAIN_HOLD_MS - 1]) {
      const { ctx, store } = retryContext([])
      expect(await retryUncertain(ctx, KEY, uncertain, now)).toEqual({
        status: 'failed',
        message: messages.pedidoFalhou,
        tone: 'danger',
      })
      expect(store.delete).not.toHaveBeenCalled()
    }
  })

  it('once the hold is over (or for a record kept without its time) frees the key to place again', async () => {
    const older = { ...uncertain } as Partial<typeof uncertain>
    delete older.at
    for (const [record, now] of [
      [uncertain, uncertain.at + UNCERTAIN_HOLD_MS],
      [older as typeof uncertain, Date.now()],
    ] as const) {
      const { ctx, store } = retryContext([])
      expect(await retryUncertain(ctx, KEY, record, now)).toBeNull()
      expect(store.delete).toHaveBeenCalledWith(KEY)
    }
  })
})
