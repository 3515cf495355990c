import { messages } from '@prato/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Button } from '../Button'
import { Header } from './Header'
import { sampleLogo } from './logo'

const nav = [
  { label: messages.delivery, href: '/bella-napoli/delivery', current: true },
  { label: messages.menu, href: '/bella-napoli/menu' },
  { label: messages.eventos, href: '/bella-napoli/eventos' },
]

describe('Header', () => {
  it('shows the logo with the company name as alt text, linking home, and the top menu entries given', async () => {
    const { container } = render(
      <Header companyName="Bella Napoli" logoUrl={sampleLogo} homeHref="/bella-napoli" nav={nav} />,
    )
    const home = screen.getByRole('link', { name: 'Bella Napoli' })
    expect(home).toHaveAttribute('href', '/bella-napoli')
    const logo = within(home).getByRole('img', { name: 'Bella Napoli' })
    expect(logo).toHaveAttribute('width', '120')
    expect(logo).toHaveAttribute('height', '40')
    const menu = screen.getByRole('navigation', { name: 'Menu principal' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Delivery', 'Menu', 'Eventos'])
    expect(within(menu).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoAxeViolations(container)
  })

  it("shows the name without a logo, no nav when there are no entries, and the actions slot ('Criar conta' / 'Entrar')", async () => {
    const { container } = render(
      <Header
        companyName="Cantina da Nona"
        homeHref="/cantina"
        actions={
          <>
            <Button variant="ghost" href="/cantina/cadastro">
              {messages.criarConta}
            </Button>
            <Button href="/cantina/login">{messages.entrar}</Button>
          </>
        }
      />,
    )
    expect(screen.getByRole('link', { name: 'Cantina da Nona' }).querySelector('img')).toBeNull()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Criar conta' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
