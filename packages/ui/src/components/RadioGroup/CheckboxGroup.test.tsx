import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { CheckboxGroup } from './RadioGroup'

const options = [
  { value: '3001', label: 'Bacon' },
  { value: '3002', label: 'Cheddar' },
  { value: '3003', label: 'Catupiry', disabled: true },
]

describe('CheckboxGroup', () => {
  it('is a fieldset named by its legend; each checked option posts its value under one name', async () => {
    const onChange = vi.fn()
    const { container } = render(
      <form aria-label="produto">
        <CheckboxGroup
          name="v300"
          legend="Adicional"
          description="Escolha até 2"
          options={options}
          defaultValues={['3002']}
          onChange={onChange}
        />
      </form>,
    )
    const group = screen.getByRole('group', { name: 'Adicional' })
    expect(group).toHaveAccessibleDescription('Escolha até 2')
    expect(screen.getByRole('checkbox', { name: 'Cheddar' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Catupiry' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bacon' }))
    expect(onChange).toHaveBeenLastCalledWith(['3001'], expect.anything())
    const form = screen.getByRole('form', { name: 'produto' }) as HTMLFormElement
    expect(new FormData(form).getAll('v300')).toEqual(['3001', '3002'])
    await expectNoAxeViolations(container)
  })

  it('controlled: reports the checked values in the options’ order and shows its error', async () => {
    function Controlled() {
      const [values, setValues] = useState<string[]>(['3002'])
      return (
        <CheckboxGroup
          name="v300"
          legend="Adicional"
          options={options}
          values={values}
          onChange={setValues}
          error="Ops. Você só pode informar 1 quantidade(s) de Adicional"
        />
      )
    }
    render(<Controlled />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bacon' }))
    expect(screen.getByRole('checkbox', { name: 'Bacon' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cheddar' }))
    expect(screen.getByRole('checkbox', { name: 'Cheddar' })).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Adicional' })).toHaveAccessibleDescription(
      'Ops. Você só pode informar 1 quantidade(s) de Adicional',
    )
  })
})
