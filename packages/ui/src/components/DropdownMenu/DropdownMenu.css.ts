import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme'

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
})

// The menu hangs under its trigger, so the wrapper is its positioning box.
// `fit-content` keeps a stretching flex or grid parent from making the box (and so the menu's offset) taller.
export const root = style({ position: 'relative', display: 'inline-block', height: 'fit-content' })

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
  // The native disclosure's marker is replaced by the chevron.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-expanded="true"], details[open] > &': { borderColor: vars.color.borderStrong },
  },
})

export const chevron = style({
  transition: 'transform 150ms',
  selectors: {
    [`${trigger}[aria-expanded="true"] &, details[open] > ${trigger} &`]: {
      transform: 'rotate(180deg)',
    },
  },
})

export const content = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '220px',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  selectors: {
    // A closed menu stays in the page (its forms keep posting) but hidden; the class must not override that.
    '&[hidden]': { display: 'none' },
    'details:not([open]) > &': { display: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} 120ms ease-out` },
  },
})

export const align = styleVariants({
  start: { left: 0 },
  center: { left: '50%', translate: '-50% 0' },
  end: { right: 0 },
})

export const form = style({ display: 'contents' })

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
    '&:hover, &:focus-visible': { background: vars.color.brandSoft },
    '&[aria-disabled="true"]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&[aria-disabled="true"]:hover': { background: 'transparent' },
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
