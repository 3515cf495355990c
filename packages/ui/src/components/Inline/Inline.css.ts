import { style } from '@vanilla-extract/css'

export const inline = style({ display: 'flex', flexDirection: 'row' })
export const wrap = style({ flexWrap: 'wrap' })
