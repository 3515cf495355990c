import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { MAP_HEIGHT_PX } from '@prato/domain'
import * as styles from './landing.css'
import { MapFallback, MapPlaceholder, type MapPlace } from './MapPlaceholder'

import type { MapViewProps } from '@prato/ui/map'
import { carregandoMapa, localizacao } from '@prato/domain/messages'

export type MapSectionProps = {
  latitude: number
  longitude: number
  label: string
  address: string | null
  styleUrl: string | null
  /**
   * Loads the map component only when the box nears the viewport (DESIGN §7: the map is never in the first
   * load); MapView then loads MapLibre itself. `loadMapView` is the app's loader; stories pass their own.
   */
  loadMap?: () => Promise<ComponentType<MapViewProps>>
}

class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * The map box of the landing: MapView loads when the box nears the viewport. The landing itself loads this module
 * lazily too, with the same placeholder as its fallback, so none of this is in the first load (DESIGN §7).
 */
export function MapSection({
  latitude,
  longitude,
  label,
  address,
  styleUrl,
  loadMap,
}: MapSectionProps) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!loadMap || !box.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [loadMap])
  const LazyMap = useMemo(
    () => (loadMap ? lazy(async () => ({ default: await loadMap() })) : null),
    [loadMap],
  )
  const place: MapPlace = { text: address ?? label, latitude, longitude }
  const fallback = <MapFallback place={place} />
  return (
    <MapPlaceholder place={place} boxRef={box}>
      {near && LazyMap ? (
        <MapErrorBoundary fallback={fallback}>
          <Suspense fallback={<div className={styles.mapFallback}>{carregandoMapa}</div>}>
            <LazyMap
              latitude={latitude}
              longitude={longitude}
              height={MAP_HEIGHT_PX}
              label={`${localizacao}: ${label}`}
              markerLabel={address ?? label}
              styleUrl={styleUrl ?? undefined}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : null}
    </MapPlaceholder>
  )
}

/** The app's map loader: `@prato/ui/map` in its own chunk (MapLibre stays behind a second lazy import in it). */
export const loadMapView = (): Promise<ComponentType<MapViewProps>> =>
  import('@prato/ui/map').then((m) => m.MapView)

/** The landing's map section, with the app's map loader. */
export function LandingMap(props: Omit<MapSectionProps, 'loadMap'>) {
  return <MapSection {...props} loadMap={loadMapView} />
}
