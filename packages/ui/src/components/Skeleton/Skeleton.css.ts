import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { mediaQueries, vars } from '../../theme/vars.css'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } })

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'rect' },
})

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })
