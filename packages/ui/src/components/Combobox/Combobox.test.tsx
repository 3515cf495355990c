import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Combobox, type ComboboxOption } from './Combobox'

const cities: ComboboxOption[] = [
  { value: '1', label: 'São Paulo' },
  { value: '2', label: 'São José dos Campos' },
  { value: '3', label: 'Curitiba' },
  { value: '4', label: 'Florianópolis', disabled: true },
  { value: '5', label: 'Goiânia' },
]

function setup(props: Partial<Parameters<typeof Combobox>[0]> = {}) {
  const onChange = vi.fn()
  const utils = render(
    <form aria-label="Filtro">
      <Combobox label="Cidade" name="cidadeId" options={cities} onChange={onChange} {...props} />
    </form>,
  )
  const input = screen.getByRole('combobox', { name: 'Cidade' })
  const formValue = () => new FormData(screen.getByRole('form') as HTMLFormElement).get('cidadeId')
  return { ...utils, input, onChange, formValue }
}

describe('Combobox', () => {
  it('is a closed combobox wired to a listbox', async () => {
    const { container, input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id)
    await expectNoAxeViolations(container)
  })

  it('filters ignoring accents and case, and picks with the keyboard', async () => {
    const { container, input, onChange, formValue } = setup()
    await userEvent.type(input, 'SAO')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['São Paulo', 'São José dos Campos'])
    await expectNoAxeViolations(container)

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const active = screen.getByRole('option', { name: 'São José dos Campos' })
    expect(input).toHaveAttribute('aria-activedescendant', active.id)
    expect(active).toHaveAttribute('data-active', 'true')
    await expectNoAxeViolations(container)

    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2', cities[1])
    expect(input).toHaveValue('São José dos Campos')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(formValue()).toBe('2')
  })

  it('wraps around, skips disabled options, and Escape closes then clears', async () => {
    const { input, onChange, formValue } = setup({ defaultValue: '3' })
    expect(input).toHaveValue('Curitiba')
    expect(formValue()).toBe('3')
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Goiânia' }).id)
    await userEvent.keyboard('{ArrowUp}')
    // Florianópolis is disabled, so Up goes from Goiânia straight to Curitiba.
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Curitiba' }).id)
    expect(screen.getByRole('option', { name: 'Curitiba' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(onChange).toHaveBeenLastCalledWith(null, null)
    expect(formValue()).toBe('')
  })

  it('picks with the mouse and tells when nothing matches', async () => {
    const { input, onChange } = setup({ emptyMessage: 'Nenhuma cidade encontrada' })
    await userEvent.type(input, 'xyz')
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma cidade encontrada')
    await userEvent.clear(input)
    await userEvent.type(input, 'cur')
    await userEvent.click(screen.getByRole('option', { name: 'Curitiba' }))
    expect(onChange).toHaveBeenLastCalledWith('3', cities[2])
  })

  it('reports typing for server-side search and can leave filtering to the caller', async () => {
    const onInputChange = vi.fn()
    const { input } = setup({ filter: false, onInputChange })
    await userEvent.type(input, 'zz')
    expect(onInputChange).toHaveBeenLastCalledWith('zz')
    expect(screen.getAllByRole('option')).toHaveLength(cities.length)
  })

  it('shows the label of a controlled value set from outside', () => {
    const { rerender } = render(<Combobox label="Cidade" options={cities} value="1" />)
    expect(screen.getByRole('combobox')).toHaveValue('São Paulo')
    rerender(<Combobox label="Cidade" options={cities} value="5" />)
    expect(screen.getByRole('combobox')).toHaveValue('Goiânia')
  })

  it('shows its error', async () => {
    const { container, input } = setup({ error: 'Informe a cidade!' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Informe a cidade!')
    await expectNoAxeViolations(container)
  })
})
