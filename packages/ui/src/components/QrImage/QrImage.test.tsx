import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { drawQrCode } from '../QrCode/drawQrCode'
import { QrImage } from './QrImage'

const link = 'https://prato.dev/bella-napoli/qrcode'

describe('QrImage', () => {
  it('draws the precomputed code as an SVG image named for screen readers', async () => {
    const drawing = drawQrCode(link)
    const { container } = render(
      <QrImage drawing={drawing} label="QR Code desta página" size={120} />,
    )
    const image = screen.getByRole('img', { name: 'QR Code desta página' })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${drawing.modules} ${drawing.modules}`)
    expect(image.getAttribute('width')).toBe('120')
    expect(image.querySelector('path')?.getAttribute('d')).toBe(drawing.path)
    await expectNoAxeViolations(container)
  })
})
