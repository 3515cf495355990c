import { render } from '@testing-library/react'
import { QRCodeSVG } from 'qrcode.react'
import { describe, expect, it } from 'vitest'
import { drawQrCode } from './drawQrCode'

const link = 'https://prato.dev/bella-napoli/qrcode'

describe('drawQrCode', () => {
  it("keeps the encoder's own drawing: the same modules and path as qrcode.react's SVG", () => {
    const drawing = drawQrCode(link)
    const { container } = render(<QRCodeSVG value={link} level="M" marginSize={2} />)
    const paths = container.querySelectorAll('path')
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(
      `0 0 ${drawing.modules} ${drawing.modules}`,
    )
    expect(paths[paths.length - 1]?.getAttribute('d')).toBe(drawing.path)
  })

  it('grows with the text it holds (a longer link needs a larger version)', () => {
    const short = drawQrCode(link)
    const long = drawQrCode(`${link}?${'mesa='.repeat(40)}`)
    // 37 characters at level M: version 3, 29 modules, and the two-module quiet zone on each side
    expect(short.modules).toBe(29 + 2 * 2)
    expect(long.modules).toBeGreaterThan(short.modules)
  })
})
