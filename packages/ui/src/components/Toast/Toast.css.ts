import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

const slideIn = keyframes({
  from: { transform: `translateY(calc(100% + ${vars.space.medium}))`, opacity: 0 },
  to: { transform: 'none', opacity: 1 },
})

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '400px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.medium,
  outline: 'none',
  // The box spans a corner of the page: only the toasts themselves take clicks.
  pointerEvents: 'none',
  '@media': { [mediaQueries.belowTablet]: { width: '100%' } },
})

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  pointerEvents: 'auto',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 180ms ease-out` },
  },
})

// Each tone is a solid colour with its contract partner for text, so every tenant keeps AA contrast.
export const tone = styleVariants({
  success: { background: vars.color.success, color: vars.color.onSuccess },
  danger: { background: vars.color.danger, color: vars.color.onDanger },
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  info: { background: vars.color.info, color: vars.color.onInfo },
})

export const icon = style({ display: 'inline-flex', paddingTop: vars.space.small })

export const text = style({
  paddingTop: vars.space.small,
  paddingBottom: vars.space.xsmall,
  minWidth: 0,
})

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold })

export const description = style({ margin: 0 })

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'color-mix(in srgb, currentColor 18%, transparent)' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
  },
})
