import type { ReactNode, Ref } from 'react'
import { MAP_HEIGHT_PX } from '@prato/domain'
import * as styles from './landing.css'

/**
 * 000 §2 "The map is 680 high": the box of fixed size the map arrives in, so the page does not move. Without the
 * map (before it loads, without JavaScript, or when it fails) it shows the address as text.
 */
export function MapPlaceholder({
  text,
  boxRef,
  children,
}: {
  text: string
  boxRef?: Ref<HTMLDivElement>
  children?: ReactNode
}) {
  return (
    <div className={styles.section}>
      <div ref={boxRef} className={styles.mapBox} style={{ height: MAP_HEIGHT_PX }} data-map-box="">
        {children ?? <MapFallback text={text} />}
      </div>
    </div>
  )
}

export function MapFallback({ text }: { text: string }) {
  return (
    <div className={styles.mapFallback}>
      <p>{text}</p>
    </div>
  )
}
