import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const filterBar = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto minmax(0, 1.4fr)',
    },
  },
})

/** The name filter and, before JavaScript, its 'Filtrar' button on one row, aligned on the field's bottom. */
export const searchRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
})

export const searchField = style({ flex: 1, minWidth: 0 })

export const description = style({ color: vars.color.textMuted, margin: `${vars.space.medium} 0` })

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
})
