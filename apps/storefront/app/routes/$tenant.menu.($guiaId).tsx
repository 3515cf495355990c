import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { accountCodeSchema } from '@prato/domain'
import { clientLazy } from '@prato/web-server'
import { cardapio, indiceCardapio, mostrarBusca } from '@prato/domain/messages'
import { Suspense, useMemo, useState } from 'react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { withoutDialog } from '#app/components/dialogs'
import { readForm, reply } from '#app/components/forms.server'
import { requestTabAccess } from '#app/features/table/table.server'
import { readId } from '#app/lib/cart.server'
import { MenuCards } from '#app/features/menu/MenuCatalogue'
import { MenuIndex } from '#app/features/menu/MenuSections'
import { SearchStatus } from '#app/features/menu/SearchStatus'
import { renderMenuCatalogue } from '#app/features/menu/menu-catalogue.server'
import { menuOf, menuPayload } from '#app/features/menu/menu-payload'
import { loadGuides, loadMenu, menuFailure } from '#app/features/menu/menu.server'
import { menuMeta } from '#app/features/menu/menu-view'
import * as pageStyles from '#app/components/page.css'
import * as styles from '#app/features/menu/menu.css'
import { useMenuFilter } from '#app/features/menu/useMenuFilter'
import { screenPath } from '#app/components/screens'
import { LoyaltyBalanceCard } from '#app/features/loyalty/LoyaltyBalanceCard'
import { loadLoyaltyBalance } from '#app/features/loyalty/loyalty.server'
import { getStorefrontContext } from '#app/lib/context.server'
import type { SharedPageHandle } from '#app/lib/page-cache.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The table menu (001 §2): /{tenant}/menu and /{tenant}/menu/{guiaId} (pdvId 1). The guide select ('Cardápio
 * Completo' and the restaurant's guides), the drawer index of groups and categories, on desktop a sticky filter
 * bar (guide, category autocomplete, search) with the index beside the menu, below 768 px a chip row of groups,
 * a search toggle and the drawer. The side column and the drawer hold 'Acompanhe sua conta' (this route's action,
 * 002 §2); the loyalty balance goes beside it.
 */

// The guide select, the category autocomplete, the drawer index, 'Acompanhe sua conta', the search form, the chip
// row and the bottom bar: the page's island, rendered in full by the server, its code loaded after the first paint
// — a GET form and anchor links meanwhile.
const GuideSelect = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.GuideSelect),
)
const CategoryFilter = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.CategoryFilter),
)
const IndexDrawer = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.IndexDrawer),
)
const AccountAccess = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.AccountAccess),
)
const MenuSearch = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.MenuSearch),
)
const GroupChips = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.GroupChips),
)
const CartBottomBar = clientLazy(() =>
  import('./$tenant.menu.($guiaId).lazy').then((m) => m.default.CartBottomBar),
)

export const handle: SharedPageHandle = { sharedWithAnonymousVisitors: true }

export const meta = menuMeta

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const url = new URL(args.request.url)
  const menuPath = screenPath(ctx.tenant.slug, 'menu')
  // a guide chosen without JavaScript: the select's GET form
  const chosen = url.searchParams.get('guia')
  if (chosen !== null) {
    const id = readId(chosen)
    throw redirect(id === null ? menuPath : `${menuPath}/${id}`)
  }
  const guiaId = args.params.guiaId === undefined ? null : readId(args.params.guiaId)
  if (args.params.guiaId !== undefined && guiaId === null)
    throw new Response('Not Found', { status: 404 })
  const view = await requireTenantView(ctx, args.request)
  const [guides, menu, loyalty] = await Promise.all([
    loadGuides(ctx),
    loadMenu(ctx, 1, guiaId),
    loadLoyaltyBalance(ctx, view),
  ]).catch(async (error: unknown) => {
    throw await menuFailure(ctx, args.request, error)
  })
  if (guiaId !== null && !guides.some((g) => g.id === guiaId))
    throw new Response('Not Found', { status: 404 })
  const busca = (url.searchParams.get('busca') ?? '').slice(0, 100)
  // the cards every diner gets alike, rendered once per menu view (docs/decisions/0033)
  renderMenuCatalogue(menu, busca, withoutDialog(`${url.pathname}${url.search}`), false)
  // one string shared by every diner, not 320 products for turbo-stream to flatten again (menu-payload.ts)
  return {
    menu: menuPayload(menu),
    guides,
    guiaId,
    menuPath,
    busca,
    loyalty,
    loyaltyPath: screenPath(ctx.tenant.slug, 'fidelidade'),
  }
}

