import type { ReactNode, Ref } from 'react'
import { sharedMarkupOf } from './shared-markup'
import * as styles from './shared-markup.css'

/**
 * `children`, rendered by the server from the shared markup of `source` and `variant` when it has it (the same
 * bytes React would write for them: `renderSharedMarkup` rendered these very children), and by React in the
 * browser, which hydrates them as if the server had rendered them in place. A `display: contents` box, so the
 * page's layout is the children's own.
 */
export function SharedMarkup({
  source,
  variant,
  children,
  containerRef,
}: {
  source: object
  variant: string
  children: ReactNode
  containerRef?: Ref<HTMLDivElement>
}) {
  const html = typeof document === 'undefined' ? sharedMarkupOf(source, variant) : undefined
  return html === undefined ? (
    <div ref={containerRef} className={styles.contents}>
      {children}
    </div>
  ) : (
    <div className={styles.contents} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
