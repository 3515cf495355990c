import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export { list } from '../../components/page.css'

export const item = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
})

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.small })

export const photo = style({
  flex: '0 0 auto',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
})

export const meta = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })

export const message = style({ margin: 0, overflowWrap: 'anywhere' })

export const answer = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  marginLeft: vars.space.large,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
})
globalStyle(`${answer} > strong`, { fontSize: vars.font.size.small })