/**
 * 'Acompanhe sua conta' (002 §2, §4 "Tab access"): the account code asks for the tab (solicitar-saida); the tab
 * page when it is granted, else the failure beside the box ('Conta não encontrada, tente novamente', 'Quantidade
 * de acompanhamento excedida' or the server's message).
 */
export async function action(args: ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  const form = await readForm(args.request)
  if (form.get('intent') !== 'acompanhar') throw new Response('Bad Request', { status: 400 })
  const submission = parseWithZod(form, { schema: accountCodeSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const access = await requestTabAccess(ctx, submission.value.codigo)
  if (!access.ok)
    return reply(
      { result: submission.reply(), alert: { tone: 'danger', message: access.message } },
      400,
      await ctx.commit(),
    )
  return redirect(access.path, { headers: await ctx.commit() })
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get('busca') !== nextUrl.searchParams.get('busca')

export default function TableMenu() {
  const data = useLoaderData<typeof loader>()
  const { guides, guiaId, menuPath, busca, loyalty, loyaltyPath } = data
  const menu = menuOf(data.menu)
  const location = useLocation()
  const { query, setQuery, categoryId, setCategoryId, shownQuery, groups, hits } = useMenuFilter(
    menu,
    busca,
  )
  const [indexOpen, setIndexOpen] = useState(false)
  const answer = useActionData<typeof action>() ?? null
  const here = `${location.pathname}${location.search}`
  // What a category or a search does not change, made once per menu, page and answer: choosing a category or typing
  // renders only the filter, the status line and the cards (issue 23: a tap painted within 100 ms on a slow phone —
  // the account forms, the drawer, the chips and the index rendered again behind each one cost 30–40 ms at 4× CPU)
  const unfiltered = useMemo(
    () => ({
      guides:
        guides.length > 0 ? (
          <Suspense>
            <GuideSelect
              action={menuPath}
              guides={guides}
              guiaId={guiaId}
              hrefOf={(id) => (id === null ? menuPath : `${menuPath}/${id}`)}
            />
          </Suspense>
        ) : null,
      chips: (
        <Suspense>
          <GroupChips groups={menu.groups} />
        </Suspense>
      ),
      drawer: (
        <Suspense>
          <IndexDrawer groups={menu.groups} open={indexOpen} onOpenChange={setIndexOpen}>
            <Suspense>
              <AccountAccess id="conta-gaveta" action={here} answer={answer} />
            </Suspense>
          </IndexDrawer>
        </Suspense>
      ),
      aside: (
        <aside className={styles.aside} aria-label={indiceCardapio}>
          <MenuIndex groups={menu.groups} />
          <Suspense>
            <AccountAccess id="conta-lateral" action={here} answer={answer} />
          </Suspense>
        </aside>
      ),
      loyalty: loyalty ? <LoyaltyBalanceCard balance={loyalty} href={loyaltyPath} /> : null,
      bottomBar: (
        <Suspense>
          <CartBottomBar />
        </Suspense>
      ),
    }),
    [guides, guiaId, menuPath, menu, indexOpen, here, answer, loyalty, loyaltyPath],
  )
  return (
    <main className={pageStyles.page}>
      <h1 className={pageStyles.title}>{cardapio}</h1>
      <div className={styles.filterBar}>
        {unfiltered.guides}
        <div className={styles.onlyDesktop}>
          <Suspense>
            <CategoryFilter
              groups={menu.groups}
              categoryId={categoryId}
              onCategory={setCategoryId}
            />
          </Suspense>
        </div>
        <div className={styles.onlyDesktop}>
          <Suspense>
            <MenuSearch action={location.pathname} query={query} onQuery={setQuery} />
          </Suspense>
        </div>
      </div>
      <div className={styles.onlyMobile}>
        <div className={styles.mobileTools}>
          {unfiltered.chips}
          {unfiltered.drawer}
          {/* the search toggle: a native disclosure, so it opens without JavaScript and shifts nothing */}
          <details className={styles.searchToggle} open={busca ? true : undefined}>
            <summary>{mostrarBusca}</summary>
            <Suspense>
              <MenuSearch
                id="busca-mobile"
                action={location.pathname}
                query={query}
                onQuery={setQuery}
              />
            </Suspense>
          </details>
        </div>
      </div>
      <SearchStatus hits={hits} />
      <div className={styles.layout}>
        {unfiltered.aside}
        <div className={styles.content}>
          {unfiltered.loyalty}
          <MenuCards
            menu={menu}
            groups={groups}
            query={shownQuery}
            base={withoutDialog(`${location.pathname}${location.search}`)}
            pdvId={menu.pdvId}
          />
        </div>
      </div>
      {unfiltered.bottomBar}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    menu: true
  }
}
