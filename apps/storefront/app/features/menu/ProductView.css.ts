import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

// The product view's own styles: it loads with the view, not with the menu behind it.
export const productView = style({ display: 'grid', gap: vars.space.medium })
export const productImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})
export const productName = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.menuProductName,
})
export const productInfo = style({ margin: 0, color: vars.color.menuInfoText })
export const productForm = style({ display: 'grid', gap: vars.space.large })
export const productFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
})
export const productTotal = style({ margin: 0, fontSize: vars.font.size.large })
export const loginPrompt = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
})
globalStyle(`${loginPrompt} > h3, ${loginPrompt} > p`, { margin: 0 })
export const promptActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })
export const productStatus = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
})
