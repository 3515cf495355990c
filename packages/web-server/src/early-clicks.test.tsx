// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { KeepEarlyClicks } from './early-clicks'

function Stepper() {
  const [count, setCount] = useState(1)
  return (
    <div>
      <output>{count}</output>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        +
      </button>
    </div>
  )
}

// React's act() outside Testing Library: the test says it runs in an act environment
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('KeepEarlyClicks', () => {
  it('presses again, once React runs, a button pressed before the page woke up', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Stepper />)
    // the inline script, as the document runs it from the first byte
    const script = document.createElement('div')
    script.innerHTML = renderToString(<KeepEarlyClicks />)
    new Function(script.querySelector('script')!.textContent!)()

    container.querySelector('button')!.click()
    container.querySelector('button')!.click()
    expect(container.querySelector('output')!.textContent).toBe('1')

    await act(async () => {
      hydrateRoot(container, <Stepper />)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
    expect(container.querySelector('output')!.textContent).toBe('3')
  })
})
