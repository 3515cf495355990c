import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { tenantPath } from '@prato/domain'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { DIALOGS, dialogHref, screenHref } from '#app/components/dialogs'
import { Screen, useScreenData, useScreenPlace } from '#app/components/screen'
import {
  currentCart,
  loadProduct,
  readId,
  readPdv,
  selectionOfLine,
  shopOpenFor,
} from '#app/features/cart/cart.server'
import { ProductView } from '#app/features/menu/ProductView'
import { menuFailure } from '#app/features/menu/menu.server'
import type { ProductScreenData } from '#app/features/menu/product-view'
import { TENANT_SCREENS } from '#app/features/shell/screens'
import { getStorefrontContext } from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The product view (001 §5 "Adding a product"): /{tenant}/produto?id=&pdv= as its own page (before JavaScript,
 * deep links), and the `?dialog=produto` dialog over a menu. Its form posts to the cart's action.
 */
export const meta: MetaFunction = () => [{ title: DIALOGS.produto.title }]

export async function loader(args: LoaderFunctionArgs): Promise<ProductScreenData> {
  const ctx = await getStorefrontContext(args)
  const query = new URL(args.request.url).searchParams
  const id = readId(query.get('id'))
  const pdvId = readPdv(query.get('pdv') ?? '3')
  if (id === null || pdvId === null) throw new Response('Not Found', { status: 404 })
  const shopOpen = shopOpenFor(await requireTenantView(ctx, args.request), pdvId)
  const product = await loadProduct(ctx, id, pdvId).catch(async (error: unknown) => {
    throw await menuFailure(ctx, args.request, error)
  })
  if (!product) throw new Response('Not Found', { status: 404 })
  const uuid = query.get('linha')
  const line = uuid
    ? currentCart(ctx).items.find((item) => item.uuid === uuid && item.produtoId === id)
    : undefined
  return {
    product,
    pdvId,
    shopOpen,
    line: line ? { uuid: line.uuid, selection: selectionOfLine(line) } : null,
  }
}

export default function ProductScreen() {
  const data = useScreenData<typeof loader>()
  const place = useScreenPlace()
  const menuPath = tenantPath(
    place.tenant,
    data.pdvId === 3 ? TENANT_SCREENS.delivery : TENANT_SCREENS.menu,
  )
  const backTo = place.via === 'dialog' ? place.closeHref : (place.redirectTo ?? menuPath)
  // after logging in, the diner comes back to this very product
  const loginHref =
    place.via === 'dialog'
      ? dialogHref(place.here, 'login', { redirectTo: place.here })
      : screenHref(place.tenant, 'login', undefined, place.here)
  // 'Continuar sem cadastro': the offline customer's form, and back to this product after it
  const offlineHref =
    place.via === 'dialog'
      ? dialogHref(place.here, 'informacoes-basicas', { redirectTo: place.here })
      : screenHref(place.tenant, 'informacoes-basicas', undefined, place.here)
  return (
    <Screen name="produto">
      <ProductView
        {...data}
        cartAction={tenantPath(place.tenant, TENANT_SCREENS.carrinho)}
        backTo={backTo}
        loginHref={loginHref}
        offlineHref={offlineHref}
        otherHref={place.closeHref}
      />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
