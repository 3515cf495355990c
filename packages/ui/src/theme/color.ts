/**
 * Colour maths for tenant themes: a strict parser for untrusted colour strings, OKLCH lightness shifts and WCAG
 * contrast. Pure and dependency-free so it runs in a Remix loader, and small enough to stay under a millisecond.
 */
import { namedColors } from './namedColors'

/** An opaque sRGB colour, channels in 0..1. */
export interface Rgb {
  r: number
  g: number
  b: number
}

/** Anything longer is not a colour a restaurant typed into its settings; refusing early bounds the regex work. */
const MAX_INPUT_LENGTH = 64

const NUM = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)'
const HEX_RE = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/
const ALPHA = `(${NUM})(%?)`
const RGB_COMMA_RE = new RegExp(
  `^rgba?\\(\\s*(${NUM})(%?)\\s*,\\s*(${NUM})(%?)\\s*,\\s*(${NUM})(%?)\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`,
)
const RGB_SPACE_RE = new RegExp(
  `^rgba?\\(\\s*(${NUM})(%?)\\s+(${NUM})(%?)\\s+(${NUM})(%?)\\s*(?:\\/\\s*${ALPHA}\\s*)?\\)$`,
)
const HUE = `(${NUM})(deg|grad|rad|turn)?`
const HSL_COMMA_RE = new RegExp(
  `^hsla?\\(\\s*${HUE}\\s*,\\s*(${NUM})%\\s*,\\s*(${NUM})%\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`,
)
const HSL_SPACE_RE = new RegExp(
  `^hsla?\\(\\s*${HUE}\\s+(${NUM})%?\\s+(${NUM})%?\\s*(?:\\/\\s*${ALPHA}\\s*)?\\)$`,
)

const clamp01 = (n: number): number => (n < 0 ? 0 : n > 1 ? 1 : n)

function channel(value: string | undefined, percent: string | undefined): number {
  const n = Number(value)
  return clamp01(percent ? n / 100 : n / 255)
}

function alpha(value: string | undefined, percent: string | undefined): number {
  if (value === undefined) return 1
  const n = Number(value)
  return clamp01(percent ? n / 100 : n)
}

/** Translucent colours are composited over the white page they will be drawn on. */
function overWhite(c: Rgb, a: number): Rgb {
  return { r: c.r * a + (1 - a), g: c.g * a + (1 - a), b: c.b * a + (1 - a) }
}

function hueToDegrees(value: string | undefined, unit: string | undefined): number {
  const n = Number(value)
  const deg =
    unit === 'turn' ? n * 360 : unit === 'rad' ? (n * 180) / Math.PI : unit === 'grad' ? n * 0.9 : n
  return ((deg % 360) + 360) % 360
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return { r: f(0), g: f(8), b: f(4) }
}

function parseHex(hex: string): Rgb {
  const full =
    hex.length <= 4
      ? hex
          .split('')
          .map((ch) => ch + ch)
          .join('')
      : hex
  const byte = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255
  const rgb = { r: byte(0), g: byte(2), b: byte(4) }
  return full.length === 8 ? overWhite(rgb, byte(6)) : rgb
}

/**
 * Parses a CSS colour in hex, rgb()/rgba(), hsl()/hsla() (comma or space syntax) or a named colour.
 * Returns null for anything else — including every non-string — so callers can fall back.
 */
export function parseColor(input: unknown): Rgb | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null
  const value = input.trim().toLowerCase()
  if (value === '') return null

  const hex = HEX_RE.exec(value)
  if (hex?.[1]) return parseHex(hex[1])

  const named = namedColors.get(value)
  if (named) return parseHex(named)

  const rgb = RGB_COMMA_RE.exec(value) ?? RGB_SPACE_RE.exec(value)
  if (rgb) {
    const c = { r: channel(rgb[1], rgb[2]), g: channel(rgb[3], rgb[4]), b: channel(rgb[5], rgb[6]) }
    return overWhite(c, alpha(rgb[7], rgb[8]))
  }

  const hsl = HSL_COMMA_RE.exec(value) ?? HSL_SPACE_RE.exec(value)
  if (hsl) {
    const c = hslToRgb(
      hueToDegrees(hsl[1], hsl[2]),
      clamp01(Number(hsl[3]) / 100),
      clamp01(Number(hsl[4]) / 100),
    )
    return overWhite(c, alpha(hsl[5], hsl[6]))
  }
  return null
}

const toByte = (n: number) => Math.round(clamp01(n) * 255)

/** The only output format: six hex digits can never carry CSS injection. */
export function toHex(c: Rgb): string {
  return `#${[c.r, c.g, c.b].map((n) => toByte(n).toString(16).padStart(2, '0')).join('')}`
}

