import { QRCodeSVG } from 'qrcode.react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** A QR code as numbers and one SVG path: what the server computes once, and `QrImage` draws without the encoder. */
export type QrDrawing = {
  /** Modules per side, the quiet zone included (the SVG's viewBox is `0 0 modules modules`). */
  modules: number
  /** The dark modules as one SVG path in module units. */
  path: string
}

/** The same settings as the PIX `QrCode`: error correction M, a two-module quiet zone. */
const QUIET_ZONE = 2

/**
 * Encodes `value` with the one QR encoder of the design system (qrcode.react, which the PIX code uses) and keeps
 * its drawing. Meant for the server: a page that only shows codes then ships no encoder to the browser and
 * hydrates a plain `<svg>` (QrImage). qrcode.react exports only components, so its own SVG is read back: the
 * viewBox gives the size, the last path the dark modules (the first is the background).
 */
export function drawQrCode(value: string): QrDrawing {
  const markup = renderToStaticMarkup(
    createElement(QRCodeSVG, { value, level: 'M', marginSize: QUIET_ZONE }),
  )
  const size = /viewBox="0 0 (\d+) \1"/.exec(markup)?.[1]
  const paths = [...markup.matchAll(/<path[^>]* d="([^"]+)"/g)]
  const path = paths[paths.length - 1]?.[1]
  if (!size || !path || paths.length < 2) throw new Error('qrcode.react drew an unexpected SVG')
  return { modules: Number(size), path }
}
