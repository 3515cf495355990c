import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** 'Minha Conta': one column; the lists scroll sideways on phones narrower than 460 px (002 §2, §9). */
export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
})

export const header = style({ display: 'grid', gap: vars.space.xsmall })
globalStyle(`${header} > h1, ${header} > p`, { margin: 0 })

export const title = style({ fontSize: vars.font.size.xxlarge, color: vars.color.text })

export const muted = style({ color: vars.color.textMuted, margin: 0 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.small })
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
})

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
})
globalStyle(`${card} > h2`, { margin: 0, fontSize: vars.font.size.large })

/** 002 §9 "460 px for the tab scroller": below it the table keeps its width and scrolls sideways. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
})

export const table = style({
  width: '100%',
  minWidth: '28rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  '@media': { [mediaQueries.tabScroller]: { minWidth: 0 } },
})
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: 600 })
globalStyle(`${table} .num`, { textAlign: 'right', whiteSpace: 'nowrap' })

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
  fontWeight: 700,
})

export const loyalty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const split = style({ display: 'grid', gap: vars.space.large })

export const splitForm = style({ display: 'grid', gap: vars.space.small, margin: 0 })
globalStyle(`${splitForm} > fieldset`, {
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
})
globalStyle(`${splitForm} legend`, { fontWeight: 700, marginBottom: vars.space.xsmall })

export const share = style({ margin: 0, fontWeight: 700, minHeight: '1.5em' })

export const dialogBody = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' })
globalStyle(`${dialogBody} > p`, { margin: 0 })

export const qrSlot = style({
  minHeight: 260,
  width: '100%',
  display: 'grid',
  justifyItems: 'center',
})

export const approved = style({ color: vars.color.success, fontWeight: 700 })

// the split's buttons keep their own width under the lists
globalStyle(`${splitForm} > button`, { justifySelf: 'start' })
