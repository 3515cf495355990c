import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

/** A confirmation is short: it stays a centred card even on phones instead of taking the whole screen. */
export const content = style({
  maxWidth: '440px',
  '@media': {
    [mediaQueries.belowTablet]: {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `calc(100vw - ${vars.space.xlarge})`,
      height: 'auto',
      maxHeight: `calc(100dvh - ${vars.space.xlarge})`,
      borderRadius: vars.radius.large,
    },
  },
})

export const message = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
})

export const form = style({ display: 'contents' })
