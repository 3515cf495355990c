import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import { qrEntry, tableQrLink } from './qrcode'

describe('qrEntry (the QR entry page, decision 0029)', () => {
  it("offers 'Ver cardápio' and 'Pedir delivery' by the top menu's flags, the menu first", () => {
    const both = qrEntry({
      flgMostraCardapioMenu: true,
      flgDeliveryIndisponivel: false,
      aberto: true,
    })
    expect(both.actions).toEqual([
      { key: 'menu', label: messages.verCardapio, path: 'menu' },
      { key: 'delivery', label: messages.pedirDelivery, path: 'delivery' },
    ])
    expect(qrEntry({ flgMostraCardapioMenu: true, flgDeliveryIndisponivel: true }).actions).toEqual(
      [{ key: 'menu', label: messages.verCardapio, path: 'menu' }],
    )
    expect(
      qrEntry({ flgMostraCardapioMenu: false, flgDeliveryIndisponivel: true }).actions,
    ).toEqual([])
  })

  it('says open or closed now from aberto (not the delivery flag)', () => {
    expect(qrEntry({ aberto: true, abertoDelivery: false })).toMatchObject({
      open: true,
      statusText: messages.aberto,
    })
    expect(qrEntry({ aberto: false, abertoDelivery: true })).toMatchObject({
      open: false,
      statusText: messages.fechado,
    })
  })
})

describe('tableQrLink (templateLinkQrCode)', () => {
  it('puts the table code in every {codigo}', () => {
    expect(
      tableQrLink('https://prato.dev/bella/menu/mesa/{codigo}?m={codigo}', { codigo: 'BN07' }),
    ).toBe('https://prato.dev/bella/menu/mesa/BN07?m=BN07')
  })

  it('encodes a code that is not URL-safe as one path segment', () => {
    expect(tableQrLink('https://prato.dev/bella/menu/mesa/{codigo}', { codigo: 'A 1/2' })).toBe(
      'https://prato.dev/bella/menu/mesa/A%201%2F2',
    )
  })

  it('keeps a template without the placeholder as it is', () => {
    expect(tableQrLink('https://prato.dev/bella/menu', { codigo: 'BN07' })).toBe(
      'https://prato.dev/bella/menu',
    )
  })

  it('drops what is not a safe URL: no template, another scheme, http off the allowed hosts', () => {
    expect(tableQrLink(null, { codigo: 'BN01' })).toBeNull()
    expect(tableQrLink('  ', { codigo: 'BN01' })).toBeNull()
    expect(tableQrLink('javascript:alert({codigo})', { codigo: 'BN01' })).toBeNull()
    expect(tableQrLink('/bella/menu/mesa/{codigo}', { codigo: 'BN01' })).toBeNull()
    expect(
      tableQrLink('http://evil.example/{codigo}', { codigo: 'BN01' }, ['localhost']),
    ).toBeNull()
    expect(tableQrLink('http://localhost:3000/m/{codigo}', { codigo: 'BN01' }, ['localhost'])).toBe(
      'http://localhost:3000/m/BN01',
    )
  })
})
