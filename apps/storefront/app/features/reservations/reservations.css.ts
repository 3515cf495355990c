import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { column, compactCard } from '../../components/page.css'

export { actions, list, row as headRow, title } from '../../components/page.css'

/** The reservation steps and the diner's reservations: one column, at most 40 rem wide. */
export const page = style([column, { maxWidth: '40rem' }])
export const muted = style({ color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space.medium })

export const card = compactCard

/** A warning in a card's frame (a selector on the card too, so its colours win over the shared card's). */
export const notice = style([
  card,
  {
    justifyItems: 'start',
    selectors: {
      [`${card}&`]: { borderColor: vars.color.warning, background: vars.color.surfaceRaised },
    },
  },
])

export const calendar = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
})
globalStyle(`${calendar} > legend`, {
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  marginBottom: vars.space.small,
  padding: 0,
})

export const month = style({ display: 'grid', gap: vars.space.small })
export const monthName = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
})

export const weekday = style({
  textAlign: 'center',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
})

export const dayInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })

export const day = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
      borderColor: 'transparent',
      textDecoration: 'line-through',
    },
    '&:has(input:checked)': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
})

export const stepField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 5rem auto',
  alignItems: 'center',
  gap: vars.space.small,
})
export const stepLabel = style({ fontWeight: vars.font.weight.medium, color: vars.color.text })
export const stepValue = style({
  textAlign: 'center',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})

export const total = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text })

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [mediaQueries.aboveMobile]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})
globalStyle(`${details} dt`, { fontSize: vars.font.size.small, color: vars.color.textMuted })
globalStyle(`${details} dd`, {
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const pix = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
})
globalStyle(`${pix} p, ${pix} h3`, { margin: 0 })

export const qr = style({ maxWidth: '18rem', width: '100%', justifySelf: 'center' })
