import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { mediaQueries, vars } from '../../theme/vars.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export const circle = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    // The track is the current colour at low opacity: drawn by the arc's own colour, no extra token needed.
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [mediaQueries.reducedMotion]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
    tone: {
      brand: { color: vars.color.brand },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
})
