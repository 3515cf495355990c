import { describe, expect, it } from 'vitest'
import { brCode, brCodeValido, crc16ccitt, parseBrCode } from '../src/index'

describe('PIX BR Code', () => {
  it('CRC16-CCITT (0x1021, init 0xFFFF) matches the standard check value', () => {
    expect(crc16ccitt('123456789')).toBe('29B1')
  })

  it('builds an EMV payload whose CRC closes the code, with amount, country and a dynamic txid', () => {
    const code = brCode({
      chave: 'pix@prato.dev',
      valorCentavos: 12345,
      nomeRecebedor: 'Bella Napoli Pizzaria Ltda Muito Longa',
      cidade: 'Goiânia',
      txid: 'PEDIDO42',
    })
    expect(brCodeValido(code)).toBe(true)
    const campos = parseBrCode(code)
    expect(campos.get('00')).toBe('01')
    expect(campos.get('53')).toBe('986')
    expect(campos.get('54')).toBe('123.45')
    expect(campos.get('58')).toBe('BR')
    expect(campos.get('59')).toHaveLength(25)
    expect(campos.get('60')).toBe('Goiania')
    expect(campos.get('26')).toContain('br.gov.bcb.pix')
    expect(campos.get('62')).toBe('0508PEDIDO42')
  })

  it('detects a tampered code', () => {
    const code = brCode({
      chave: 'pix@prato.dev',
      valorCentavos: 1000,
      nomeRecebedor: 'Loja',
      cidade: 'Rio',
      txid: 'X1',
    })
    expect(brCodeValido(code.replace('10.00', '90.00'))).toBe(false)
  })
})
