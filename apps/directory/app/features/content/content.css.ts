import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const lead = style({ fontSize: vars.font.size.large, maxWidth: '60ch' })

export const features = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.xlarge}`,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const feature = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  boxShadow: vars.shadow.small,
  borderTop: `4px solid ${vars.color.brand}`,
})

export const featureTitle = style({ marginTop: 0, fontSize: vars.font.size.large })
