import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

export const footer = style({
  marginTop: vars.space.xxlarge,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      padding: `${vars.space.xlarge} ${vars.space.large}`,
    },
  },
})

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall })

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
})

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.medium}`,
  textAlign: 'center',
  color: vars.color.textMuted,
})
