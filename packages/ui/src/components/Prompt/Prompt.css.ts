import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const inline = style({ display: 'grid', gap: vars.space.small })

/** The question said in the page: the look of a form's alert, so it reads as the answer to what was just sent. */
export const message = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.font.size.small,
})

/** The question that is the whole page: the page's own text, in large type. */
export const statement = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.normal,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })
