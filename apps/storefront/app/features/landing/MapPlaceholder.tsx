import type { ReactNode, Ref } from 'react'
import { MAP_HEIGHT_PX } from '@prato/domain'
import { comoChegar } from '@prato/domain/messages'
import * as styles from './landing.css'

export type MapPlace = {
  /** The address as one line (or the restaurant's name when it has none). */
  text: string
  latitude: number
  longitude: number
}

/**
 * Directions to the restaurant in the diner's own map app. Google's universal directions URL opens the Maps app
 * on a phone that has it (Android and iOS) and the web page elsewhere; it needs no key and no script.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
}

/**
 * 000 §2 "The map is 680 high": the box of fixed size the map arrives in, so the page does not move. Without a
 * map (no map style configured, before it loads, without JavaScript, or when it fails) it is a card with the
 * address and 'Como chegar'.
 */
export function MapPlaceholder({
  place,
  boxRef,
  children,
}: {
  place: MapPlace
  boxRef?: Ref<HTMLDivElement>
  children?: ReactNode
}) {
  return (
    <div className={styles.section}>
      <div ref={boxRef} className={styles.mapBox} style={{ height: MAP_HEIGHT_PX }} data-map-box="">
        {children ?? <MapFallback place={place} />}
      </div>
    </div>
  )
}

export function MapFallback({ place }: { place: MapPlace }) {
  return (
    <div className={styles.mapFallback}>
      <p>{place.text}</p>
      <a
        className={styles.mapDirections}
        href={directionsUrl(place.latitude, place.longitude)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {comoChegar}
      </a>
    </div>
  )
}
