import { render, screen } from '@testing-library/react'
import { QRCodeSVG } from 'qrcode.react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { drawQrCode } from './drawQrCode'
import { QrImage } from './QrImage'

const link = 'https://prato.dev/bella-napoli/qrcode'

describe('drawQrCode', () => {
  it("keeps the encoder's own drawing: the same modules and path as qrcode.react's SVG", () => {
    const drawing = drawQrCode(link)
    const { container } = render(<QRCodeSVG value={link} level="M" marginSize={2} />)
    const svg = container.querySelector('svg')
    const paths = container.querySelectorAll('path')
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${drawing.modules} ${drawing.modules}`)
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

describe('QrImage', () => {
  it('draws the precomputed code as an SVG image named for screen readers', async () => {
    const { container } = render(
      <QrImage drawing={drawQrCode(link)} label="QR Code desta página" size={120} />,
    )
    const image = screen.getByRole('img', { name: 'QR Code desta página' })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('width')).toBe('120')
    expect(image.querySelector('path')?.getAttribute('d')).toBe(drawQrCode(link).path)
    await expectNoAxeViolations(container)
  })
})
