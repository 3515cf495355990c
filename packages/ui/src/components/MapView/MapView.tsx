import { verNoMapa } from '@prato/domain/messages'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { vars } from '../../theme'
import type { OfflineStyleColors } from './offlineStyle'
import * as styles from './MapView.css'
import { PinIcon } from './PinIcon'

// MapLibre is about 470 KB with its worker and CSS: it is fetched only when the box comes into view.
const VenueMap = lazy(() => import('./VenueMap'))

export interface MapViewProps {
  latitude: number
  longitude: number
  /** Fixed height in CSS pixels, reserved before the map loads ("The map is 680 high" on the landing). */
  height?: number
  zoom?: number
  /** A MapLibre style URL for real streets; by default an offline style (background and the venue). */
  styleUrl?: string
  /** Names the map region, e.g. 'Mapa: Bella Napoli'. */
  label: string
  /** Names the marker, e.g. the venue's address. */
  markerLabel?: string
  /** The link offered when the map cannot be drawn (no WebGL). */
  openLabel?: string
}

function supportsWebGL(): boolean {
  if (typeof window === 'undefined' || typeof WebGLRenderingContext === 'undefined') return false
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/** The value of a contract variable (`var(--x)`) as computed on an element: MapLibre needs real colours. */
function resolveVar(element: Element, cssVar: string): string {
  const name = /var\((--[^),]+)/.exec(cssVar)?.[1]
  return (name && getComputedStyle(element).getPropertyValue(name).trim()) || ''
}

type Stage = 'waiting' | 'map' | 'static'

/**
 * The venue on a map, in a box of fixed height. Nothing heavy loads until the box scrolls into view; then MapLibre
 * is imported and drawn with an offline style (or `styleUrl`). Without WebGL the box shows the venue as a pin
 * with a link to OpenStreetMap. Import it from `@prato/ui/map`.
 */
export function MapView({
  latitude,
  longitude,
  height = 680,
  zoom = 15,
  styleUrl,
  label,
  markerLabel = label,
  openLabel = verNoMapa,
}: MapViewProps) {
  const box = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Stage>('waiting')
  const [colors, setColors] = useState<OfflineStyleColors>({ background: '', halo: '' })

  useEffect(() => {
    const element = box.current
    if (!element) return
    const start = () => {
      setColors({
        background: resolveVar(element, vars.color.surfaceSunken) || 'transparent',
        halo: resolveVar(element, vars.color.brandSoft) || 'transparent',
      })
      setStage(supportsWebGL() ? 'map' : 'static')
    }
    if (typeof IntersectionObserver === 'undefined') {
      start()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          start()
        }
      },
      // Start loading a little before the box is visible.
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
  const staticView = (
    <div className={styles.fallback}>
      <span className={styles.pin}>
        <PinIcon size={44} />
      </span>
      <span>{markerLabel}</span>
      <a className={styles.link} href={osm} target="_blank" rel="noopener noreferrer">
        {openLabel}
      </a>
    </div>
  )

  return (
    <section
      aria-label={label}
      className={styles.box}
      style={{ height }}
      ref={box}
      data-map-stage={stage}
    >
      {stage === 'map' ? (
        <Suspense fallback={null}>
          <div className={styles.fill}>
            <VenueMap
              latitude={latitude}
              longitude={longitude}
              zoom={zoom}
              height={height}
              styleUrl={styleUrl}
              colors={colors}
              label={label}
              markerLabel={markerLabel}
            />
          </div>
        </Suspense>
      ) : null}
      {stage === 'static' ? staticView : null}
    </section>
  )
}
