// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MaskedField } from './MaskedField'

describe('MaskedField on the server', () => {
  it('renders a plain input carrying the masked value, so the form works before JavaScript', () => {
    const html = renderToString(
      <MaskedField
        id="tel"
        label="Telefone"
        name="telefone"
        preset="phone"
        defaultValue="11987654321"
      />,
    )
    expect(html).toMatch(/<input[^>]*name="telefone"/)
    expect(html).toContain('value="(11) 9 8765-4321"')
  })
})
