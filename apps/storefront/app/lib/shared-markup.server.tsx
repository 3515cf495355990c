import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { rememberSharedMarkup, sharedMarkupOf } from '#app/components/shared-markup'

/**
 * Renders `element` once for `source` and `variant` (see `#app/components/shared-markup`): called by a loader, so
 * that the page's `<SharedMarkup source variant>{element}</SharedMarkup>` writes these bytes instead of rendering
 * the element again for each diner. `element` must be exactly the children the page gives `SharedMarkup` on the
 * server; it may not read the router (no Remix `Link`: plain anchors), and it renders outside the page's providers.
 */
export function renderSharedMarkup(source: object, variant: string, element: () => ReactElement) {
  if (sharedMarkupOf(source, variant) === undefined)
    rememberSharedMarkup(source, variant, renderToString(element()))
}
