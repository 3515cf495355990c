import { informacoesDaSemana, musicaAoVivo } from '@prato/domain/messages'
import { Carousel } from '@prato/ui'
import * as styles from './landing.css'

/** 000 §3 "Weekly information": diaSemanaNome, texto, flgMusicaAoVivo, imagemUrl (already through the allowlist). */
export type WeeklyItem = {
  diaSemanaNome: string
  texto: string
  flgMusicaAoVivo: boolean
  imagemUrl: string | null
}

/**
 * 'Informações da Semana' (000 §2) on @prato/ui's Carousel: hidden when the list is empty; "It loops and
 * autoplays, with 1 item below 600 px, 3 from 600 px and 4 from 1000 px." Every day is in the server's HTML.
 */
export function WeeklyCarousel({ items }: { items: WeeklyItem[] }) {
  if (items.length === 0) return null
  return (
    <div className={styles.section}>
      <Carousel
        title={informacoesDaSemana}
        items={items.map((item, index) => (
          <div key={`${item.diaSemanaNome}-${index}`} className={styles.weeklyItem}>
            {item.imagemUrl ? (
              <img
                className={styles.weeklyImage}
                src={item.imagemUrl}
                alt=""
                width={320}
                height={240}
                loading="lazy"
              />
            ) : null}
            <p className={styles.weeklyDay}>{item.diaSemanaNome}</p>
            <p className={styles.weeklyText}>{item.texto}</p>
            {item.flgMusicaAoVivo ? <span className={styles.tag}>{musicaAoVivo}</span> : null}
          </div>
        ))}
      />
    </div>
  )
}
