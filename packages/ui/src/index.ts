// The package's public API. Theme helpers are also published on their own as `@prato/ui/theme` (server-safe for
// loaders); the map lives in `@prato/ui/map` so MapLibre never enters this bundle.
export * from './theme'
export * from './provider'
export * from './components/index.b'
