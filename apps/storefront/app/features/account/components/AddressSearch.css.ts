import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

/**
 * Pesquisar endereço's search row: the Combobox (its list in the flow, `inlineList`, with the Pesquisar button on
 * the input's row) takes the whole row.
 */
export const searchBox = style({ flex: '1 1 100%', minWidth: 0 })

export const locate = style({ display: 'flex', alignItems: 'center', gap: vars.space.small })
