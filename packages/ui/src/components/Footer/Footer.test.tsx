import { messages } from '@prato/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Footer } from './Footer'

describe('Footer', () => {
  it('shows the app-store links when both URLs are given, opening in a new tab', async () => {
    const { container } = render(
      <Footer
        companyName="Bella Napoli"
        androidUrl="https://play.google.com/store/apps/details?id=dev.prato.bella"
        iosUrl="https://apps.apple.com/br/app/bella-napoli/id123"
        legal="© Bella Napoli"
      >
        <p>Rua das Flores, 120 — Centro</p>
      </Footer>,
    )
    const play = screen.getByRole('link', { name: messages.baixarAndroid })
    expect(play).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=dev.prato.bella',
    )
    expect(play).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: messages.baixarIOS })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Rua das Flores, 120')
    await expectNoAxeViolations(container)
  })

  it('shows only the store whose URL is given, and none without URLs', async () => {
    const { container, rerender } = render(
      <Footer companyName="Bella Napoli" iosUrl="https://apps.apple.com/app/id1" />,
    )
    expect(screen.queryByRole('link', { name: messages.baixarAndroid })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: messages.baixarIOS })).toBeInTheDocument()
    await expectNoAxeViolations(container)
    rerender(<Footer companyName="Bella Napoli" androidUrl="" iosUrl={null} />)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  it('drops URLs that are not http(s) ("used only after new URL() parses it with protocol https:")', () => {
    render(<Footer companyName="X" androidUrl="javascript:alert(1)" />)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})
