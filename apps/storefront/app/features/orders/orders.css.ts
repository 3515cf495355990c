import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { column } from '../../components/page.css'

export {
  actions,
  card,
  header,
  muted,
  row as statusRow,
  title,
  totalLine,
  totals,
} from '../../components/page.css'

/** The PIX and tracking pages: one column on phones, the summary beside the status on wider screens. */
export const page = style([column, { maxWidth: '60rem' }])

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

export { tightList as list } from '../../components/page.css'

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
