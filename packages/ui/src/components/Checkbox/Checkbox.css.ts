import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'
import { choiceDescription, choiceInput, choiceRow } from '../private/choiceControl.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall })

export { choiceRow as row, choiceInput as input, choiceDescription as description }
