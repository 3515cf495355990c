// The icons a browser asks a site for — the favicon, the apple-touch icon, the web app manifest's — drawn from a
// brand: its initials on its colour. Both apps serve them (each tenant of the storefront, and the directory), so
// nothing answers /favicon.ico with a 404 and an installed storefront wears its restaurant's colour.
import { deflateSync } from 'node:zlib'

/** A colour as `#rrggbb`; anything else (a tenant's free-form configuration) is refused by the drawing code. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export type BrandIcon = {
  /** One or two letters or digits (see `initialsOf`). */
  initials: string
  background: string
  foreground: string
}

/**
 * Up to two initials of a name, A–Z and 0–9 only: accents dropped ('Éden' → 'E'), the first letters of the first
 * and last words ('Bella Napoli' → 'BN'), and 'P' (Prato) when the name has no letter at all.
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
  if (words.length === 0) return 'P'
  const first = words[0]![0]!
  const last = words.length > 1 ? words[words.length - 1]![0]! : ''
  return `${first}${last}`
}

function checkedIcon(icon: BrandIcon): BrandIcon {
  const initials =
    icon.initials
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 2) || 'P'
  const background = HEX_COLOUR.test(icon.background) ? icon.background : '#1c1c1f'
  const foreground = HEX_COLOUR.test(icon.foreground) ? icon.foreground : '#ffffff'
  return { initials, background, foreground }
}

/** The icon as SVG (the favicon of browsers that take one, and the manifest's scalable icon). */
export function iconSvg(icon: BrandIcon): string {
  const { initials, background, foreground } = checkedIcon(icon)
  const fontSize = initials.length > 1 ? 26 : 34
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="33" dominant-baseline="central" text-anchor="middle" fill="${foreground}" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="700" ` +
    `font-size="${fontSize}">${initials}</text></svg>`
  )
}

// A 5×7 bitmap font for A–Z and 0–9: a PNG needs pixels, and no font rasteriser is worth a dependency here.
// Each glyph is seven rows of five bits, most significant bit on the left.
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * The icon as a square PNG of `size` pixels (the apple-touch icon and /favicon.ico — iOS takes no SVG): the
 * initials in a bitmap font, centred on the brand colour, full bleed (the platforms round the corners).
 */
export function iconPng(icon: BrandIcon, size: number): Buffer {
  const { initials, background, foreground } = checkedIcon(icon)
  const side = Math.max(16, Math.min(512, Math.round(size)))
  const glyphs = [...initials].map((ch) => GLYPHS[ch] ?? GLYPHS.P!)
  // Glyphs are 5 wide with 1 column between them; the text takes about 60% of the width.
  const columns = glyphs.length * 6 - 1
  const scale = Math.max(1, Math.floor((side * 0.6) / Math.max(columns, 7 * 0.8)))
  const textWidth = columns * scale
  const textHeight = 7 * scale
  const left = Math.floor((side - textWidth) / 2)
  const top = Math.floor((side - textHeight) / 2)
  const bg = rgb(background)
  const fg = rgb(foreground)
  const rows: Buffer[] = []
  for (let y = 0; y < side; y++) {
    const row = Buffer.alloc(1 + side * 3) // filter byte 0, then RGB
    for (let x = 0; x < side; x++) {
      let on = false
      const gx = x - left
      const gy = y - top
      if (gx >= 0 && gy >= 0 && gx < textWidth && gy < textHeight) {
        const col = Math.floor(gx / scale)
        const glyph = glyphs[Math.floor(col / 6)]
        const bit = col % 6
        if (glyph && bit < 5) on = ((glyph[Math.floor(gy / scale)]! >> (4 - bit)) & 1) === 1
      }
      const [r, g, b] = on ? fg : bg
      row[1 + x * 3] = r
      row[2 + x * 3] = g
      row[3 + x * 3] = b
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export type WebManifestInput = {
  name: string
  /** Where the installed app opens, and what it covers (e.g. `/bella-napoli`). */
  startUrl: string
  themeColor: string
  backgroundColor: string
  /** The generated icons (SVG and the 192/512 PNGs), and the logo first when there is a safe one. */
  icons: Array<{ src: string; sizes: string; type?: string; purpose?: string }>
}

/** The web app manifest (JSON): what a phone shows when the site is added to the home screen. */
export function webManifest(input: WebManifestInput): string {
  const themeColor = HEX_COLOUR.test(input.themeColor) ? input.themeColor : '#1c1c1f'
  const backgroundColor = HEX_COLOUR.test(input.backgroundColor) ? input.backgroundColor : '#ffffff'
  const name = input.name.trim().slice(0, 80) || 'Prato'
  return JSON.stringify({
    name,
    short_name: name.length > 12 ? name.split(/\s+/)[0]!.slice(0, 12) : name,
    lang: 'pt-BR',
    start_url: input.startUrl,
    scope: input.startUrl,
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: input.icons,
  })
}

/** An icon or manifest answer: public, cached for an hour (a brand changes rarely, but it does change). */
export function iconResponse(body: string | Buffer, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
