/**
 * Turns a tenant's raw settings into the theme contract's colour values. Pure, total and dependency-free (no
 * vanilla-extract runtime) so a Remix loader can call it on every request: any input is accepted, hostile or
 * invalid colours fall back to the default brand, every text/background pair meets WCAG 2.2 AA, and every
 * output is `#rrggbb` so nothing a tenant types can escape into CSS.
 */
import {
  bestTextOn,
  ensureContrast,
  hexToRgb,
  lightnessOf,
  parseColor,
  shiftLightness,
  toHex,
  withLightness,
  type Rgb,
} from './color'
import type { ColorRole, ColorTokens } from './tokens'

export { contrastRatio, parseColor } from './color'

/** The brand used when a tenant has none or sends something that is not a colour. */
export const DEFAULT_BRAND = '#c2410c'

/** Colours that do not depend on the tenant. Each one is checked by `themeContrastPairs` like the derived ones. */
const neutral = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f3f3f5',
  text: '#1c1c1f',
  textMuted: '#5b5b66',
  border: '#dcdce1',
  borderStrong: '#75757f',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSoft: '#fdecea',
  success: '#1b7a35',
  onSuccess: '#ffffff',
  successSoft: '#e7f6ec',
  warning: '#f5b400',
  onWarning: '#1c1c1f',
  info: '#0b5cad',
  onInfo: '#ffffff',
  overlay: '#0f0f12',
} as const satisfies Partial<ColorTokens>

export interface TenantThemeInput {
  /** The tenant's brand colour (`corBody` from the permalink lookup). Any value; non-colours are ignored. */
  corBody?: unknown
  /** Menu text colours (`cardapioCorNomeProduto`, `cardapioCorTextoInfo`). */
  menuColors?: { nomeProduto?: unknown; textoInfo?: unknown } | null
}

export type TenantTheme = ColorTokens

const AA_TEXT = 4.5
const AA_NON_TEXT = 3

/** Below this lightness a brand is too dark to darken further for hover, so hover lightens instead. */
const DARK_BRAND = 0.3

function field(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null
    ? (input as Record<string, unknown>)[key]
    : undefined
}

/** Derives the brand family: every shade keeps the tenant's hue, and each is moved until its text pair passes. */
function brandFamily(raw: Rgb, surfaces: readonly Rgb[]) {
  // A barely tinted wash for selected chips and soft backgrounds; chroma is capped so it never shouts.
  const brandSoft = withLightness(raw, 0.96, 0.04)
  // The brand doubles as link and heading colour on every surface, so it must pass as text on all of them.
  const brand = ensureContrast(raw, [...surfaces, brandSoft], AA_TEXT)
  const onBrand = bestTextOn(brand, hexToRgb(neutral.text))
  const dark = lightnessOf(brand) < DARK_BRAND
  const brandHover = ensureContrast(shiftLightness(brand, dark ? 0.07 : -0.07), [onBrand], AA_TEXT)
  const brandActive = ensureContrast(shiftLightness(brand, dark ? 0.13 : -0.13), [onBrand], AA_TEXT)
  return { brand, brandHover, brandActive, brandSoft, onBrand }
}

/**
 * The contract's colour values for one tenant. Accepts anything (the whole argument may be missing or not an
 * object); the result is always complete and always passes `themeContrastPairs`.
 */
export function createTenantTheme(input?: TenantThemeInput | null): TenantTheme {
  const surfaces = [neutral.surface, neutral.surfaceRaised, neutral.surfaceSunken].map(hexToRgb)
  const rawBrand = parseColor(field(input, 'corBody')) ?? hexToRgb(DEFAULT_BRAND)
  const family = brandFamily(rawBrand, surfaces)

  const menu = field(input, 'menuColors')
  const onRaised = [neutral.surface, neutral.surfaceRaised].map(hexToRgb)
  const menuProductName = ensureContrast(
    parseColor(field(menu, 'nomeProduto')) ?? hexToRgb(neutral.text),
    onRaised,
    AA_TEXT,
  )
  const menuInfoText = ensureContrast(
    parseColor(field(menu, 'textoInfo')) ?? hexToRgb(neutral.textMuted),
    onRaised,
    AA_TEXT,
  )

  return {
    ...neutral,
    brand: toHex(family.brand),
    brandHover: toHex(family.brandHover),
    brandActive: toHex(family.brandActive),
    brandSoft: toHex(family.brandSoft),
    onBrand: toHex(family.onBrand),
    // The brand already passes 4.5:1 on every surface, comfortably above the 3:1 a focus indicator needs.
    focusRing: toHex(family.brand),
    menuProductName: toHex(menuProductName),
    menuInfoText: toHex(menuInfoText),
  }
}

export type ContrastPair = readonly [
  name: string,
  foreground: string,
  background: string,
  minimum: number,
]

/** Every foreground/background pair the components draw, with its WCAG 2.2 AA minimum. */
export function themeContrastPairs(theme: TenantTheme): ContrastPair[] {
  const text = (fg: ColorRole, bg: ColorRole): ContrastPair => [
    `${fg} on ${bg}`,
    theme[fg],
    theme[bg],
    AA_TEXT,
  ]
  const ui = (fg: ColorRole, bg: ColorRole): ContrastPair => [
    `${fg} on ${bg}`,
    theme[fg],
    theme[bg],
    AA_NON_TEXT,
  ]
  return [
    text('text', 'surface'),
    text('text', 'surfaceRaised'),
    text('text', 'surfaceSunken'),
    text('text', 'brandSoft'),
    text('text', 'dangerSoft'),
    text('text', 'successSoft'),
    text('textMuted', 'surface'),
    text('textMuted', 'surfaceRaised'),
    text('textMuted', 'surfaceSunken'),
    text('brand', 'surface'),
    text('brand', 'surfaceRaised'),
    text('brand', 'surfaceSunken'),
    text('brand', 'brandSoft'),
    text('onBrand', 'brand'),
    text('onBrand', 'brandHover'),
    text('onBrand', 'brandActive'),
    text('menuProductName', 'surface'),
    text('menuProductName', 'surfaceRaised'),
    text('menuInfoText', 'surface'),
    text('menuInfoText', 'surfaceRaised'),
    text('danger', 'surface'),
    text('danger', 'dangerSoft'),
    text('onDanger', 'danger'),
    text('success', 'surface'),
    text('success', 'successSoft'),
    text('onSuccess', 'success'),
    text('onWarning', 'warning'),
    text('info', 'surface'),
    text('onInfo', 'info'),
    ui('focusRing', 'surface'),
    ui('focusRing', 'surfaceSunken'),
    ui('borderStrong', 'surface'),
    ui('borderStrong', 'surfaceSunken'),
  ]
}
