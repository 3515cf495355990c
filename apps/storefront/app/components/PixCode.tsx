import { QrCode } from '@prato/ui'

/** The QR code and the copy-and-paste code with its copy button ('Copiado!' for 3 s): @prato/ui's QrCode. */
export function PixCode({ code }: { code: string }) {
  return <QrCode value={code} />
}
