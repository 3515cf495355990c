import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { StarRating, StarRatingDisplay } from './StarRating'

describe('StarRating', () => {
  it("is a group of five radios labelled '1 estrela' … '5 estrelas'", async () => {
    const onChange = vi.fn()
    const { container } = render(
      <StarRating name="nota" legend="Avalie o pedido" onChange={onChange} />,
    )
    expect(screen.getByRole('group', { name: 'Avalie o pedido' })).toBeInTheDocument()
    for (const name of ['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument()
    }
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    await userEvent.click(screen.getByRole('radio', { name: '4 estrelas' }))
    expect(onChange).toHaveBeenLastCalledWith(4, expect.anything())
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked()
    await expectNoAxeViolations(container)
  })

  it('submits the chosen value and shows an error', async () => {
    const { container } = render(
      <form aria-label="Avaliação">
        <StarRating name="nota" legend="Nota" defaultValue={2} error="Escolha uma nota" />
      </form>,
    )
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('nota')).toBe('2')
    expect(screen.getByRole('group', { name: 'Nota' })).toHaveAccessibleDescription(
      'Escolha uma nota',
    )
    await expectNoAxeViolations(container)
  })
})

describe('StarRatingDisplay', () => {
  it.each([
    [4.5, '4,5 de 5'],
    [4, '4,0 de 5'],
    [0, '0,0 de 5'],
    [7, '5,0 de 5'],
    [Number.NaN, '0,0 de 5'],
  ])('announces %s as %s', async (value, text) => {
    const { container } = render(<StarRatingDisplay value={value} />)
    expect(screen.getByRole('img', { name: text })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
