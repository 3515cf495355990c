import { QRCodeSVG } from 'qrcode.react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../Button'
import * as styles from './QrCode.css'
import { codigoPixCopiaECola, copiado, copiarCodigo, qrCodePix } from '@prato/domain/messages'

/** How long the button says 'Copiado!' before it offers to copy again. */
export const COPIED_RESET_MS = 3000

export interface QrCodeProps {
  /** The payload, e.g. the PIX "copia e cola" code (`qrCodeData`). */
  value: string
  /** Rendered size in CSS pixels. */
  size?: number
  /** Accessible name of the QR image. */
  label?: string
  /** Shows the code as selectable text with a label, for copying by hand. */
  showCode?: boolean
  codeLabel?: string
  copyLabel?: string
  copiedLabel?: string
  /** The copy button; off for a code that is only shown to be scanned (a loyalty redemption's key). */
  showCopy?: boolean
}

function CopyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="8"
        width="12"
        height="12"
        rx="2"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
      <path
        d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  )
}

/** Copies text: the async clipboard API where allowed, else a hidden textarea and execCommand (older WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied (insecure context, no permission): fall through to the legacy path.
  }
  if (typeof document === 'undefined') return false
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  let copied = false
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  return copied
}

/**
 * A QR code (SVG, no canvas) with a copy button: 'Copiar código' becomes 'Copiado!' for three seconds. Used for
 * PIX payments; the code is also shown as text so it can be selected by hand.
 */
export function QrCode({
  value,
  size = 224,
  label = qrCodePix,
  showCode = true,
  codeLabel = codigoPixCopiaECola,
  copyLabel = copiarCodigo,
  copiedLabel = copiado,
  showCopy = true,
}: QrCodeProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const codeId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async () => {
    const ok = await copyText(value)
    if (!ok) {
      // Nothing could be copied: select the text so the diner can copy it themselves.
      const field = document.getElementById(codeId)
      if (field instanceof HTMLTextAreaElement) field.select()
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS)
  }, [value, codeId])

  return (
    <div className={styles.root}>
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={2}
        fgColor="currentColor"
        bgColor="transparent"
        role="img"
        aria-label={label}
        className={styles.code}
      />
      {showCode ? (
        <div className={styles.field}>
          <label htmlFor={codeId} className={styles.fieldLabel}>
            {codeLabel}
          </label>
          <textarea id={codeId} className={styles.text} value={value} readOnly rows={3} />
        </div>
      ) : null}
      {showCopy ? (
        <Button variant="primary" fullWidth icon={<CopyIcon />} onClick={copy} aria-live="polite">
          {copied ? copiedLabel : copyLabel}
        </Button>
      ) : null}
    </div>
  )
}
