// The heavy half of MapView: MapLibre (through react-map-gl) and its CSS. Only ever loaded with a dynamic
// import, once the map box scrolls into view.
import 'maplibre-gl/dist/maplibre-gl.css'
import { useMemo } from 'react'
import Map, { Marker, NavigationControl } from 'react-map-gl/maplibre'
import { offlineMapStyle, type OfflineStyleColors } from './offlineStyle'
import * as styles from './MapView.css'
import { PinIcon } from './PinIcon'

export interface VenueMapProps {
  latitude: number
  longitude: number
  zoom: number
  height: number
  styleUrl?: string
  colors: OfflineStyleColors
  label: string
  markerLabel: string
}

export default function VenueMap({
  latitude,
  longitude,
  zoom,
  height,
  styleUrl,
  colors,
  label,
  markerLabel,
}: VenueMapProps) {
  const mapStyle = useMemo(
    () => styleUrl ?? offlineMapStyle(longitude, latitude, colors),
    [styleUrl, longitude, latitude, colors],
  )
  return (
    <Map
      initialViewState={{ latitude, longitude, zoom }}
      style={{ width: '100%', height }}
      mapStyle={mapStyle}
      // Two fingers to pan on phones: a one-finger scroll keeps scrolling the page.
      cooperativeGestures
      attributionControl={styleUrl ? { compact: true } : false}
      locale={{ 'Map.Title': label }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <Marker latitude={latitude} longitude={longitude} anchor="bottom">
        <span className={styles.pin} role="img" aria-label={markerLabel}>
          <PinIcon />
        </span>
      </Marker>
    </Map>
  )
}
