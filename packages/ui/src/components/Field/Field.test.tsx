import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Field } from './Field'

describe('Field', () => {
  it('labels its control and describes it with the description', async () => {
    const { container } = render(
      <Field label="E-mail" description="Usaremos para enviar o pedido">
        {(control) => <input type="email" {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('E-mail')
    expect(input).toHaveAccessibleDescription('Usaremos para enviar o pedido')
    expect(input).not.toHaveAttribute('aria-invalid')
    await expectNoAxeViolations(container)
  })

  it('marks the control invalid and describes it with the error (cloneElement form)', async () => {
    const { container } = render(
      <Field
        id="nome"
        label="Nome"
        description="Como no documento"
        error={['Informe o nome!']}
        required
      >
        <input type="text" />
      </Field>,
    )
    const input = screen.getByLabelText(/Nome/)
    expect(input).toHaveAttribute('id', 'nome')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription('Como no documento Informe o nome!')
    await expectNoAxeViolations(container)
  })

  it('keeps the message line in the layout when there is no error, so nothing jumps', () => {
    const { container, rerender } = render(
      <Field id="x" label="Rua">
        <input />
      </Field>,
    )
    const message = container.querySelector('#x-error')
    expect(message).toBeInTheDocument()
    expect(message).toBeEmptyDOMElement()
    rerender(
      <Field id="x" label="Rua" error="Informe a rua!">
        <input />
      </Field>,
    )
    expect(container.querySelector('#x-error')).toHaveTextContent('Informe a rua!')
  })

  it('can hide its label visually while keeping it accessible', async () => {
    const { container } = render(
      <Field label="Buscar" hideLabel>
        <input type="search" />
      </Field>,
    )
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
