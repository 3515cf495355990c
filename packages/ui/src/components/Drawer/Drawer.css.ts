import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme'

const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
})
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
})

export const content = style({
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

export const side = {
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

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
})

export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  padding: vars.space.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})
