// PIX "copia e cola" (BR Code): EMV Merchant Presented Mode TLV fields closed by a CRC16-CCITT (0x1021,
// initial 0xFFFF) over the whole payload including the "6304" tag of the CRC itself, as the Banco Central
// manual specifies. Banking apps reject a code whose CRC does not match, so tests check it.

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

export function crc16ccitt(payload: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Strips accents and anything outside the EMV alphanumeric set, then trims to `max` characters. */
function emvText(text: string, max: number): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 .-]/g, '')
      .trim()
      .slice(0, max) || 'PRATO'
  )
}

export interface BrCodeInput {
  chave: string
  valorCentavos: number
  nomeRecebedor: string
  cidade: string
  txid: string
}

export function brCode({ chave, valorCentavos, nomeRecebedor, cidade, txid }: BrCodeInput): string {
  const contaRecebedor = tlv('00', 'br.gov.bcb.pix') + tlv('01', chave)
  const payload =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic: the code is for one charge
    tlv('26', contaRecebedor) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', (valorCentavos / 100).toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', emvText(nomeRecebedor, 25)) +
    tlv('60', emvText(cidade, 15)) +
    tlv('62', tlv('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***')) +
    '6304'
  return payload + crc16ccitt(payload)
}

/** Parses the top-level TLV fields; used by tests and by callers that want to read the amount back. */
export function parseBrCode(code: string): Map<string, string> {
  const campos = new Map<string, string>()
  let i = 0
  while (i + 4 <= code.length) {
    const id = code.slice(i, i + 2)
    const len = Number(code.slice(i + 2, i + 4))
    campos.set(id, code.slice(i + 4, i + 4 + len))
    i += 4 + len
  }
  return campos
}

export function brCodeValido(code: string): boolean {
  if (code.length < 8 || code.slice(-8, -4) !== '6304') return false
  return crc16ccitt(code.slice(0, -4)) === code.slice(-4)
}
