import { describe, expect, it } from 'vitest'
import { serverRefusal } from './server-refusal'

describe('serverRefusal', () => {
  it("reads the alert of the server's refusal, and nothing from other data", () => {
    expect(serverRefusal({ alert: { tone: 'danger', message: 'Esta página…' } })).toBe(
      'Esta página…',
    )
    expect(serverRefusal({ outcome: 'error' })).toBeNull()
    expect(serverRefusal({ alert: null })).toBeNull()
    expect(serverRefusal({ alert: { message: 1 } })).toBeNull()
    expect(serverRefusal(undefined)).toBeNull()
  })
})
