// The one modal's looks: the centred dialog (a full screen below 768 px), the side sheet (the drawer) and the
// alert (a confirmation: a centred card even on phones). Their order matters: the alert's rules override the
// centred dialog's, so they come after.
import { keyframes, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../../theme'

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

// The side sheet.

const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
})
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
})

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(360px, 85vw)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.large,
  outline: 'none',
})

export const drawerSide = {
  left: style({
    left: 0,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${slideFromLeft} 200ms ease-out` },
    },
  }),
  right: style({
    right: 0,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${slideFromRight} 200ms ease-out` },
    },
  }),
}

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
})

export const drawerBody = style({
  flexGrow: 1,
  overflowY: 'auto',
  padding: vars.space.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

// The alert: a confirmation or a notice.

/** A confirmation is short: it stays a centred card even on phones instead of taking the whole screen. */
export const alert = style({
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

export const alertMessage = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
})

export const alertForm = style({ display: 'contents' })
