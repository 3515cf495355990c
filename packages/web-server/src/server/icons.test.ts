import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { iconPng, iconSvg, initialsOf, webManifest } from './icons'

const brand = { background: '#c62828', foreground: '#ffffff' }

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, without accents', () => {
    expect(initialsOf('Bella Napoli')).toBe('BN')
    expect(initialsOf('Éden')).toBe('E')
    expect(initialsOf('Cantina São João do Norte')).toBe('CN')
    expect(initialsOf('  ')).toBe('P')
    expect(initialsOf('🍕🍕')).toBe('P')
  })
})

describe('iconSvg', () => {
  it('draws the initials on the brand colour', () => {
    const svg = iconSvg({ initials: 'BN', ...brand })
    expect(svg).toContain('fill="#c62828"')
    expect(svg).toContain('>BN</text>')
  })

  it('a hostile name or colour cannot inject markup', () => {
    const svg = iconSvg({
      initials: '<script>alert(1)</script>',
      background: '"/><script>alert(1)</script>',
      foreground: 'red" onload="alert(1)',
    })
    expect(svg).not.toMatch(/<script|onload/)
    expect(svg).toContain('fill="#1c1c1f"')
  })
})

describe('iconPng', () => {
  function decode(png: Buffer) {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const width = png.readUInt32BE(16)
    const height = png.readUInt32BE(20)
    const idatLength = png.readUInt32BE(33)
    const pixels = inflateSync(png.subarray(41, 41 + idatLength))
    const at = (x: number, y: number) => {
      const i = y * (1 + width * 3) + 1 + x * 3
      return `#${[pixels[i]!, pixels[i + 1]!, pixels[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`
    }
    return { width, height, at }
  }

  it('is a square PNG of the asked size, brand colour at the corners, the initials in the middle', () => {
    const png = decode(iconPng({ initials: 'BN', ...brand }, 180))
    expect(png.width).toBe(180)
    expect(png.height).toBe(180)
    expect(png.at(0, 0)).toBe('#c62828')
    expect(png.at(179, 179)).toBe('#c62828')
    const middleRow = Array.from({ length: 180 }, (_, x) => png.at(x, 90))
    expect(middleRow).toContain('#ffffff')
  })

  it('a size out of range is clamped, not an allocation an attacker chooses', () => {
    expect(decode(iconPng({ initials: 'P', ...brand }, 1e9)).width).toBe(512)
    expect(decode(iconPng({ initials: 'P', ...brand }, 1)).width).toBe(16)
  })
})

describe('webManifest', () => {
  it('names the app, opens at its start URL and wears the brand', () => {
    const manifest = JSON.parse(
      webManifest({
        name: 'Bella Napoli',
        startUrl: '/bella-napoli',
        themeColor: '#c62828',
        backgroundColor: '#ffffff',
        icons: [{ src: '/bella-napoli/icone.svg', sizes: 'any', type: 'image/svg+xml' }],
      }),
    )
    expect(manifest).toMatchObject({
      name: 'Bella Napoli',
      short_name: 'Bella Napoli',
      start_url: '/bella-napoli',
      scope: '/bella-napoli',
      display: 'standalone',
      theme_color: '#c62828',
      lang: 'pt-BR',
    })
  })

  it('a colour that is not #rrggbb does not reach the manifest', () => {
    const manifest = JSON.parse(
      webManifest({
        name: '',
        startUrl: '/',
        themeColor: 'javascript:1',
        backgroundColor: 'x',
        icons: [],
      }),
    )
    expect(manifest.theme_color).toBe('#1c1c1f')
    expect(manifest.name).toBe('Prato')
  })
})
