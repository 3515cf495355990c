import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
})

export const fullWidth = style({ display: 'flex', width: '100%' })

export const item = style({ position: 'relative', flex: '1 1 0', display: 'flex' })

/** The radio stays in the tab order and the accessibility tree; only its painting is replaced by the face. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

export const face = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  // With the group's padding and border the toggle is 44 px tall, as tall as a text field or a button beside it.
  minHeight: `calc(44px - 2 * ${vars.space.xxsmall} - 2px)`,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brand, color: vars.color.onBrand },
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    [`${input}:hover:not(:checked) + &`]: { background: vars.color.brandSoft },
    [`${input}:disabled + &`]: { opacity: vars.opacity.disabled },
  },
})
