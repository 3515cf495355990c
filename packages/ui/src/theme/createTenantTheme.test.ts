import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { colorRoles } from './tokens'
import {
  DEFAULT_BRAND,
  contrastRatio,
  createTenantTheme,
  parseColor,
  themeContrastPairs,
  type TenantTheme,
} from './createTenantTheme'
import { sampleTenantThemes, sampleTenants } from './sampleTenants'
import { namedColors } from './namedColors'

const HEX6 = /^#[0-9a-f]{6}$/

/** Fails with every pair below its minimum, so a regression names the role and the colours. */
function failingPairs(theme: TenantTheme): string[] {
  return themeContrastPairs(theme)
    .filter(([, fg, bg, min]) => contrastRatio(fg, bg) < min)
    .map(
      ([name, fg, bg, min]) =>
        `${name}: ${fg} on ${bg} = ${contrastRatio(fg, bg).toFixed(2)} < ${min}`,
    )
}

const defaultTheme = createTenantTheme({})

const hexDigits = (n: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdefABCDEF'.split('')), { minLength: n, maxLength: n })
    .map((a) => a.join(''))
const byte = fc.integer({ min: 0, max: 255 })
const pct = fc.integer({ min: 0, max: 100 })
const unit = fc.double({ min: 0, max: 1, noNaN: true }).map((n) => Number(n.toFixed(3)))

const hexColor = fc.oneof(...[3, 4, 6, 8].map((n) => hexDigits(n).map((d) => `#${d}`)))
const rgbColor = fc.oneof(
  fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`),
  fc.tuple(byte, byte, byte, unit).map(([r, g, b, a]) => `rgba(${r},${g},${b},${a})`),
  fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r} ${g} ${b})`),
  fc.tuple(pct, pct, pct, pct).map(([r, g, b, a]) => `rgb(${r}% ${g}% ${b}% / ${a}%)`),
)
const hslColor = fc.oneof(
  fc
    .tuple(fc.integer({ min: -720, max: 720 }), pct, pct)
    .map(([h, s, l]) => `hsl(${h}, ${s}%, ${l}%)`),
  fc
    .tuple(fc.integer({ min: 0, max: 360 }), pct, pct, unit)
    .map(([h, s, l, a]) => `hsla(${h}deg ${s}% ${l}% / ${a})`),
)
const namedColor = fc.constantFrom(...namedColors.keys())
const anyColor = fc.oneof(hexColor, rgbColor, hslColor, namedColor)

const hostile: unknown[] = [
  'red;}body{display:none',
  'url(x)',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  '#fff;background:url(x)',
  '#12345',
  '#gggggg',
  'rgb(1,2)',
  'rgb(1, 2, 3);color:red',
  'hsl(10, 20, 30)',
  'red }',
  '</style><script>alert(1)</script>',
  'var(--x)',
  'currentColor',
  'inherit',
  '',
  '   ',
  'a'.repeat(10_240),
  `#${'f'.repeat(10_240)}`,
  null,
  undefined,
  0,
  0xff0000,
  Number.NaN,
  {},
  [],
  { toString: () => '#ff0000' },
  Symbol('x'),
]

