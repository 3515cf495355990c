import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

/** The form kit's layout (components/forms.tsx). Colours come only from the tenant theme's variables. */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
})

const alertBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderLeft: '4px solid',
  color: vars.color.text,
  fontSize: vars.font.size.small,
})

export const alert = styleVariants({
  danger: [alertBase, { background: vars.color.dangerSoft, borderLeftColor: vars.color.danger }],
  success: [alertBase, { background: vars.color.successSoft, borderLeftColor: vars.color.success }],
  /** Not the diner's mistake (an upstream problem, an answer to wait for). */
  warning: [
    alertBase,
    { background: vars.color.surfaceSunken, borderLeftColor: vars.color.warning },
  ],
  info: [alertBase, { background: vars.color.surfaceSunken, borderLeftColor: vars.color.info }],
})

export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
})

export const dateField = style({})

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  margin: 0,
})

export const textLink = style({ color: vars.color.text, textDecoration: 'underline' })
