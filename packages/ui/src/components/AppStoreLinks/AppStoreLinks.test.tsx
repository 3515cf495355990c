import { messages } from '@prato/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { AppStoreLinks } from './AppStoreLinks'

describe('AppStoreLinks', () => {
  it('names the group and opens each store in a new tab, without handing it the page', async () => {
    const { container } = render(
      <AppStoreLinks
        androidUrl="https://play.google.com/store/apps/details?id=x"
        iosUrl="https://apps.apple.com/br/app/x/id1"
      />,
    )
    expect(screen.getByRole('list', { name: messages.baixeOAplicativo })).toBeInTheDocument()
    const play = screen.getByRole('link', { name: messages.baixarAndroid })
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=x')
    expect(play).toHaveAttribute('target', '_blank')
    expect(play).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: messages.baixarIOS })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('leaves out a store whose link is not safe, and renders nothing without any', () => {
    const { container, rerender } = render(
      <AppStoreLinks androidUrl="javascript:alert(1)" iosUrl="https://apps.apple.com/x" />,
    )
    expect(screen.queryByRole('link', { name: messages.baixarAndroid })).toBeNull()
    expect(screen.getByRole('link', { name: messages.baixarIOS })).toBeInTheDocument()
    rerender(<AppStoreLinks androidUrl="http://evil.example/app" iosUrl={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
