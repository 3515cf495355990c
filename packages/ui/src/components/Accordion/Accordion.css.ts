import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.body,
})

export const item = style({ borderBottom: `1px solid ${vars.color.border}` })

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' })

const trigger = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
} as const

export const button = style(trigger)

/** The `<details>` form's question: the same look as the button, without the browser's marker. */
export const summary = style({
  ...trigger,
  listStyle: 'none',
  selectors: {
    ...trigger.selectors,
    '&::-webkit-details-marker': { display: 'none' },
  },
})

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: {
    [`${button}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
    [`details[open] > ${summary} &`]: { transform: 'rotate(180deg)' },
  },
})

export const panel = style({
  padding: `0 ${vars.space.xsmall} ${vars.space.medium}`,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
})
