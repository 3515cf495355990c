import { useLabels } from '../../lib/labels'
import * as styles from './landing.css'

/** The default tenant's page (000 §1 "gets a generic layout and no company lookup is made"). */
export function GenericLanding() {
  const labels = useLabels()
  return (
    <section className={styles.section}>
      <h1 className={styles.name}>{labels.nomeProdutoPadrao}</h1>
    </section>
  )
}
