import { keyframes, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  opacity: vars.opacity.overlay,
  zIndex: vars.zIndex.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` },
  },
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `calc(100dvh - ${vars.space.xlarge})`,
  width: `calc(100vw - ${vars.space.xlarge})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${riseIn} 180ms ease-out` },
    // The specification's mobile breakpoint: dialogs take the whole screen on phones.
    [mediaQueries.belowTablet]: {
      top: 0,
      left: 0,
      transform: 'none',
      width: '100%',
      height: '100%',
      maxHeight: 'none',
      borderRadius: 0,
      animation: 'none',
    },
  },
})

export const size = {
  small: style({ maxWidth: '400px' }),
  medium: style({ maxWidth: '560px' }),
  large: style({ maxWidth: '800px' }),
}

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.medium} 0 ${vars.space.large}`,
})

export const title = style({
  margin: 0,
  paddingTop: vars.space.small,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
})

export const description = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.large} 0`,
  color: vars.color.textMuted,
})

export const body = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  overflowY: 'auto',
  flexGrow: 1,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
})
