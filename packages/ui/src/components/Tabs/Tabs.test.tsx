import { messages } from '@prato/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Tabs } from './Tabs'

const items = [
  {
    value: 'entrega',
    label: messages.pagamentoNaEntrega,
    content: <p>Dinheiro ou cartão na entrega</p>,
  },
  { value: 'online', label: messages.pagamentoOnline, content: <p>PIX ou cartão salvo</p> },
]

describe('Tabs', () => {
  it('shows the first tab by default, in a named tab list', async () => {
    const { container } = render(<Tabs label="Forma de pagamento" items={items} />)
    expect(screen.getByRole('tablist', { name: 'Forma de pagamento' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: messages.pagamentoNaEntrega })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dinheiro ou cartão na entrega')
    await expectNoAxeViolations(container)
  })

  it('switches with the mouse and with the arrow keys, reporting the value', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Tabs label="Forma de pagamento" items={items} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('tab', { name: messages.pagamentoOnline }))
    expect(onValueChange).toHaveBeenLastCalledWith('online')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('PIX ou cartão salvo')
    await user.keyboard('{ArrowLeft}')
    expect(onValueChange).toHaveBeenLastCalledWith('entrega')
    expect(screen.getByRole('tab', { name: messages.pagamentoNaEntrega })).toHaveFocus()
  })

  it('Home and End jump to the first and last tab; only the selected tab is in the tab order', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Forma de pagamento" items={items} />)
    await user.tab()
    expect(screen.getByRole('tab', { name: messages.pagamentoNaEntrega })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: messages.pagamentoOnline })).toHaveFocus()
    expect(screen.getByRole('tab', { name: messages.pagamentoOnline })).toHaveAttribute(
      'tabindex',
      '0',
    )
    expect(screen.getByRole('tab', { name: messages.pagamentoNaEntrega })).toHaveAttribute(
      'tabindex',
      '-1',
    )
    await user.keyboard('{Home}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dinheiro ou cartão na entrega')
  })

  it('does not select a disabled tab ("tab 1 … offered only when flgAceitaPgtoDelivery is on")', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Tabs label="Forma de pagamento" items={[items[0]!, { ...items[1]!, disabled: true }]} />,
    )
    const online = screen.getByRole('tab', { name: messages.pagamentoOnline })
    expect(online).toBeDisabled()
    await user.click(online)
    expect(online).toHaveAttribute('aria-selected', 'false')
    await expectNoAxeViolations(container)
  })

  it('link tabs (href): each is a link to its address, and a click selects it in place', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const linked = items.map((item) => ({ ...item, href: `?aba=${item.value}` }))
    const { container } = render(
      <Tabs label="Forma de pagamento" items={linked} onValueChange={onValueChange} />,
    )
    const online = screen.getByRole('tab', { name: messages.pagamentoOnline })
    expect(online.tagName).toBe('A')
    expect(online).toHaveAttribute('href', '?aba=online')
    await user.click(online)
    expect(onValueChange).toHaveBeenLastCalledWith('online')
    expect(online).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('PIX ou cartão salvo')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: messages.pagamentoNaEntrega })).toHaveFocus()
    await expectNoAxeViolations(container)
  })
})
