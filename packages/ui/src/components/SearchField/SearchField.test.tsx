import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { SearchField } from './SearchField'

describe('SearchField', () => {
  it('is a search box with an accessible label, named q by default', async () => {
    const { container } = render(<SearchField label="Buscar produto" hideLabel />)
    const box = screen.getByRole('searchbox', { name: 'Buscar produto' })
    expect(box).toHaveAttribute('name', 'q')
    await userEvent.type(box, 'pizza')
    expect(box).toHaveValue('pizza')
    await expectNoAxeViolations(container)
  })

  it('with a visible label', async () => {
    const { container } = render(
      <SearchField label="Pesquise pelo ponto de entrega" name="busca" />,
    )
    expect(
      screen.getByRole('searchbox', { name: 'Pesquise pelo ponto de entrega' }),
    ).toHaveAttribute('name', 'busca')
    await expectNoAxeViolations(container)
  })
})
