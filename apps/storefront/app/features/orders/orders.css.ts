import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** The PIX and tracking pages: one column on phones, the summary beside the status on wider screens. */
export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  gap: vars.space.large,
})

export const header = style({ display: 'grid', gap: vars.space.xsmall })
globalStyle(`${header} > h1, ${header} > p`, { margin: 0 })

export const title = style({ fontSize: vars.font.size.xxlarge, color: vars.color.text })

export const muted = style({ color: vars.color.textMuted, margin: 0 })

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})
globalStyle(`${card} > h2`, { margin: 0, fontSize: vars.font.size.large })

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
})

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
})
globalStyle(`${line} > span:first-child`, { minWidth: 0 })

export const lineDetail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 })
globalStyle(`${totals} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
})
globalStyle(`${totals} dd`, { margin: 0 })

export const totalLine = style({
  paddingTop: vars.space.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
})

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 })
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.bold })
globalStyle(`${facts} dd`, { margin: 0 })

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  borderLeft: `2px solid ${vars.color.border}`,
  paddingLeft: vars.space.medium,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const phoneLine = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
})

/** The QR code box keeps its size before its code loads (no layout shift). */
export const pixBox = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'center' })
export const qrSlot = style({ width: '100%', maxWidth: '20rem', minHeight: '224px' })

export const pixStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.font.weight.bold,
})

export const approved = style({ color: vars.color.success })
