import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  boxShadow: vars.shadow.small,
})

export const sectionTitle = style({ marginTop: 0, fontSize: vars.font.size.xlarge })

export const form = style({ display: 'grid', gap: vars.space.xsmall })

export const consent = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

/** The send button keeps its place (start of the line) and width while it reads 'Enviando...'. */
export const button = style({ justifySelf: 'start', minWidth: 140 })

export const success = style({
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.successSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
})

export const advantages = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
  margin: 0,
})

export const advantageTitle = style({ margin: 0, fontSize: vars.font.size.large })
