import { messages } from '@prato/domain'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
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
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'São Paulo',
      'São José dos Campos',
    ])
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
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Goiânia' }).id,
    )
    await userEvent.keyboard('{ArrowUp}')
    // Florianópolis is disabled, so Up goes from Goiânia straight to Curitiba.
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Curitiba' }).id,
    )
    expect(screen.getByRole('option', { name: 'Curitiba' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
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

  it('draws its options only while the list shows (a long list is not drawn into the hidden one)', async () => {
    const { input } = setup()
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0)
    await userEvent.type(input, 'cur')
    await userEvent.click(screen.getByRole('option', { name: 'Curitiba' }))
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0)
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

  describe('searching on the server (loading, status line, a plain field before hydration)', () => {
    const places: ComboboxOption[] = [
      { value: 'p0', label: 'Rua 10, 250 - Setor Oeste' },
      { value: 'p1', label: 'Rua 1014, 75' },
    ]
    const search = (props: Partial<Parameters<typeof Combobox>[0]> = {}) =>
      setup({ name: undefined, inputName: 'pesquisa', filter: false, options: places, ...props })

    it('while loading, a polite status line says so and "no results" is not claimed', async () => {
      const { input } = search({ options: [], loading: true })
      await userEvent.type(input, 'Rua')
      expect(screen.getByRole('status')).toHaveTextContent(messages.carregando)
      expect(screen.queryByText(messages.nenhumResultadoEncontrado)).not.toBeInTheDocument()
      expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-busy', 'true')
    })

    it('the status line is always in the page (so changes are announced) and speaks for an empty answer', async () => {
      const { input, rerender } = search({ options: [], status: '' })
      expect(screen.getByRole('status')).toHaveTextContent('')
      await userEvent.type(input, 'Rua que não existe')
      rerender(
        <form aria-label="Filtro">
          <Combobox
            label="Cidade"
            inputName="pesquisa"
            filter={false}
            options={[]}
            status="Nada encontrado"
          />
        </form>,
      )
      expect(screen.getAllByRole('status')).toHaveLength(1)
      expect(screen.getByRole('status')).toHaveTextContent('Nada encontrado')
      expect(input).toHaveAttribute('aria-expanded', 'false')
    })

    it('selectionFollowsFocus: the active option is the selected one, Enter picks it and the form is not submitted', async () => {
      const submit = vi.fn((event: Event) => event.preventDefault())
      const { container, input, onChange } = search({
        selectionFollowsFocus: true,
        inlineList: true,
        listLabel: 'Endereços sugeridos',
        status: '2 endereços encontrados',
        addon: <button type="submit">Pesquisar</button>,
      })
      screen.getByRole('form').addEventListener('submit', submit)
      await userEvent.type(input, 'Rua 10')
      const listbox = screen.getByRole('listbox', { name: 'Endereços sugeridos' })
      expect(listbox).toBeVisible()
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
      const [first, second] = screen.getAllByRole('option')
      expect(input).toHaveAttribute('aria-activedescendant', first?.id)
      expect(first).toHaveAttribute('aria-selected', 'true')
      expect(second).toHaveAttribute('aria-selected', 'false')
      // DESIGN §5: no WCAG 2.2 A/AA violation with the list open and an option active
      await expectNoAxeViolations(container)
      await userEvent.keyboard('{Enter}')
      expect(onChange).toHaveBeenLastCalledWith('p0', places[0])
      expect(submit).not.toHaveBeenCalled()
      expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('pesquisa')).toBe(
        places[0]?.label,
      )
    })

    it('starts in a given state: typed text, open, an option active', () => {
      const { input } = search({
        defaultInputValue: 'Rua 10',
        defaultOpen: true,
        defaultActiveIndex: 1,
        selectionFollowsFocus: true,
      })
      expect(input).toHaveValue('Rua 10')
      expect(input).toHaveAttribute('aria-expanded', 'true')
      expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id)
    })

    it('before hydration it is a plain text field that submits the typed text; after, the combobox keeps what was typed', async () => {
      const element = (
        <form aria-label="Busca">
          <Combobox
            label="Endereço"
            inputName="pesquisa"
            filter={false}
            options={places}
            status=""
            plainBeforeHydration
            plainAutoComplete="street-address"
            addon={<button type="submit">Pesquisar</button>}
          />
        </form>
      )
      const container = document.createElement('div')
      container.innerHTML = renderToString(element)
      document.body.append(container)
      const plain = container.querySelector('input') as HTMLInputElement
      expect(plain.getAttribute('role')).toBeNull()
      expect(plain.name).toBe('pesquisa')
      expect(plain.autocomplete).toBe('street-address')
      expect(container.querySelector('[role="listbox"]')).toBeNull()
      expect(container.querySelector('[role="status"]')).not.toBeNull()
      // typed and focused before the JavaScript arrived
      plain.value = 'Rua 10'
      plain.focus()
      const root = await act(async () => hydrateRoot(container, element))
      const combobox = screen.getByRole('combobox', { name: 'Endereço' })
      expect(combobox).toHaveValue('Rua 10')
      expect(combobox).toHaveFocus()
      expect(combobox).toHaveAttribute('name', 'pesquisa')
      act(() => root.unmount())
      container.remove()
    })
  })
})
