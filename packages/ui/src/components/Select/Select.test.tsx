import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Select } from './Select'

const options = [
  { value: 'pix', label: 'Pix' },
  { value: 'credito', label: 'Cartão de crédito' },
  { value: 'dinheiro', label: 'Dinheiro', disabled: true },
]

describe('Select', () => {
  it('is a labelled native select with a placeholder option', async () => {
    const { container } = render(
      <Select label="Pagamento" name="pagamento" options={options} placeholder="Selecione" />,
    )
    const select = screen.getByRole('combobox', { name: 'Pagamento' })
    expect(select).toHaveValue('')
    await userEvent.selectOptions(select, 'credito')
    expect(select).toHaveValue('credito')
    expect(screen.getByRole('option', { name: 'Dinheiro' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it('accepts option children and shows its error', async () => {
    const { container } = render(
      <Select label="Bairro" name="bairroId" error="Informe o bairro!" defaultValue="2">
        <option value="1">Centro</option>
        <option value="2">Batel</option>
      </Select>,
    )
    const select = screen.getByRole('combobox', { name: 'Bairro' })
    expect(select).toHaveValue('2')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(container)
  })
})
