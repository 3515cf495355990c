import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { RadioGroup } from './RadioGroup'

const options = [
  { value: 'entrega', label: 'Entrega', description: 'Receba em casa' },
  { value: 'retirada', label: 'Retirar no local' },
  { value: 'mesa', label: 'Na mesa', disabled: true },
]

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, with one radio per option', async () => {
    const onChange = vi.fn()
    const { container } = render(
      <RadioGroup
        name="tipo"
        legend="Como deseja receber?"
        options={options}
        defaultValue="entrega"
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('group', { name: 'Como deseja receber?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Entrega' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Entrega' })).toHaveAccessibleDescription(
      'Receba em casa',
    )
    expect(screen.getByRole('radio', { name: 'Na mesa' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: 'Retirar no local' }))
    expect(onChange).toHaveBeenLastCalledWith('retirada', expect.anything())
    await expectNoAxeViolations(container)
  })

  it('is controlled by value, horizontal, and shows its error', async () => {
    const { container } = render(
      <RadioGroup
        name="tipo"
        legend="Como deseja receber?"
        options={options}
        value="retirada"
        onChange={() => undefined}
        orientation="horizontal"
        error="Escolha uma opção"
      />,
    )
    expect(screen.getByRole('radio', { name: 'Retirar no local' })).toBeChecked()
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Escolha uma opção')
    await expectNoAxeViolations(container)
  })
})
