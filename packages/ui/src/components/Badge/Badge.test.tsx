import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Badge, badgeTones } from './Badge'

describe('Badge', () => {
  it.each(badgeTones)('renders the %s tone with its text', async (tone) => {
    const { container } = render(<Badge tone={tone}>Fechado</Badge>)
    expect(screen.getByText('Fechado')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('gives each tone its own class', () => {
    render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    )
    const classes = new Set(badgeTones.map((tone) => screen.getByText(tone).className))
    expect(classes.size).toBe(badgeTones.length)
  })
})
