import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { ScrollToTop } from './ScrollToTop'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  fireEvent.scroll(window)
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0)
    return 0
  })
})

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('ScrollToTop', () => {
  it("'appears after the page has been scrolled one viewport height'", async () => {
    const { container } = render(<ScrollToTop />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    act(() => scrollTo(799))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    act(() => scrollTo(800))
    // the button's code is fetched the first time it has to show
    expect(
      await screen.findByRole('button', { name: 'Voltar ao topo' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await expectNoAxeViolations(container)
    act(() => scrollTo(100))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('scrolls the window to the top, without smooth scrolling for reduced motion', async () => {
    const user = userEvent.setup()
    const scroll = vi.fn()
    window.scrollTo = scroll as typeof window.scrollTo
    window.matchMedia = vi.fn(
      (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    )
    render(<ScrollToTop alwaysVisible />)
    await user.click(
      await screen.findByRole('button', { name: 'Voltar ao topo' }, { timeout: 10_000 }),
    )
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
  })

  it('renders nothing on the server, so its code is not needed to hydrate the page', () => {
    expect(renderToString(<ScrollToTop />)).toBe('')
  })
})
