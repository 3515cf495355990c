import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xsmall,
})

export const step = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 0',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  textAlign: 'center',
  selectors: {
    // The connector runs from this step's marker to the previous one's.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: 15,
      right: 'calc(50% + 20px)',
      left: 'calc(-50% + 20px)',
      height: 2,
      background: vars.color.borderStrong,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      {
        background: vars.color.brand,
      },
  },
})

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: vars.radius.full,
    border: '2px solid',
    boxSizing: 'border-box',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    state: {
      complete: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      current: {
        background: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
      },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
      failed: {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
  },
})

export const label = recipe({
  base: {
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weight.bold },
      upcoming: { color: vars.color.textMuted },
      failed: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
    },
  },
})

export const icon = style({ width: 16, height: 16 })
