import { QrCode } from '@prato/ui'

/** The reservation's PIX QR code and its copy-and-paste code with the copy button: @prato/ui's QrCode. */
export function ReservationPixCode({ code }: { code: string }) {
  return <QrCode value={code} />
}