/** Rounds to whole bytes: the colour exactly as `toHex` will serialise it. */
function snap(c: Rgb): Rgb {
  return { r: toByte(c.r) / 255, g: toByte(c.g) / 255, b: toByte(c.b) / 255 }
}

/** Parses our own `#rrggbb` output (and any colour the parser accepts); throws on garbage, for internal use. */
export function hexToRgb(hex: string): Rgb {
  const c = parseColor(hex)
  if (!c) throw new TypeError(`Not a colour: ${hex.slice(0, 20)}`)
  return c
}

// --- WCAG 2.2 contrast ---------------------------------------------------------------------------------------

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)

export function relativeLuminance(c: Rgb): number {
  // Luminance of the colour as it will be drawn: rounded to whole bytes first, like the serialised value.
  const lin = (n: number) => toLinear(toByte(n) / 255)
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
}

function ratio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** WCAG contrast ratio (1..21) of two colours in any notation `parseColor` accepts. */
export function contrastRatio(a: string, b: string): number {
  return ratio(hexToRgb(a), hexToRgb(b))
}

// --- OKLCH, for perceptual lightness shifts -----------------------------------------------------------------

interface Oklch {
  l: number
  c: number
  h: number
}

function toOklch({ r, g, b }: Rgb): Oklch {
  const lr = toLinear(r)
  const lg = toLinear(g)
  const lb = toLinear(b)
  const l_ = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
  const m_ = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
  const s_ = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) }
}

/** Unclamped linear-light sRGB of an OKLCH colour, so the caller can tell whether it is in gamut. */
function oklchToLinear({ l, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos(h)
  const B = c * Math.sin(h)
  const l3 = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3
  const m3 = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3
  const s3 = (l - 0.0894841775 * A - 1.291485548 * B) ** 3
  return [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ]
}

const inGamut = (rgb: [number, number, number]) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4)

/** OKLCH → sRGB, lowering chroma (keeping hue and lightness) until the colour fits the sRGB gamut. */
function fromOklch(color: Oklch): Rgb {
  let lin = oklchToLinear(color)
  if (!inGamut(lin)) {
    let lo = 0
    let hi = color.c
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2
      if (inGamut(oklchToLinear({ ...color, c: mid }))) lo = mid
      else hi = mid
    }
    lin = oklchToLinear({ ...color, c: lo })
  }
  const [r, g, b] = lin
  return { r: clamp01(fromLinear(r)), g: clamp01(fromLinear(g)), b: clamp01(fromLinear(b)) }
}

/** Sets the perceptual (OKLCH) lightness, 0..1, keeping hue and as much chroma as the gamut allows. */
export function withLightness(c: Rgb, lightness: number, maxChroma = Infinity): Rgb {
  const o = toOklch(c)
  return fromOklch({ l: clamp01(lightness), c: Math.min(o.c, maxChroma), h: o.h })
}

export function lightnessOf(c: Rgb): number {
  return toOklch(c).l
}

/** Shifts OKLCH lightness by `delta` (negative darkens). */
export function shiftLightness(c: Rgb, delta: number): Rgb {
  return withLightness(c, toOklch(c).l + delta)
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 }
const WHITE: Rgb = { r: 1, g: 1, b: 1 }

/**
 * Moves `color` along OKLCH lightness, away from the backgrounds, until it reaches `minimum` contrast against
 * every one of them. Keeps hue, so a tenant's yellow becomes a dark mustard rather than failing. Backgrounds
 * must all sit on the same side (all light or all dark), which holds for every pair a theme derives.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb {
  const passes = (c: Rgb) => backgrounds.every((bg) => ratio(c, bg) >= minimum)
  const snapped = snap(color)
  if (passes(snapped)) return snapped
  const bgLightness =
    backgrounds.reduce((sum, bg) => sum + relativeLuminance(bg), 0) / backgrounds.length
  // 0.18 is the luminance where black and white text have equal contrast: above it, darken; below, lighten.
  const darken = bgLightness > 0.18
  const start = toOklch(snapped)
  for (let step = 1; step <= 50; step++) {
    const l = darken ? start.l - step * 0.02 : start.l + step * 0.02
    if (l < 0 || l > 1) break
    const candidate = snap(fromOklch({ ...start, l }))
    if (passes(candidate)) return candidate
  }
  return darken ? BLACK : WHITE
}

/** Whichever of the two candidates reads better on `background`. */
export function bestTextOn(background: Rgb, dark: Rgb, light: Rgb = WHITE): Rgb {
  return ratio(dark, background) >= ratio(light, background) ? dark : light
}
