import type { MenuGroup } from '@prato/domain'
import { PratoProvider } from '@prato/ui'
import { useLocation, useNavigate } from '@remix-run/react'
import { memo, startTransition, useEffect, useRef } from 'react'
import { dialogHref } from '#app/components/dialogs'
import { SharedMarkup } from '#app/components/SharedMarkup'
import { DaySuggestions, MenuResults } from './MenuSections'
import type { MenuProduct, MenuView } from './menu-view'

export type MenuCatalogueProps = {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  /** The search text the groups were filtered by (the empty state names it). */
  query: string
  /** The page without its dialog: every card opens the product view over it. */
  base: string
  pdvId: MenuView['pdvId']
  /** The day suggestions above the groups (the delivery menu), shown while nothing is searched. */
  suggestions?: readonly MenuProduct[]
}

/**
 * A menu's product cards: a pure function of its props (memoised, so opening a product over the menu, which changes
 * the URL but not `base`, does not render 320 cards again), written as plain anchors — one click handler on the
 * page (`MenuCards`) navigates for all of them, where 320 router links would each subscribe to the router and
 * resolve their path on every render.
 */
export const MenuCatalogue = memo(function MenuCatalogue({
  groups,
  query,
  base,
  pdvId,
  suggestions,
}: MenuCatalogueProps) {
  const productHref = (product: { id: number }) =>
    dialogHref(base, 'produto', { id: product.id, pdv: pdvId })
  return (
    <PratoProvider>
      {suggestions && !query.trim() ? (
        <DaySuggestions products={suggestions} productHref={productHref} />
      ) : null}
      <MenuResults groups={groups} query={query} productHref={productHref} />
    </PratoProvider>
  )
})

/** Runs `work` once the browser has painted the frame after this task (the frame's callback, then a new task). */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0))
}

/**
 * The cards on a menu page: from the markup the loader rendered once for every diner (`renderMenuCatalogue`) on
 * the server, hydrated and kept by React in the browser, where a left click on a card's link navigates on the
 * client as a router link would (in a transition, as React Router's `v7_startTransition` does).
 *
 * The tap paints first: the card is marked as opening (`aria-busy`, a ring drawn by `@prato/ui`'s card) and the
 * navigation starts once that frame is on screen. The router's own work for a navigation (matching the route table,
 * starting the product's fetch, the transition's first render) is 40–50 ms at 4× CPU slowdown; run inside the click,
 * it held the tap's paint past 100 ms on a slow phone (issue 23).
 */
export function MenuCards({ menu, ...props }: MenuCatalogueProps & { menu: MenuView }) {
  const box = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const opening = useRef<Element | null>(null)
  const { key } = useLocation()
  useEffect(() => {
    // the product view is on screen (or the navigation went elsewhere): the card is no longer opening
    opening.current?.removeAttribute('aria-busy')
    opening.current = null
  }, [key])
  useEffect(() => {
    const element = box.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      event.preventDefault()
      opening.current?.removeAttribute('aria-busy')
      opening.current = link
      link.setAttribute('aria-busy', 'true')
      afterNextPaint(() =>
        // a transition: the page behind the product view renders without blocking the view
        startTransition(() => navigate(`${url.pathname}${url.search}${url.hash}`)),
      )
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate])
  return (
    <SharedMarkup source={menu} variant={props.base} containerRef={box}>
      <MenuCatalogue {...props} />
    </SharedMarkup>
  )
}
