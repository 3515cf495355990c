import type { FaqItem } from '../../lib/directory-api'
import * as css from './partner.css'

/**
 * "One item open at a time; clicking the open item closes it" (002 §4): `<details>` sharing a `name` form an
 * exclusive group in every current browser, with or without JavaScript, so no script is needed.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) return null
  return (
    <div>
      {items.map((item, index) => (
        <details key={index} name="faq" className={css.faqItem}>
          <summary className={css.faqQuestion}>{item.pergunta}</summary>
          <p className={css.faqAnswer}>{item.resposta}</p>
        </details>
      ))}
    </div>
  )
}
