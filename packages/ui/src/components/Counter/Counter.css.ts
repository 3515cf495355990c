import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall })

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
})

export const input = style({
  width: '4.5em',
  minHeight: 44,
  textAlign: 'center',
  paddingInline: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
  },
})