describe('createTenantTheme', () => {
  it('returns every colour role as #rrggbb', () => {
    const theme = createTenantTheme({ corBody: '#C62828' })
    expect(Object.keys(theme).sort()).toEqual([...colorRoles].sort())
    for (const value of Object.values(theme)) expect(value).toMatch(HEX6)
  })

  it('keeps a brand that already passes AA unchanged', () => {
    expect(createTenantTheme({ corBody: '#C62828' }).brand).toBe('#c62828')
    expect(createTenantTheme({ corBody: 'rgb(27, 42, 74)' }).brand).toBe('#1b2a4a')
  })

  it('accepts every common notation of the same colour', () => {
    const notations = [
      '#1b2a4a',
      '#1B2A4A',
      'rgb(27,42,74)',
      'rgb(27 42 74)',
      'rgba(27, 42, 74, 1)',
      'rgb(27 42 74 / 100%)',
    ]
    for (const corBody of notations) expect(createTenantTheme({ corBody }).brand).toBe('#1b2a4a')
    expect(createTenantTheme({ corBody: 'navy' }).brand).toBe('#000080')
    expect(createTenantTheme({ corBody: 'hsl(0, 100%, 25%)' }).brand).toBe('#800000')
    expect(createTenantTheme({ corBody: 'hsl(0turn 100% 25%)' }).brand).toBe('#800000')
    expect(createTenantTheme({ corBody: ' #800000 ' }).brand).toBe('#800000')
  })

  it('darkens a light brand (yellow) until it reads as text, keeping its hue', () => {
    const theme = createTenantTheme({ corBody: '#FFE066' })
    expect(contrastRatio(theme.brand, theme.surface)).toBeGreaterThanOrEqual(4.5)
    const parsed = parseColor(theme.brand)
    // Still a yellow/olive: red and green well above blue.
    expect(parsed && parsed.r > parsed.b && parsed.g > parsed.b).toBe(true)
  })

  it('uses the menu colours when valid and falls back to the text colours when not', () => {
    const theme = createTenantTheme({
      menuColors: { nomeProduto: '#1B2A4A', textoInfo: '#444444' },
    })
    expect(theme.menuProductName).toBe('#1b2a4a')
    expect(theme.menuInfoText).toBe('#444444')
    const fallback = createTenantTheme({ menuColors: { nomeProduto: 'url(x)', textoInfo: null } })
    expect(fallback.menuProductName).toBe(defaultTheme.text)
    expect(fallback.menuInfoText).toBe(defaultTheme.textMuted)
    // A light menu colour is darkened rather than left unreadable.
    expect(
      contrastRatio(
        createTenantTheme({ menuColors: { nomeProduto: '#ffff00' } }).menuProductName,
        '#ffffff',
      ),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it('falls back to the default brand for every hostile or invalid value', () => {
    expect(defaultTheme.brand).toBe(DEFAULT_BRAND)
    for (const corBody of hostile) {
      const theme = createTenantTheme({
        corBody,
        menuColors: { nomeProduto: corBody, textoInfo: corBody },
      })
      expect(theme).toEqual(defaultTheme)
    }
    for (const input of [undefined, null, 'red', 42, [], { menuColors: 'x' }] as unknown[]) {
      expect(createTenantTheme(input as never)).toEqual(defaultTheme)
    }
  })

  it('gives the sample tenants their themes, the invalid one being the default', () => {
    expect(sampleTenantThemes.invalid).toEqual(sampleTenantThemes.default)
    expect(sampleTenantThemes.red.brand).toBe('#c62828')
    expect(createTenantTheme(sampleTenants.navy)).toEqual(sampleTenantThemes.navy)
    for (const theme of Object.values(sampleTenantThemes)) expect(failingPairs(theme)).toEqual([])
  })
})

// "every derived pair of text and background meets WCAG 2.2 AA contrast (4.5:1 for text) whatever the brand
// colour is — darken or lighten the brand for text use rather than fail." (DESIGN.md, theming)
describe('createTenantTheme — WCAG 2.2 AA for any input (property)', () => {
  it('passes every contrast pair for thousands of random colours in every notation', () => {
    fc.assert(
      fc.property(anyColor, anyColor, anyColor, (corBody, nomeProduto, textoInfo) => {
        const theme = createTenantTheme({ corBody, menuColors: { nomeProduto, textoInfo } })
        expect(Object.values(theme).filter((value) => !HEX6.test(value))).toEqual([])
        expect(failingPairs(theme)).toEqual([])
      }),
      { numRuns: 3000, seed: 20261122 },
    )
    // Generous: the two shared cores may be busy with other packages' checks.
  }, 60_000)

  it('passes for arbitrary strings and hostile values, which all fall back to the default brand', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...hostile)),
        (corBody) => {
          const theme = createTenantTheme({ corBody })
          expect(failingPairs(theme)).toEqual([])
          if (parseColor(corBody) === null) expect(theme.brand).toBe(DEFAULT_BRAND)
        },
      ),
      { numRuns: 2000, seed: 7 },
    )
  }, 60_000)

  it('passes for the extremes: white, black, pure primaries and near-greys', () => {
    const extremes = [
      '#fff',
      '#000',
      '#ff0',
      '#0ff',
      '#f0f',
      '#f00',
      '#0f0',
      '#00f',
      '#fefefe',
      '#010101',
      '#777',
      '#808080',
    ]
    for (const c of extremes) {
      expect(
        failingPairs(
          createTenantTheme({ corBody: c, menuColors: { nomeProduto: c, textoInfo: c } }),
        ),
      ).toEqual([])
    }
  })
})

describe('createTenantTheme — speed', () => {
  it('takes under 1 ms (median) per tenant', () => {
    const inputs = [
      '#FFE066',
      '#1B2A4A',
      'hsl(200 90% 60%)',
      'lightyellow',
      'rgb(250, 250, 250)',
      'red;}x',
    ]
    const run = (i: number) =>
      createTenantTheme({
        corBody: inputs[i % inputs.length],
        menuColors: { nomeProduto: '#eeeeee', textoInfo: 'yellow' },
      })
    // Warm up first: the budget is for a server that has been running, not for the JIT's first calls.
    for (let i = 0; i < 100; i++) run(i)
    // CPU time, not wall time: the two shared cores are often busy with other checks, which would make a
    // wall-clock budget measure the machine's load rather than this function. Batches smooth the timer's grain.
    const BATCH = 30
    const perCall: number[] = []
    for (let b = 0; b < 20; b++) {
      const start = process.cpuUsage()
      for (let i = 0; i < BATCH; i++) run(b * BATCH + i)
      const used = process.cpuUsage(start)
      perCall.push((used.user + used.system) / 1000 / BATCH)
    }
    perCall.sort((a, b) => a - b)
    expect(perCall[Math.floor(perCall.length / 2)]).toBeLessThan(1)
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})
