// The fixed sample tenants and viewports every story is checked in. Chromatic snapshots each story once per
// mode; the local `npm run visual` covers a subset (default and yellow at 360 and 1280).
export const tenantNames = ['default', 'red', 'navy', 'yellow', 'invalid'] as const
export type TenantName = (typeof tenantNames)[number]

export const tenantTitles: Record<TenantName, string> = {
  default: 'Padrão',
  red: 'Vermelho',
  navy: 'Azul-marinho',
  yellow: 'Amarelo (baixo contraste)',
  invalid: 'Cor inválida',
}

export const viewports = {
  mobile: { name: 'Celular 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const
export type ViewportName = keyof typeof viewports

export const viewportWidths: Record<ViewportName, number> = {
  mobile: 360,
  tablet: 768,
  desktop: 1280,
}

type Mode = { tenant: TenantName; viewport: ViewportName }

const modeName = ({ tenant, viewport }: Mode) => `${tenant} ${viewportWidths[viewport]}`

/**
 * What catches a regression without paying for every combination: a theme bug shows on every width, a layout
 * bug in every theme. So every tenant at the phone width (where most diners are and where long texts wrap
 * first), and every width for the default tenant — 7 snapshots a story instead of the 15 of tenant × viewport.
 */
export const reviewModes: Mode[] = [
  ...tenantNames.map((tenant): Mode => ({ tenant, viewport: 'mobile' })),
  ...(Object.keys(viewports) as ViewportName[])
    .filter((viewport) => viewport !== 'mobile')
    .map((viewport): Mode => ({ tenant: 'default', viewport })),
]

export const chromaticModes: Record<string, Mode> = Object.fromEntries(
  reviewModes.map((mode) => [modeName(mode), mode]),
)
