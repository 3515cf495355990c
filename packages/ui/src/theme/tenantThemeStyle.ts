import { assignInlineVars } from '@vanilla-extract/dynamic'
import type { TenantTheme } from './createTenantTheme'
import { vars } from './vars.css'

/**
 * The tenant's colours as inline CSS custom properties, for `<html style={tenantThemeStyle(theme)}>`: on the
 * root element they reach portals (dialogs, toasts) too. Values are `#rrggbb` from `createTenantTheme`.
 */
export function tenantThemeStyle(theme: TenantTheme): Record<string, string> {
  return assignInlineVars(vars.color, theme)
}
