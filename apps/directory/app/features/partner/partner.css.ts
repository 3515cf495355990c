import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  boxShadow: vars.shadow.small,
})

export const sectionTitle = style({ marginTop: 0, fontSize: vars.font.size.xlarge })

export const form = style({ display: 'grid', gap: vars.space.xsmall })

export const field = style({ display: 'grid', gap: vars.space.xxsmall })

export const label = style({ fontWeight: vars.font.weight.medium })

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
})

/** The message line keeps its height when empty, so flagging a field does not push the form down. */
export const error = style({
  minHeight: '1.5em',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
})

export const consent = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

export const button = style({
  justifySelf: 'start',
  minHeight: 44,
  minWidth: 140,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: vars.opacity.disabled, cursor: 'progress' } },
})

export const success = style({
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.successSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
})

export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.large,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: 'calc(100vw - 32px)',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.danger,
  color: vars.color.onDanger,
  boxShadow: vars.shadow.large,
})

export const toastClose = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.large,
  cursor: 'pointer',
  minWidth: 32,
  minHeight: 32,
})

export const advantages = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
  margin: 0,
})

export const advantageTitle = style({ margin: 0, fontSize: vars.font.size.large })
