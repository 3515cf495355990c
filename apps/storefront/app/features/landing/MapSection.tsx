import { Component, Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { MAP_HEIGHT_PX } from '../../lib/domain'
import { appMessages } from '../../lib/app-messages'
import * as styles from './landing.css'

export type MapViewProps = {
  latitude: number
  longitude: number
  height: number
  label: string
  styleUrl?: string | null
}

export type MapSectionProps = {
  latitude: number
  longitude: number
  label: string
  address: string | null
  styleUrl: string | null
  /** Loads the map component (MapLibre, ~470 KB) only when the box scrolls into view (DESIGN §7). */
  loadMap?: () => Promise<ComponentType<MapViewProps>>
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** 000 §2 "The map is 680 high": a box of fixed size, so the page does not move when the map arrives. */
export function MapSection({ latitude, longitude, label, address, styleUrl, loadMap }: MapSectionProps) {
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
  const LazyMap = useMemo(() => (loadMap ? lazy(async () => ({ default: await loadMap() })) : null), [loadMap])
  const fallback = (
    <div className={styles.mapFallback}>
      <p>{address ?? label}</p>
    </div>
  )
  return (
    <section className={styles.section} aria-label={appMessages.localizacao}>
      <div ref={box} className={styles.mapBox} style={{ height: MAP_HEIGHT_PX }}>
        {near && LazyMap ? (
          <MapErrorBoundary fallback={fallback}>
            <Suspense fallback={<div className={styles.mapFallback}>{appMessages.carregandoMapa}</div>}>
              <LazyMap latitude={latitude} longitude={longitude} height={MAP_HEIGHT_PX} label={label} styleUrl={styleUrl} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          fallback
        )}
      </div>
    </section>
  )
}
