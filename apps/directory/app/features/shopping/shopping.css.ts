import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBlock: vars.space.large,
})

export const heroLogo = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  flexShrink: 0,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
})

export const message = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted })

export const storesTitle = style({ fontSize: vars.font.size.xlarge, letterSpacing: '0.08em' })

export const stores = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const store = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'center',
  minHeight: 112,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
})

export const storeLogo = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})

export const storeName = style({ margin: 0, fontSize: vars.font.size.large })

export const storeLink = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
  },
})

export const storeText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

export const loading = style({ minHeight: 112, color: vars.color.textMuted })
