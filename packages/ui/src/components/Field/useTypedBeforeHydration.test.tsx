// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Counter } from '../Counter'
import { useTypedBeforeHydration } from './useTypedBeforeHydration'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Server HTML in the document, the diner types into it, then React hydrates the same tree over it. */
async function typeThenHydrate(tree: React.ReactElement, type: (root: HTMLElement) => void) {
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(tree)
  type(container)
  await act(async () => {
    hydrateRoot(container, tree)
  })
  return container
}

function Search({ onQuery }: { onQuery: (query: string) => void }) {
  const [query, setQuery] = useState('')
  const field = useTypedBeforeHydration<HTMLInputElement>(query, (typed) => {
    setQuery(typed)
    onQuery(typed)
  })
  return (
    <label>
      Busca
      <input ref={field} value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query}</output>
    </label>
  )
}

describe('useTypedBeforeHydration', () => {
  it('hands a text typed before hydration to the state, which keeps it', async () => {
    const onQuery = vi.fn()
    const root = await typeThenHydrate(<Search onQuery={onQuery} />, (html) => {
      html.querySelector('input')!.value = 'camarao'
    })
    expect(onQuery).toHaveBeenCalledWith('camarao')
    expect(root.querySelector('output')!.textContent).toBe('camarao')
    expect(root.querySelector('input')!.value).toBe('camarao')
  })

  it('does nothing when nothing was typed', async () => {
    const onQuery = vi.fn()
    await typeThenHydrate(<Search onQuery={onQuery} />, () => {})
    expect(onQuery).not.toHaveBeenCalled()
  })

  it('a quantity typed into a Counter before hydration is counted', async () => {
    const onChange = vi.fn()
    await typeThenHydrate(<Counter label="Quantidade" value={1} onChange={onChange} />, (html) => {
      html.querySelector('input')!.value = '3'
    })
    expect(onChange).toHaveBeenCalledWith(3)
  })
})
