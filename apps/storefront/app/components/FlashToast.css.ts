import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

const base = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  margin: '0 auto',
  maxWidth: '28rem',
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.toast,
})
export const toast = styleVariants({
  success: [base, { background: vars.color.success, color: vars.color.onSuccess }],
  error: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  info: [base, { background: vars.color.text, color: vars.color.surface }],
})
export const title = style({ margin: 0, fontWeight: vars.font.weight.bold })
export const description = style({ margin: 0 })
export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  fontSize: vars.font.size.large,
  cursor: 'pointer',
  lineHeight: 1,
})
