import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Accordion } from './Accordion'

const faq = [
  {
    id: 'pedido',
    title: 'Como faço um pedido?',
    content: <p>Escolha o restaurante e os produtos.</p>,
  },
  {
    id: 'pagamento',
    title: 'Quais formas de pagamento?',
    content: <p>PIX, cartão ou dinheiro.</p>,
  },
  { id: 'entrega', title: 'Quanto custa a entrega?', content: <p>Depende do bairro.</p> },
]

describe('Accordion', () => {
  it('starts closed, each button controlling its panel', async () => {
    const { container } = render(<Accordion items={faq} />)
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false')
      const panel = document.getElementById(button.getAttribute('aria-controls')!)
      expect(panel).not.toBeVisible()
    }
    await expectNoAxeViolations(container)
  })

  it('keeps one item open at a time, and clicking the open one closes it', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { container } = render(<Accordion items={faq} onOpenChange={onOpenChange} />)
    const first = screen.getByRole('button', { name: 'Como faço um pedido?' })
    const second = screen.getByRole('button', { name: 'Quais formas de pagamento?' })

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Como faço um pedido?' })).toHaveTextContent(
      'Escolha o restaurante',
    )
    await expectNoAxeViolations(container)

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('region')).toHaveLength(1)

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('region')).toHaveLength(0)
    expect(onOpenChange.mock.calls).toEqual([['pedido'], ['pagamento'], [null]])
  })

  it('opens the default item and uses the heading level asked for', () => {
    render(<Accordion items={faq} defaultOpenId="entrega" headingLevel={2} />)
    expect(screen.getByRole('button', { name: 'Quanto custa a entrega?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it('as a named group, renders <details> the browser runs without JavaScript', async () => {
    const { container } = render(<Accordion items={faq} group="faq" defaultOpenId="pagamento" />)
    const groups = container.querySelectorAll('details')
    expect(groups).toHaveLength(3)
    for (const details of groups) expect(details).toHaveAttribute('name', 'faq')
    expect([...groups].map((d) => d.open)).toEqual([false, true, false])
    expect(
      screen.getByRole('heading', { name: 'Como faço um pedido?' }).closest('summary'),
    ).not.toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    await expectNoAxeViolations(container)
  })

  it('as a named group, reports the item opened and the open item closed', () => {
    const onOpenChange = vi.fn()
    const { container } = render(<Accordion items={faq} group="faq" onOpenChange={onOpenChange} />)
    const [first] = container.querySelectorAll('details')
    first!.open = true
    first!.dispatchEvent(new Event('toggle'))
    first!.open = false
    first!.dispatchEvent(new Event('toggle'))
    expect(onOpenChange.mock.calls).toEqual([['pedido'], [null]])
  })
})
