// Engineer B's components: overlays, commerce pieces and the page shell. MapView is deliberately absent: it is
// published as `@prato/ui/map` only, so MapLibre never enters the main bundle.
export * from './Dialog'
export * from './ConfirmDialog'
export * from './Drawer'
export * from './Tabs'
export * from './Toast'
export * from './DropdownMenu'
export * from './ProductCard'
export * from './CategoryChips'
export * from './CartBadge'
export * from './BottomBar'
export * from './QrCode'
