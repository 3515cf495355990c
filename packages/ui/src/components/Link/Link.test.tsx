import { render, screen } from '@testing-library/react'
import { forwardRef } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { PratoProvider, type LinkComponentProps } from '../../provider/PratoProvider'
import { Link, linkTones } from './Link'

describe('Link', () => {
  it.each(linkTones)('renders a plain anchor by default (%s tone)', async (tone) => {
    const { container } = render(
      <Link href="/termos" tone={tone}>
        Termos de uso
      </Link>,
    )
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos')
    await expectNoAxeViolations(container)
  })

  it("goes through the provider's link component, accepting `to`", async () => {
    const seen: string[] = []
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
      function RouterLink(props, ref) {
        seen.push(props.href)
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        return <a ref={ref} {...props} />
      },
    )
    const { container } = render(
      <PratoProvider linkComponent={RouterLink}>
        <Link to="/login" underline="hover">
          Entrar
        </Link>
      </PratoProvider>,
    )
    expect(seen).toContain('/login')
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations(container)
  })
})
