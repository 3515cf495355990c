import type { LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { cardapio } from '@prato/domain/messages'
import { Suspense, useMemo } from 'react'
import { serializeJsonLd, useNonce } from '@prato/web-server'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref } from '#app/components/dialogs'
import { CartBottomBar } from '#app/features/cart/deferred'
import { DaySuggestions, MenuResults } from '#app/features/menu/MenuSections'
import { GroupChips, MenuSearch } from '#app/features/menu/deferred'
import { SearchStatus } from '#app/features/menu/SearchStatus'
import { loadMenu, menuFailure } from '#app/features/menu/menu.server'
import { menuJsonLd, menuMeta } from '#app/features/menu/menu-view'
import { useMenuFilter } from '#app/features/menu/useMenuFilter'
import * as pageStyles from '#app/components/page.css'
import * as styles from '#app/features/menu/menu.css'
import { getStorefrontContext } from '#app/lib/context.server'
import type { SharedPageHandle } from '#app/lib/page-cache.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The delivery menu (001 §2): /{tenant}/delivery and /{tenant}/cardapio (pdvId 3) — the day suggestions, the
 * groups with their categories and product counts, the product cards, and the search. A product opens as the
 * `produto` dialog over this page.
 */

// Every visitor without cookies gets this page alike: the page cache may keep it a few seconds.
export const handle: SharedPageHandle = { sharedWithAnonymousVisitors: true }

export const meta = menuMeta

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const { name } = await requireTenantView(ctx, args.request)
  const menu = await loadMenu(ctx, 3).catch(async (error: unknown) => {
    throw await menuFailure(ctx, args.request, error)
  })
  const url = new URL(args.request.url)
  return {
    menu,
    busca: (url.searchParams.get('busca') ?? '').slice(0, 100),
    restaurant: name,
    pageUrl: `${url.origin}${url.pathname}`,
  }
}

/** The menu is the same for every dialog opened over it: only a new search without JavaScript reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get('busca') !== nextUrl.searchParams.get('busca')

export default function DeliveryMenu() {
  const { menu, busca, restaurant, pageUrl } = useLoaderData<typeof loader>()
  const jsonLd = useMemo(
    () => serializeJsonLd(menuJsonLd(menu, restaurant, pageUrl)),
    [menu, restaurant, pageUrl],
  )
  const location = useLocation()
  const nonce = useNonce()
  const { query, setQuery, groups, hits } = useMenuFilter(menu, busca)
  const here = `${location.pathname}${location.search}`
  const productHref = (product: { id: number }) =>
    dialogHref(here, 'produto', { id: product.id, pdv: menu.pdvId })
  return (
    <main className={pageStyles.page}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <h1 className={pageStyles.title}>{cardapio}</h1>
      <Suspense>
        <MenuSearch action={location.pathname} query={query} onQuery={setQuery} />
      </Suspense>
      <SearchStatus hits={hits} />
      {hits === null ? (
        <>
          <div className={styles.onlyMobile}>
            <Suspense>
              <GroupChips groups={menu.groups} />
            </Suspense>
          </div>
          <DaySuggestions products={menu.suggestions} productHref={productHref} />
        </>
      ) : null}
      <MenuResults groups={groups} query={query} productHref={productHref} />
      <Suspense>
        <CartBottomBar />
      </Suspense>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
