import { Accordion } from '@prato/ui'
import type { FaqItem } from '../../lib/directory-api'

/**
 * "One item open at a time; clicking the open item closes it" (002 §4): @prato/ui's Accordion as a named
 * `<details>` group, which the browser runs with or without JavaScript.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) return null
  return (
    <Accordion
      group="faq"
      headingLevel={3}
      items={items.map((item, index) => ({
        id: String(index),
        title: item.pergunta,
        content: <p>{item.resposta}</p>,
      }))}
    />
  )
}
