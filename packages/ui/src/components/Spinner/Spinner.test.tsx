import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { PratoProvider } from '../../provider/PratoProvider'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it("is a status announced as 'Carregando...' (the catalogue's wording)", async () => {
    const { container } = render(<Spinner />)
    expect(screen.getByRole('status')).toHaveTextContent(messages.carregando)
    await expectNoAxeViolations(container)
  })

  it('takes a custom label, or the one from the provider', () => {
    render(
      <PratoProvider messages={{ loading: 'Enviando pedido' }}>
        <Spinner />
        <Spinner label="Buscando endereço" />
      </PratoProvider>,
    )
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Enviando pedido',
      'Buscando endereço',
    ])
  })

  it('is hidden from assistive technology when decorative', async () => {
    const { container } = render(<Spinner decorative />)
    expect(screen.queryByRole('status')).toBeNull()
    await expectNoAxeViolations(container)
  })
})
