import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

export const hero = style({
  position: 'relative',
  display: 'grid',
  fontFamily: vars.font.family.body,
  background: vars.color.surfaceSunken,
  '@media': { [mediaQueries.tablet]: { minHeight: '420px' } },
})

export const image = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '220px',
  objectFit: 'cover',
  display: 'block',
  // Wider screens: the photo covers the whole band whatever its own proportions (a tenant's header image can be
  // any size), and the band is as tall as the card needs, 420 px at least.
  '@media': { [mediaQueries.tablet]: { position: 'absolute', inset: 0, height: '100%' } },
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: {
      position: 'relative',
      gridArea: '1 / 1',
      alignSelf: 'end',
      justifySelf: 'start',
      maxWidth: '440px',
      margin: vars.space.xlarge,
      padding: 0,
    },
  },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
})

export const title = style({
  margin: 0,
  // A restaurant's name can be one long word (or hostile text): it wraps rather than widening the page.
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
})

export const description = style({ margin: 0, color: vars.color.textMuted })

export const deliveryTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
})
