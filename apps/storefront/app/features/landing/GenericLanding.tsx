import { nomeProdutoPadrao } from '@prato/domain/messages'
import * as styles from './landing.css'

/** The default tenant's page (000 §1 "gets a generic layout and no company lookup is made"). */
export function GenericLanding() {
  return (
    <section className={styles.section}>
      <h1 className={styles.name}>{nomeProdutoPadrao}</h1>
    </section>
  )
}
