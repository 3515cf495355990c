import type { LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { cardapio } from '@prato/domain/messages'
import { Suspense } from 'react'
import { clientLazy, useNonce } from '@prato/web-server'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { withoutDialog } from '#app/components/dialogs'
import { MenuCards } from '#app/features/menu/MenuCatalogue'
import { SearchStatus } from '#app/features/menu/SearchStatus'
import { renderMenuCatalogue } from '#app/features/menu/menu-catalogue.server'
import { menuOf, menuPayload } from '#app/features/menu/menu-payload'
import { loadMenu, menuFailure } from '#app/features/menu/menu.server'
import { menuJsonLdText, menuMeta } from '#app/features/menu/menu-view'
import { useMenuFilter } from '#app/features/menu/useMenuFilter'
import * as pageStyles from '#app/components/page.css'
import * as styles from '#app/features/menu/menu.css'
import { getStorefrontContext } from '#app/lib/context.server'
import { getUser } from '#app/lib/session.server'
import type { SharedPageHandle } from '#app/lib/page-cache.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The delivery menu (001 §2): /{tenant}/delivery and /{tenant}/cardapio (pdvId 3) — the day suggestions, the
 * groups with their categories and product counts, the product cards, and the search. A product opens as the
 * `produto` dialog over this page.
 */

// The search form, the chip row of groups and the bottom bar: the page's island, rendered in full by the server and
// each in its own <Suspense>, so the server's HTML stays — and works as plain links and GET forms — until it arrives.
const MenuSearch = clientLazy(() =>
  import('./$tenant.delivery.lazy').then((m) => m.default.MenuSearch),
)
const GroupChips = clientLazy(() =>
  import('./$tenant.delivery.lazy').then((m) => m.default.GroupChips),
)
const CartBottomBar = clientLazy(() =>
  import('./$tenant.delivery.lazy').then((m) => m.default.CartBottomBar),
)

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
  const busca = (url.searchParams.get('busca') ?? '').slice(0, 100)
  // the cards every diner gets alike, rendered once per menu view (docs/decisions/0033)
  renderMenuCatalogue(menu, busca, withoutDialog(`${url.pathname}${url.search}`), true)
  return {
    // one string shared by every diner, not 320 products for turbo-stream to flatten again (menu-payload.ts)
    menu: menuPayload(menu),
    busca,
    // schema.org's menu is for search engines, which never log in: a logged-in diner's page leaves its 84 KB out
    structuredData:
      getUser(ctx.session) === null
        ? { restaurant: name, pageUrl: `${url.origin}${url.pathname}` }
        : null,
  }
}

/** The menu is the same for every dialog opened over it: only a new search without JavaScript reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get('busca') !== nextUrl.searchParams.get('busca')

export default function DeliveryMenu() {
  const data = useLoaderData<typeof loader>()
  const { busca, structuredData } = data
  const menu = menuOf(data.menu)
  const location = useLocation()
  const nonce = useNonce()
  const { query, setQuery, shownQuery, groups, hits } = useMenuFilter(menu, busca)
  return (
    <main className={pageStyles.page}>
      {structuredData ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: menuJsonLdText(menu, structuredData.restaurant, structuredData.pageUrl),
          }}
        />
      ) : null}
      <h1 className={pageStyles.title}>{cardapio}</h1>
      <Suspense>
        <MenuSearch action={location.pathname} query={query} onQuery={setQuery} />
      </Suspense>
      <SearchStatus hits={hits} />
      {hits === null ? (
        <div className={styles.onlyMobile}>
          <Suspense>
            <GroupChips groups={menu.groups} />
          </Suspense>
        </div>
      ) : null}
      <MenuCards
        menu={menu}
        groups={groups}
        query={shownQuery}
        base={withoutDialog(`${location.pathname}${location.search}`)}
        pdvId={menu.pdvId}
        suggestions={menu.suggestions}
      />
      <Suspense>
        <CartBottomBar />
      </Suspense>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    delivery: true
  }
}
