import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { column, rowApart } from '../../components/page.css'

export { card, list, muted, title } from '../../components/page.css'

/** The events pages: one column on phones; the wizard and the status page stay a readable width. */
export const page = style([column, { maxWidth: '60rem' }])

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
})

export const section = style({ display: 'grid', gap: vars.space.medium })
globalStyle(`${section} > h2`, { margin: 0, fontSize: vars.font.size.large })

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** A step's form: its fields, then the buttons (the primary one first in the markup, so Enter goes forward). */
export const form = style({ display: 'grid', gap: vars.space.large })

export const actions = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const inlineField = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
})

export const details = style({ display: 'grid', gap: vars.space.small, margin: 0 })
export const detail = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
})
globalStyle(`${detail} > dt`, { color: vars.color.textMuted })
globalStyle(`${detail} > dd`, { margin: 0, textAlign: 'right' })

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
})

export const prompt = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' })
globalStyle(`${prompt} > p`, { margin: 0 })

export const lineHead = style([rowApart])
globalStyle(`${lineHead} > h2`, { margin: 0, fontSize: vars.font.size.large })
