import { style } from '@vanilla-extract/css'

/** The box of shared markup lays nothing out: its children are the page's own. */
export const contents = style({ display: 'contents' })
