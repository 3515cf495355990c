// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePixStatus } from './polling'
import { pollPixStatus } from './polling-engine'

// The engine (TanStack Query) is imported only when a poll starts; here it is a fake that records the polls.
vi.mock('./polling-engine', () => ({ pollPixStatus: vi.fn(), pollTracking: vi.fn() }))

type Answer = { flgStatus: string }
const polls: Array<{
  paymentId: number | string
  answer: (data: Answer) => void
  stop: () => void
}> = []
vi.mocked(pollPixStatus).mockImplementation((input, onData) => {
  const stop = vi.fn()
  polls.push({ paymentId: input.paymentId, answer: onData as (data: Answer) => void, stop })
  return stop
})

afterEach(() => {
  polls.length = 0
  vi.mocked(pollPixStatus).mockClear()
})

describe('usePixStatus: the PIX charge polled with the engine loaded when the poll starts', () => {
  it('loads and polls nothing while not enabled (before hydration, before the diner asks)', async () => {
    const { result } = renderHook(() => usePixStatus<Answer>('bella-napoli', 7, '/s/7', false))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(pollPixStatus).not.toHaveBeenCalled()
    expect(result.current).toEqual({ phase: 'waiting', answer: null })
  })

  it('polls once enabled and answers what the status route says (F is approved)', async () => {
    const { result } = renderHook(() => usePixStatus<Answer>('bella-napoli', 7, '/s/7', true))
    expect(result.current.phase).toBe('consulting')
    await waitFor(() => expect(polls).toHaveLength(1))
    act(() => polls[0]?.answer({ flgStatus: 'F' }))
    expect(result.current).toEqual({ phase: 'approved', answer: { flgStatus: 'F' } })
  })

  it('another charge is not shown the last one’s answer, and the last poll is stopped', async () => {
    const { result, rerender, unmount } = renderHook(
      ({ id }: { id: number }) => usePixStatus<Answer>('bella-napoli', id, `/s/${id}`, true),
      { initialProps: { id: 7 } },
    )
    await waitFor(() => expect(polls).toHaveLength(1))
    act(() => polls[0]?.answer({ flgStatus: 'C' }))
    expect(result.current.phase).toBe('cancelled')
    rerender({ id: 8 })
    expect(result.current).toEqual({ phase: 'consulting', answer: null })
    expect(polls[0]?.stop).toHaveBeenCalled()
    await waitFor(() => expect(polls).toHaveLength(2))
    expect(polls[1]?.paymentId).toBe(8)
    unmount()
    expect(polls[1]?.stop).toHaveBeenCalled()
  })
})
