import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { ToggleGroup } from './ToggleGroup'

const options = [
  { value: 'delivery', label: messages.delivery },
  { value: 'menu', label: messages.menu },
]

describe('ToggleGroup', () => {
  it('is a group of radios that submit with a plain GET form', async () => {
    const { container } = render(
      <form aria-label="Modo">
        <ToggleGroup
          name="modo"
          legend="Modo de pedido"
          options={options}
          defaultValue="delivery"
        />
      </form>,
    )
    expect(screen.getByRole('group', { name: 'Modo de pedido' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked()
    await userEvent.click(screen.getByText('Menu'))
    expect(screen.getByRole('radio', { name: 'Menu' })).toBeChecked()
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('modo')).toBe('menu')
    await expectNoAxeViolations(container)
  })

  it('moves with the arrow keys like any radio group and reports changes', async () => {
    const onChange = vi.fn()
    render(
      <ToggleGroup
        name="modo"
        legend="Modo"
        options={options}
        value="delivery"
        onChange={onChange}
        fullWidth
        showLegend
      />,
    )
    screen.getByRole('radio', { name: 'Delivery' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith('menu', expect.anything())
  })
})
