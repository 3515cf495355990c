// a type only: the encoder stays in QrCode's folder (its own chunk), never in a page that only draws codes
import type { QrDrawing } from '../QrCode/drawQrCode'
import { cx } from '../../theme/cx'
import * as styles from './QrImage.css'

export interface QrImageProps {
  /** The code as `drawQrCode` computed it (on the server). */
  drawing: QrDrawing
  /** Accessible name of the image: what scanning it opens. */
  label: string
  /** Rendered size in CSS pixels (the print stylesheet may set its own). */
  size?: number
  className?: string
}

/**
 * A QR code drawn from a precomputed `QrDrawing`: a plain SVG, no encoder and no state, so a page of codes (the
 * restaurant's table cards) costs the browser nothing to wake up. Dark modules on the surface colour, like QrCode.
 */
export function QrImage({ drawing, label, size = 160, className }: QrImageProps) {
  const side = drawing.modules
  return (
    <svg
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className={cx(styles.image, className)}
    >
      <path d={drawing.path} fill="currentColor" shapeRendering="crispEdges" />
    </svg>
  )
}
