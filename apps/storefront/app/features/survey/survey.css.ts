import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const progress = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

/**
 * 'Qual ?' before the diner answers Sim (001 §5): hidden while the page runs its scripts, which reveal it on Sim;
 * a visitor without JavaScript always sees it (the action keeps its text only with Sim).
 */
export const hiddenUntilChosen = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'block' } },
})

export const optional = style({
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.font.size.small,
})
