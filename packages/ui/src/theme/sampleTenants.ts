import { createTenantTheme, type TenantTheme, type TenantThemeInput } from './createTenantTheme'

/**
 * Fixed tenants for Storybook's toolbar and the visual tests: the default, a saturated red, a dark navy, a light
 * yellow that must be darkened for text, and a hostile value that must fall back to the default brand.
 */
export const sampleTenantBrands = {
  default: undefined,
  red: '#C62828',
  navy: '#1B2A4A',
  yellow: '#FFE066',
  invalid: 'red;}body{display:none',
} as const

export type SampleTenant = keyof typeof sampleTenantBrands

/** The sample tenants' raw settings, as an app's loader would receive them: `createTenantTheme(sampleTenants.red)`. */
export const sampleTenants: Record<SampleTenant, TenantThemeInput> = {
  default: {},
  red: { corBody: sampleTenantBrands.red },
  navy: { corBody: sampleTenantBrands.navy },
  yellow: { corBody: sampleTenantBrands.yellow },
  invalid: { corBody: sampleTenantBrands.invalid },
}

/** The sample tenants' resulting themes. */
export const sampleTenantThemes: Record<SampleTenant, TenantTheme> = {
  default: createTenantTheme(sampleTenants.default),
  red: createTenantTheme(sampleTenants.red),
  navy: createTenantTheme(sampleTenants.navy),
  yellow: createTenantTheme(sampleTenants.yellow),
  invalid: createTenantTheme(sampleTenants.invalid),
}
