import { createThemeContract } from '@vanilla-extract/css'
import {
  colorRoles,
  fontSizes,
  fontWeights,
  lineHeights,
  radiusScale,
  shadowScale,
  spaceScale,
  zIndexLayers,
  type Tokens,
} from './tokens'

/** A contract shape (every leaf null) built from the same key lists as the `Tokens` type. */
function slots<K extends string>(keys: readonly K[]): Record<K, null> {
  return Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>
}

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> }

const shape: Contract<Tokens> = {
  color: slots(colorRoles),
  space: slots(spaceScale),
  radius: slots(radiusScale),
  font: {
    family: { body: null, mono: null },
    size: slots(fontSizes),
    weight: slots(fontWeights),
    lineHeight: slots(lineHeights),
  },
  shadow: slots(shadowScale),
  zIndex: slots(zIndexLayers),
  opacity: { overlay: null, disabled: null },
}

/**
 * The theme contract: the only source of colours, spacing and type for every component. `vars.color` is what a
 * tenant fills at request time (`tenantThemeStyle`); everything else comes from the default theme.
 */
export const vars = createThemeContract(shape)

export { breakpoints, mediaQueries } from './breakpoints'
