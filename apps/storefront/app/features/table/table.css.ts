import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const box = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

export const boxTitle = style({ margin: 0, fontSize: vars.font.size.large })

export const landing = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '36rem',
  margin: '0 auto',
  padding: vars.space.large,
  textAlign: 'center',
})

export const address = style({ margin: 0, color: vars.color.textMuted })

export const message = style({ margin: 0, fontSize: vars.font.size.large })

export const identification = style({ margin: 0, fontWeight: vars.font.weight.bold })
