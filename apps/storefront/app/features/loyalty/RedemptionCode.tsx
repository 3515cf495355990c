import { codigoResgate } from '@prato/domain/messages'
import { QrCode } from '@prato/ui'

/** A redemption's key (chavePagto) as a QR code to be scanned at the counter (002 §2): @prato/ui's QrCode. */
export function RedemptionCode({ chave }: { chave: string }) {
  return <QrCode value={chave} size={128} label={codigoResgate} showCode={false} showCopy={false} />
}
