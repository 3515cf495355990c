import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const textArea = style({ resize: 'vertical', lineHeight: vars.font.lineHeight.normal })
