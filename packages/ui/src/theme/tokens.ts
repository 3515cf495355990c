/**
 * The design-token type. Every theme (the default one and every tenant's) is a value of this type;
 * the vanilla-extract contract in `vars.css.ts` is derived from the same key lists so the two can't drift.
 */

/** Colour roles, named by purpose, never by hue: a tenant's brand can be any colour. */
export const colorRoles = [
  'brand',
  'brandHover',
  'brandActive',
  'brandSoft',
  'onBrand',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focusRing',
  'danger',
  'onDanger',
  'dangerSoft',
  'success',
  'onSuccess',
  'successSoft',
  'warning',
  'onWarning',
  'info',
  'onInfo',
  'menuProductName',
  'menuInfoText',
  'overlay',
] as const
export type ColorRole = (typeof colorRoles)[number]
export type ColorTokens = Record<ColorRole, string>

export const spaceScale = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
] as const
export type Space = (typeof spaceScale)[number]

export const radiusScale = ['none', 'small', 'medium', 'large', 'full'] as const
export type Radius = (typeof radiusScale)[number]

export const fontSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const
export type FontSize = (typeof fontSizes)[number]

export const fontWeights = ['regular', 'medium', 'bold'] as const
export type FontWeight = (typeof fontWeights)[number]

export const lineHeights = ['tight', 'normal'] as const
export type LineHeight = (typeof lineHeights)[number]

export const shadowScale = ['small', 'medium', 'large'] as const
export type Shadow = (typeof shadowScale)[number]

export const zIndexLayers = ['dropdown', 'sticky', 'overlay', 'modal', 'toast'] as const
export type ZIndexLayer = (typeof zIndexLayers)[number]

export interface Tokens {
  color: ColorTokens
  space: Record<Space, string>
  radius: Record<Radius, string>
  font: {
    family: { body: string; mono: string }
    size: Record<FontSize, string>
    weight: Record<FontWeight, string>
    lineHeight: Record<LineHeight, string>
  }
  shadow: Record<Shadow, string>
  zIndex: Record<ZIndexLayer, string>
  /** `overlay` is an opaque colour; dialogs lay it over the page at this opacity. */
  opacity: { overlay: string; disabled: string }
}
