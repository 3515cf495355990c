import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Skeleton, skeletonShapes } from './Skeleton'

describe('Skeleton', () => {
  it.each(skeletonShapes)(
    'renders a decorative %s placeholder with the given size',
    async (shape) => {
      const { container } = render(<Skeleton shape={shape} width={120} height={40} />)
      const block = container.firstElementChild as HTMLElement
      expect(block).toHaveAttribute('aria-hidden', 'true')
      expect(block.style.width).toBe('120px')
      expect(block.style.height).toBe('40px')
      await expectNoAxeViolations(container)
    },
  )

  it('renders several text lines, the last shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />)
    const lines = container.firstElementChild?.children ?? []
    expect(lines).toHaveLength(3)
    expect((lines[2] as HTMLElement).style.width).toBe('60%')
  })
})
