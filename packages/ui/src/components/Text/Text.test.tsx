import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Text, textTones } from './Text'

describe('Text', () => {
  it.each(textTones)('renders the %s tone accessibly', async (tone) => {
    const { container } = render(<Text tone={tone}>Entrega em até 40 minutos</Text>)
    expect(screen.getByText('Entrega em até 40 minutos').tagName).toBe('P')
    await expectNoAxeViolations(container)
  })

  it('renders as another element and differs in class by size and weight', () => {
    render(
      <>
        <Text as="span" size="small">
          pequeno
        </Text>
        <Text as="strong" weight="bold" size="large">
          grande
        </Text>
      </>,
    )
    expect(screen.getByText('pequeno').tagName).toBe('SPAN')
    expect(screen.getByText('grande').tagName).toBe('STRONG')
    expect(screen.getByText('pequeno').className).not.toBe(screen.getByText('grande').className)
  })
})
