// The package's public API. Theme helpers are also published on their own as `@prato/ui/theme` (server-safe for
// loaders); the map lives in `@prato/ui/map` so MapLibre never enters this bundle.
export * from './theme'
export * from './provider'

// Layout and text
export * from './components/Box'
export * from './components/Stack'
export * from './components/Inline'
export * from './components/Heading'
export * from './components/Text'
// Actions
export * from './components/Button'
export * from './components/IconButton'
export * from './components/Link'
// Forms
export * from './components/Field'
export * from './components/TextField'
export * from './components/PasswordField'
export * from './components/TextArea'
export * from './components/MaskedField'
export * from './components/SearchField'
export * from './components/Select'
export * from './components/Combobox'
export * from './components/Checkbox'
export * from './components/RadioGroup'
export * from './components/ToggleGroup'
export * from './components/Counter'
export * from './components/StarRating'
// Feedback
export * from './components/Spinner'
export * from './components/FullScreenSpinner'
export * from './components/Skeleton'
export * from './components/EmptyState'
export * from './components/ErrorPage'
export * from './components/Badge'
export * from './components/Chip'
export * from './components/Stepper'
// Commerce
export * from './components/Money'
export * from './components/PriceTag'

// Engineer B's components (overlays, commerce, shell).
export * from './components/index.b'
