import { createTenantTheme } from './createTenantTheme'
import type { Tokens } from './tokens'

/** System fonts only: no web font is downloaded, which keeps LCP and CLS low on phones. */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'
const systemMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

export const defaultTokens: Tokens = {
  // The default colours are a tenant theme without a brand, so they obey the same contrast guarantees.
  color: createTenantTheme({}),
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    family: { body: systemSans, mono: systemMono },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '18px',
      xlarge: '22px',
      xxlarge: '28px',
    },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.08)',
    medium: '0 2px 8px rgba(0, 0, 0, 0.12)',
    large: '0 8px 24px rgba(0, 0, 0, 0.18)',
  },
  zIndex: { dropdown: '1000', sticky: '1100', overlay: '1200', modal: '1300', toast: '1400' },
  opacity: { overlay: '0.6', disabled: '0.5' },
}
