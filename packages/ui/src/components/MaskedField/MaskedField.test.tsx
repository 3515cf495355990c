import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { MaskedField } from './MaskedField'
import { maskedText, type MaskPreset } from './masks'

async function typeInto(preset: MaskPreset, text: string) {
  render(<MaskedField label="Campo" name="campo" preset={preset} />)
  const input = screen.getByLabelText('Campo')
  await userEvent.type(input, text)
  return input as HTMLInputElement
}

describe('MaskedField', () => {
  it('masks what was typed or autofilled before its mask code arrived', async () => {
    render(<MaskedField label="Telefone" name="telefone" preset="phone" />)
    const input = screen.getByLabelText('Telefone') as HTMLInputElement
    // An autofill writes the whole value in one input event, with no focus first.
    fireEvent.input(input, { target: { value: '11987654321' } })
    await waitFor(() => expect(input.value).toBe('(11) 9 8765-4321'))
  })

  // "phone mask (99) 9 9999-9999" (001, offline basic form)
  it('masks a phone as (99) 9 9999-9999', async () => {
    expect((await typeInto('phone', '11987654321')).value).toBe('(11) 9 8765-4321')
  })

  it('masks a CEP as 00000-000', async () => {
    expect((await typeInto('cep', '01310100')).value).toBe('01310-100')
  })

  it.each([
    ['cardNumber', '4111111111111111999', '4111 1111 1111 1111'],
    ['cardExpiry', '1230', '12/30'],
    ['cvv', '12345', '123'],
    ['cpfCnpj', '12345678901', '123.456.789-01'],
    ['cpfCnpj', '12345678000195', '12.345.678/0001-95'],
  ] as const)('masks %s: %s → %s', async (preset, typed, expected) => {
    expect((await typeInto(preset, typed)).value).toBe(expected)
  })

  it('masks money in reais with two decimals and refuses negatives', async () => {
    const onValueChange = vi.fn()
    render(
      <MaskedField label="Troco para" name="troco" preset="money" onValueChange={onValueChange} />,
    )
    const input = screen.getByLabelText('Troco para') as HTMLInputElement
    await userEvent.type(input, '-1234,5')
    expect(input.value).toBe('R$ 1.234,5')
    await userEvent.tab()
    expect(input.value).toBe('R$ 1.234,50')
    expect(onValueChange).toHaveBeenLastCalledWith('R$ 1.234,50', '1234.5')
  })

  it('renders a named input whose masked default value is submitted with the form', async () => {
    const { container } = render(
      <form aria-label="Contato">
        <MaskedField label="Telefone" name="telefone" preset="phone" defaultValue="11987654321" />
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Contato' }) as HTMLFormElement
    expect(new FormData(form).get('telefone')).toBe('(11) 9 8765-4321')
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('inputmode', 'tel')
    await expectNoAxeViolations(container)
  })

  it('shows its error accessibly', async () => {
    const { container } = render(
      <MaskedField
        label="CEP"
        name="cep"
        preset="cep"
        error="CEP em formato inválido!"
        defaultValue="0131"
      />,
    )
    const input = screen.getByLabelText('CEP')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('CEP em formato inválido!')
    await expectNoAxeViolations(container)
  })
})

describe('maskedText (the server-side mask)', () => {
  it.each([
    ['phone', '11987654321', '(11) 9 8765-4321'],
    ['phone', '(11) 98765-4321', '(11) 9 8765-4321'],
    ['cep', '01310100', '01310-100'],
    ['cardNumber', '4111111111111111', '4111 1111 1111 1111'],
    ['cardExpiry', '1230', '12/30'],
    ['cvv', '1234', '123'],
    ['cpfCnpj', '12345678901', '123.456.789-01'],
    ['cpfCnpj', '12345678000195', '12.345.678/0001-95'],
    ['money', '50,00', 'R$ 50,00'],
    ['money', '1234.5', 'R$ 1.234,50'],
    ['money', '-3', ''],
    ['money', 'abc', ''],
  ] as const)('%s: %s → %s, as imask would type it', (preset, value, expected) => {
    expect(maskedText(preset, value)).toBe(expected)
  })
})
