// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useHydrated } from './hydrated'
import { NonceProvider, useNonce } from './nonce'

function Probe() {
  const hydrated = useHydrated()
  const nonce = useNonce()
  return <p data-nonce={nonce}>{hydrated ? 'hydrated' : 'server'}</p>
}

describe('useHydrated', () => {
  it('is false on the server, so the first browser render matches it', () => {
    expect(renderToString(<Probe />)).toContain('server')
  })

  it('turns true once React runs in the browser', async () => {
    await act(async () => {
      render(<Probe />)
    })
    expect(screen.getByText('hydrated')).toBeTruthy()
  })
})

describe('NonceProvider / useNonce', () => {
  it('gives the server render the request nonce, and an empty value without a provider', () => {
    expect(renderToString(<NonceProvider value="abc">{<Probe />}</NonceProvider>)).toContain(
      'data-nonce="abc"',
    )
    expect(renderToString(<Probe />)).toContain('data-nonce=""')
  })
})
