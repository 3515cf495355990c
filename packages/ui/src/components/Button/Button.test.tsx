import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { forwardRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { PratoProvider, type LinkComponentProps } from '../../provider/PratoProvider'
import { Button, buttonSizes, buttonVariants } from './Button'

describe('Button', () => {
  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'renders the %s variant at %s size accessibly',
    async (variant, size) => {
      const { container } = render(
        <Button variant={variant} size={size}>
          Adicionar
        </Button>,
      )
      expect(screen.getByRole('button', { name: 'Adicionar' })).toHaveAttribute('type', 'button')
      await expectNoAxeViolations(container)
    },
  )

  it('calls onClick, and submits forms when type="submit"', async () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick}>
          Finalizar pedido
        </Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('while loading: keeps its name, is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn()
    const { container } = render(
      <Button loading onClick={onClick}>
        Entrar
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Entrar' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })

  it('is disabled when asked', async () => {
    const { container } = render(<Button disabled>Avançar</Button>)
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it('renders a plain link when given href, and the provider link when one is set', async () => {
    const { container, unmount } = render(<Button href="/cardapio">Ver cardápio</Button>)
    expect(screen.getByRole('link', { name: 'Ver cardápio' })).toHaveAttribute('href', '/cardapio')
    await expectNoAxeViolations(container)
    unmount()

    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
      function RouterLink(props, ref) {
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        return <a ref={ref} data-router="yes" {...props} />
      },
    )
    render(
      <PratoProvider linkComponent={RouterLink}>
        <Button to="/carrinho" variant="secondary" fullWidth>
          Carrinho
        </Button>
      </PratoProvider>,
    )
    const link = screen.getByRole('link', { name: 'Carrinho' })
    expect(link).toHaveAttribute('data-router', 'yes')
    expect(link).toHaveAttribute('href', '/carrinho')
  })
})
