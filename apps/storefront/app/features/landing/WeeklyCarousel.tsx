import { useLabels } from '../../lib/labels'
import { appMessages } from '../../lib/app-messages'
import * as styles from './landing.css'

/** 000 §3 "Weekly information": diaSemanaNome, texto, flgMusicaAoVivo, imagemUrl (already through the allowlist). */
export type WeeklyItem = { diaSemanaNome: string; texto: string; flgMusicaAoVivo: boolean; imagemUrl: string | null }

/**
 * 'Informações da Semana' (000 §2): hidden when the list is empty; 1 item below 600 px, 3 from 600 px, 4 from
 * 1000 px, as a scroll-snapping strip that works without JavaScript.
 */
export function WeeklyCarousel({ items }: { items: WeeklyItem[] }) {
  const labels = useLabels()
  if (items.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="informacoes-semana">
      <h2 id="informacoes-semana" className={styles.sectionTitle}>
        {labels.informacoesDaSemana}
      </h2>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={styles.weekly} tabIndex={0} aria-label={labels.informacoesDaSemana}>
        {items.map((item, index) => (
          <li key={`${item.diaSemanaNome}-${index}`} className={styles.weeklyItem}>
            {item.imagemUrl ? (
              <img className={styles.weeklyImage} src={item.imagemUrl} alt="" width={320} height={240} loading="lazy" />
            ) : null}
            <p className={styles.weeklyDay}>{item.diaSemanaNome}</p>
            <p className={styles.weeklyText}>{item.texto}</p>
            {item.flgMusicaAoVivo ? <span className={styles.tag}>{appMessages.musicaAoVivo}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
