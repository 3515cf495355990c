import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme'

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
})

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="open"]': { borderColor: vars.color.borderStrong },
  },
})

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
})

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '220px',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} 120ms ease-out` },
  },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
})

export const label = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
})
