import { UNSAFE_RemixContext, useMatches } from '@remix-run/react'
import { useContext } from 'react'
import { useServedDialogRoute } from '#app/lib/tenant-layout'

/**
 * In the document's head: the stylesheets of the dialog the server renders with the page (`?dialog=…`), its route's
 * from Remix's manifest but those the page's own routes link already. A page links no other dialog's styles
 * (tooling/deferred-islands.ts does not hand them to every page), and the dialog it was served with is styled in
 * the first byte, as the page is. A dialog opened later in the browser comes with its styles (its code's import,
 * and the layout's data naming it again).
 */
export function DialogStyles() {
  const route = useServedDialogRoute()
  const manifest = useContext(UNSAFE_RemixContext)?.manifest
  const matches = useMatches()
  if (!route || !manifest) return null
  const linked = new Set(matches.flatMap((match) => manifest.routes[match.id]?.css ?? []))
  return (
    <>
      {(manifest.routes[route]?.css ?? [])
        .filter((href) => !linked.has(href))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
    </>
  )
}
