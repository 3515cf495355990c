import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.family.body,
  transition: 'box-shadow 150ms, border-color 150ms',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
    // The whole card is the target of the stretched link/button; show its focus on the card.
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const dimmed = style({})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flexGrow: 1,
  minWidth: 0,
})

export const name = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.menuProductName,
})

/** The link or button covers the card through this pseudo-element, so the card is one target. */
export const target = style({
  all: 'unset',
  cursor: 'pointer',
  color: 'inherit',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
    '&:focus-visible': { outline: 'none' },
    // the card a diner tapped while its product opens (the app marks the link `aria-busy` until the view shows)
    '&[aria-busy="true"]::after': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
  },
})

export const info = style({
  margin: 0,
  color: vars.color.menuInfoText,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
})

export const image = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  selectors: { [`${dimmed} &`]: { filter: 'grayscale(1)', opacity: vars.opacity.disabled } },
  '@media': { [mediaQueries.tablet]: { width: '112px', height: '112px' } },
})

/** The state badge may be wider than a narrow card's text column: let it wrap instead of covering the photo. */
export const status = style({ maxWidth: '100%', whiteSpace: 'normal', textAlign: 'left' })

/** The short line beside the price ('por pessoa', a space's capacity). */
export const note = style({
  color: vars.color.menuInfoText,
  fontSize: vars.font.size.small,
})
