import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

/**
 * Pesquisar endereço's live suggestions. The list sits in the flow under the input, not floating over the
 * dialog: inside a scrolling dialog a floating popup would be clipped or cover the buttons it belongs with.
 */

export const searchBox = style({ flex: '1 1 16rem', minWidth: 0 })

/** The list and the status line take a row of their own under the field and its button. */
export const listbox = style({
  flex: '0 0 100%',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  maxHeight: 280,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
})

export const option = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
  },
})

/** The count, loading and "nothing found" line: polite live region, always in the page so it is announced. */
export const status = style({
  flex: '0 0 100%',
  margin: 0,
  minHeight: '1.4em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

export const locate = style({ display: 'flex', alignItems: 'center', gap: vars.space.small })
