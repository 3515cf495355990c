// `@prato/ui/map`: kept out of the main entry so MapLibre never reaches a page that shows no map. Even from here
// MapLibre itself is loaded lazily, when the map scrolls into view.
export { MapView, type MapViewProps } from './MapView'
export { offlineMapStyle, type OfflineStyleColors } from './offlineStyle'
