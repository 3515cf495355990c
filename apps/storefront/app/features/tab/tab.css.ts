import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { actions as pageActions, card as pageCard, column } from '../../components/page.css'

export {
  header,
  muted,
  rowApart as loyalty,
  title,
  totalLine,
  totals,
} from '../../components/page.css'

/** 'Minha Conta': one column; the lists scroll sideways on phones narrower than 460 px (002 §2, §9). */
export const page = style([column, { maxWidth: '48rem' }])

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.small })
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 })

export const actions = style([pageActions, { alignItems: 'center' }])

export const card = style([pageCard, { minWidth: 0 }])

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
