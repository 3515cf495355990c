import type { RouteHandle } from '#app/lib/route-handle'
import { detalhesProduto } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref, safeRedirectTo, screenHref } from '#app/components/dialogs'
import { readForm } from '#app/components/forms.server'
import { Screen, useScreenData, useScreenPlace } from '#app/components/screen'
import { ProductView } from '#app/features/menu/ProductView'
import { menuFailure } from '#app/features/menu/menu.server'
import type { ProductScreenData } from '#app/features/menu/product-view'
import { screenPath } from '#app/components/screens'
import type { CartReply } from '#app/lib/cart'
import {
  cartAnswerStatus,
  loadProduct,
  readId,
  readPdv,
  selectionOfLine,
  shopOpenFor,
} from '#app/lib/cart.server'
import { getStorefrontContext } from '#app/lib/context.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The product view (001 §5 "Adding a product"): /{tenant}/produto?id=&pdv= as its own page (before JavaScript,
 * deep links), and the `?dialog=produto` dialog over a menu. Its action adds to the cart (`ctx.cart.add`): back to
 * the menu with 'Produto adicionado', or the refusal drawn by this view — in place with JavaScript, as this page
 * without it.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

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
    ? ctx.cart.get().items.find((item) => item.uuid === uuid && item.produtoId === id)
    : undefined
  return {
    product,
    pdvId,
    shopOpen,
    line: line ? { uuid: line.uuid, selection: selectionOfLine(line) } : null,
  }
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  const form = await readForm(args.request)
  const answer = await ctx.cart.add(form)
  const headers = await ctx.commit()
  if (answer.errors.length > 0) {
    const reply: CartReply = { errors: answer.errors, alert: null }
    return data(reply, { status: cartAnswerStatus(answer), headers })
  }
  const backTo =
    safeRedirectTo(form.get('redirectTo'), new URL(args.request.url).origin) ??
    screenPath(ctx.tenant.slug, 'delivery')
  // 'Não' to the cart-mode question adds nothing and says nothing
  return answer.alert
    ? redirectWithToast(backTo, { type: 'success', description: answer.alert.message }, { headers })
    : redirect(backTo, { headers })
}

export default function ProductScreen() {
  const data = useScreenData<typeof loader>()
  const answer = useActionData<typeof action>()
  const place = useScreenPlace()
  const menuPath = screenPath(place.tenant, data.pdvId === 3 ? 'delivery' : 'menu')
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
        // the page with this view's query answers a post without JavaScript, and keeps where the diner goes back to
        action={screenHref(
          place.tenant,
          'produto',
          { id: data.product.id, pdv: data.pdvId, linha: data.line?.uuid },
          backTo,
        )}
        answer={place.via === 'page' ? (answer ?? null) : null}
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

export const handle = {
  // the product view over a menu (`pdv` 3 delivery, 1 table); `linha` is the cart line being edited
  dialog: {
    name: 'produto',
    access: 'anyone',
    size: 'large',
    title: detalhesProduto,
    params: ['id', 'pdv', 'linha'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    produto: true
  }
}
