import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

const base = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
})

/**
 * The layouts chosen by modeloLayoutId (000 §3): 'classico' on a plain page; 'moderno' on the sunken surface
 * with a stronger brand band under the header. Both read only the theme's variables.
 */
export const shell = styleVariants({
  classico: [base],
  moderno: [
    base,
    { background: vars.color.surfaceSunken, borderTop: `6px solid ${vars.color.brand}` },
  ],
})
export const main = style({ flex: '1 0 auto' })
