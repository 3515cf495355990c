import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { CategoryChips } from './CategoryChips'

const groups = [
  { id: 1, label: 'Pizzas' },
  { id: 2, label: 'Bebidas' },
  { id: 3, label: 'Sobremesas' },
]

describe('CategoryChips', () => {
  it('lists the groups in a named navigation, the current one pressed', async () => {
    const { container } = render(<CategoryChips label="Categorias" items={groups} selectedId={2} />)
    const nav = screen.getByRole('navigation', { name: 'Categorias' })
    expect(nav.querySelectorAll('li')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Bebidas' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Pizzas' })).toHaveAttribute('aria-pressed', 'false')
    await expectNoAxeViolations(container)
  })

  it('reports the chosen group', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<CategoryChips label="Categorias" items={groups} onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Sobremesas' }))
    expect(onSelect).toHaveBeenCalledWith(3)
  })

  it('renders links with aria-current when the chips navigate', async () => {
    const { container } = render(
      <CategoryChips
        label="Categorias"
        items={groups.map((g) => ({ ...g, href: `#grupo-${g.id}` }))}
        selectedId={1}
      />,
    )
    expect(screen.getByRole('link', { name: 'Pizzas' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Bebidas' })).not.toHaveAttribute('aria-current')
    await expectNoAxeViolations(container)
  })

  it('renders nothing without groups', () => {
    const { container } = render(<CategoryChips label="Categorias" items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
