export { vars, breakpoints, mediaQueries } from './vars.css'
export { defaultThemeClass } from './defaultTheme.css'
export { defaultTokens } from './defaultTokens'
export { sprinkles, responsiveConditions, type Sprinkles } from './sprinkles.css'
export {
  createTenantTheme,
  themeContrastPairs,
  contrastRatio,
  parseColor,
  DEFAULT_BRAND,
  type TenantTheme,
  type TenantThemeInput,
  type ContrastPair,
} from './createTenantTheme'
export { tenantThemeStyle } from './tenantThemeStyle'
export {
  sampleTenants,
  sampleTenantThemes,
  sampleTenantBrands,
  type SampleTenant,
} from './sampleTenants'
export * from './tokens'
export { visuallyHidden, focusRing } from './a11y.css'
