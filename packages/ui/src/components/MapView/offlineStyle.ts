import type { StyleSpecification } from 'maplibre-gl'

export interface OfflineStyleColors {
  /** Land: the whole map is this colour (there are no tiles). */
  background: string
  /** The halo drawn around the venue. */
  halo: string
}

/**
 * A MapLibre style that needs no network: a background layer and the venue as a GeoJSON point with a halo.
 * Used by default so that the map works in tests, offline and before a tile provider is configured; pass
 * `styleUrl` to MapView for real streets.
 */
export function offlineMapStyle(
  longitude: number,
  latitude: number,
  colors: OfflineStyleColors,
): StyleSpecification {
  return {
    version: 8,
    name: 'prato-offline',
    sources: {
      venue: {
        type: 'geojson',
        data: {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [longitude, latitude] },
          properties: {},
        },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.background } },
      {
        id: 'venue-halo',
        type: 'circle',
        source: 'venue',
        paint: { 'circle-radius': 28, 'circle-color': colors.halo, 'circle-opacity': 0.9 },
      },
    ],
  }
}
