// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { clientLazy } from './client-lazy'

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>
}

describe('clientLazy', () => {
  it('loads on first render inside a Suspense, then renders the part', async () => {
    const Part = clientLazy(() => Promise.resolve(Greeting))
    expect(Part.isLoaded()).toBe(false)
    await act(async () => {
      render(
        <Suspense fallback={<p>carregando</p>}>
          <Part name="Ana" />
        </Suspense>,
      )
    })
    expect(screen.getByText('Olá, Ana')).toBeTruthy()
    expect(Part.isLoaded()).toBe(true)
  })

  it('once preloaded, renders at once with no Suspense around it (a dialog hydrating whole)', async () => {
    const Part = clientLazy(() => Promise.resolve(Greeting))
    await Part.preload()
    render(<Part name="Bia" />)
    expect(screen.getByText('Olá, Bia')).toBeTruthy()
  })

  it('loads once however often it is preloaded', async () => {
    let loads = 0
    const Part = clientLazy(() => {
      loads++
      return Promise.resolve(Greeting)
    })
    await Promise.all([Part.preload(), Part.preload()])
    await Part.preload()
    expect(loads).toBe(1)
  })
})
