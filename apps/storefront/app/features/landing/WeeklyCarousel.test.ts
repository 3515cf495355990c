import { describe, expect, it } from 'vitest'
import { advance } from './WeeklyCarousel'

function strip(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  const calls: number[] = []
  return {
    scrollLeft,
    scrollWidth,
    clientWidth,
    scrollTo: ((options: ScrollToOptions) => calls.push(options.left ?? -1)) as HTMLElement['scrollTo'],
    calls,
  }
}

describe('weekly carousel autoplay (000 §2 "It loops and autoplays")', () => {
  it('moves one item forward', () => {
    const s = strip(0, 1200, 300)
    expect(advance(s, 300)).toBe(true)
    expect(s.calls).toEqual([300])
  })

  it('loops back to the first item after the last', () => {
    const s = strip(900, 1200, 300)
    advance(s, 300)
    expect(s.calls).toEqual([0])
  })

  it('does nothing when every item fits', () => {
    const s = strip(0, 1200, 1200)
    expect(advance(s, 300)).toBe(false)
    expect(s.calls).toEqual([])
  })
})
