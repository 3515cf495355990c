import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Stepper } from './Stepper'

const statuses = ['APROVAÇÃO', 'PAGAMENTO', 'CONFIRMADA']

describe('Stepper', () => {
  it('marks the current step with aria-current and says which step of how many (wizard)', async () => {
    const { container } = render(
      <Stepper
        label="Etapas do pedido"
        steps={['Endereço', 'Pagamento', 'Revisão', 'Pronto']}
        current={1}
      />,
    )
    const list = screen.getByRole('list', { name: 'Etapas do pedido' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('Endereço (concluída)')
    expect(items[1]).toHaveTextContent('Pagamento (atual)')
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('shows an order status (status variant)', async () => {
    const { container } = render(
      <Stepper variant="status" label="Status do pedido" steps={statuses} current={2} />,
    )
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step')
    expect(screen.queryByText(/Etapa/)).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('marks a failed current step', async () => {
    const { container } = render(
      <Stepper variant="status" label="Status do pedido" steps={statuses} current={0} failed />,
    )
    const first = screen.getAllByRole('listitem')[0]
    expect(first).toHaveAttribute('aria-current', 'step')
    expect(first?.querySelector('[class]')?.className).not.toBe(
      screen.getAllByRole('listitem')[1]?.querySelector('[class]')?.className,
    )
    await expectNoAxeViolations(container)
  })

  it('shows every step complete past the end', () => {
    render(<Stepper variant="status" label="Status" steps={statuses} current={3} />)
    expect(screen.getAllByText('(concluída)', { exact: false })).toHaveLength(3)
  })
})
