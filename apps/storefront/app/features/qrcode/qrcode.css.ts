import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

// ── The entry page: what a scanned code or a shopping-centre store opens ──────────────────────────────────────
export const entry = style({
  maxWidth: '32rem',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
})

export const logo = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

export const actions = style({
  listStyle: 'none',
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space.small,
})

export const printLink = style({
  marginTop: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

// ── The print view: A4 sheets of labelled codes ──────────────────────────────────────────────────────────────
export const sheet = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  gap: vars.space.large,
  '@media': { print: { maxWidth: 'none', padding: 0 } },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': { print: { display: 'none' } },
})

export const sheetTitle = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text,
})

export const hint = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  // two cards across an A4 page, whatever the screen was
  '@media': { print: { gridTemplateColumns: '1fr 1fr', gap: '8mm' } },
})

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  breakInside: 'avoid',
  '@media': {
    print: {
      padding: '6mm',
      borderColor: vars.color.text,
      color: vars.color.text,
      background: vars.color.surface,
    },
  },
})

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  overflowWrap: 'anywhere',
})

export const code = style({
  width: '12rem',
  height: '12rem',
  '@media': { print: { width: '60mm', height: '60mm', border: 'none', color: vars.color.text } },
})

export const caption = style({ margin: 0, fontSize: vars.font.size.small })

export const link = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': { print: { color: vars.color.text } },
})

export const alert = style({ margin: 0, color: vars.color.danger })

// On paper only the cards: the shell's header and footer go, and the page is white.
globalStyle(`body:has(${sheet}) header, body:has(${sheet}) footer`, {
  '@media': { print: { display: 'none' } },
})
globalStyle(`body:has(${sheet}), body:has(${sheet}) [data-layout]`, {
  '@media': { print: { background: vars.color.surface, borderTop: 'none' } },
})
// The sheet is A4 (the brief's paper): vanilla-extract has no `@page` helper, and a global rule with this
// selector is emitted as the at-rule itself. `size` is not in csstype's list of properties, hence the cast.
globalStyle('@page', { size: 'A4', margin: '12mm' } as Record<string, string>)
