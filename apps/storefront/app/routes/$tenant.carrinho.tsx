import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { Suspense } from 'react'
import { removeCartItem, setCartItemQuantity, setCartVoucher, tenantPath } from '@prato/domain'
import {
  carrinhoPedidoInvalido,
  operacaoFalhou,
  produtoAdicionado,
  seuCarrinho,
} from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { AlertBox } from '#app/components/AlertBox'
import { readForm } from '#app/components/forms.server'
import { dialogHref, safeRedirectTo, screenHref } from '#app/components/dialogs'
import { CartBottomBar } from '#app/features/cart/deferred'
import { CartLines } from '#app/features/cart/CartLines'
import { ChosenDeliveryPoint } from '#app/features/checkout/ChosenDeliveryPoint'
import { OrderSummary } from '#app/features/checkout/OrderSummary'
import { findVoucher } from '#app/features/checkout/voucher.server'
import {
  addProductToCart,
  currentCart,
  readLine,
  readQuantity,
} from '#app/features/cart/cart.server'
import * as styles from '#app/features/menu/menu.css'
import { ProductView } from '#app/features/menu/ProductView'
import { TENANT_SCREENS } from '#app/features/shell/screens'
import { getStorefrontContext } from '#app/lib/context.server'
import { clearCart, getDeliveryPoint, setCart } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { redirectWithToast } from '#app/lib/toast.server'

/**
 * The cart (001 §2): /{tenant}/carrinho and /{tenant}/carrinho-delivery. Its action is the one place the cart
 * changes — `intent` adicionar (the product view's form: add, or replace the line with the same uuid),
 * quantidade, remover, limpar. The cart lives in the server-side session, per tenant, for an hour; no price or
 * total is ever read from the browser.
 */
export const meta: MetaFunction = () => [{ title: seuCarrinho }]

async function cartRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  return { ctx, view: await requireTenantView(ctx, args.request) }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await cartRequest(args)
  const cart = currentCart(ctx)
  return data(
    {
      items: cart.items,
      mode: cart.origem,
      voucher: cart.voucher,
      pontoEntrega: getDeliveryPoint(ctx.session, ctx.tenant.slug),
    },
    { headers: await ctx.commit() },
  )
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, view } = await cartRequest(args)
  const form = await readForm(args.request)
  const tenant = ctx.tenant.slug
  const cartPath = tenantPath(tenant, TENANT_SCREENS.carrinho)
  const origin = new URL(args.request.url).origin
  // a fetcher of this page asks for an answer in place; a plain form post gets the page again (post/redirect/get)
  const done = async () =>
    form.get('via') === 'fetcher'
      ? data({ ok: true as const }, { headers: await ctx.commit() })
      : redirect(cartPath, { headers: await ctx.commit() })
  const malformed = () => data({ alert: carrinhoPedidoInvalido }, { status: 400 })

  switch (form.get('intent')) {
    case 'adicionar': {
      const backTo =
        safeRedirectTo(form.get('redirectTo'), origin) ??
        tenantPath(tenant, TENANT_SCREENS.delivery)
      const outcome = await addProductToCart(ctx, view, form)
      switch (outcome.status) {
        case 'added':
          return redirectWithToast(
            backTo,
            { type: 'success', description: produtoAdicionado },
            { headers: await ctx.commit() },
          )
        case 'kept':
          return redirect(backTo)
        case 'malformed':
          return malformed()
        case 'answer': {
          const status =
            outcome.feedback.status === 'login'
              ? 401
              : outcome.feedback.status === 'conflict'
                ? 409
                : 400
          return data(
            { feedback: outcome.feedback, screen: outcome.screen, backTo },
            { status, headers: await ctx.commit() },
          )
        }
      }
      break
    }
    case 'quantidade': {
      const cart = currentCart(ctx)
      const line = readLine(cart, form.get('uuid'))
      const quantidade = readQuantity(form.get('quantidade'))
      if (!line || quantidade === null) return malformed()
      setCart(ctx.session, tenant, setCartItemQuantity(cart, line.uuid, quantidade))
      return done()
    }
    case 'remover': {
      const cart = currentCart(ctx)
      const line = readLine(cart, form.get('uuid'))
      if (!line) return malformed()
      setCart(ctx.session, tenant, removeCartItem(cart, line.uuid))
      return done()
    }
    case 'limpar':
      clearCart(ctx.session, tenant)
      return done()
    case 'cupom': {
      const found = await findVoucher(ctx, form.get('cupom')).catch((error: unknown) => {
        // the voucher service failed: never the diner's mistake
        ctx.logger.error('voucher lookup failed', { tenant, error: String(error) })
        return { ok: false as const, message: operacaoFalhou, aviso: undefined }
      })
      if (!found.ok)
        return data(
          { cupom: { message: found.message, aviso: found.aviso === true } },
          { status: 400 },
        )
      setCart(ctx.session, tenant, setCartVoucher(currentCart(ctx), found.voucher))
      return done()
    }
    case 'remover-cupom':
      setCart(ctx.session, tenant, setCartVoucher(currentCart(ctx), null))
      return done()
  }
  return malformed()
}

export default function CartScreen() {
  const { items, mode, voucher, pontoEntrega } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const location = useLocation()
  const tenant = location.pathname.split('/')[1] ?? ''
  const here = `${location.pathname}${location.search}`
  const cartAction = tenantPath(tenant, TENANT_SCREENS.carrinho)

  // A product view's "Adicionar" posted without JavaScript and refused: this page is that view again.
  if (answer && 'feedback' in answer) {
    const { screen, feedback, backTo } = answer
    const productPage = screenHref(tenant, 'produto', {
      id: screen.product.id,
      pdv: screen.pdvId,
      linha: screen.line?.uuid,
    })
    return (
      <main className={styles.page}>
        <ProductView
          {...screen}
          feedback={feedback}
          cartAction={cartAction}
          backTo={backTo}
          loginHref={screenHref(tenant, 'login', undefined, productPage)}
          offlineHref={screenHref(tenant, 'informacoes-basicas', undefined, productPage)}
          otherHref={backTo}
        />
      </main>
    )
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{seuCarrinho}</h1>
      {answer && 'alert' in answer ? (
        <AlertBox alert={{ tone: 'danger', message: answer.alert }} />
      ) : null}
      {pontoEntrega ? (
        <ChosenDeliveryPoint
          point={pontoEntrega}
          action={tenantPath(tenant, TENANT_SCREENS.pontoEntrega)}
        />
      ) : null}
      <CartLines
        items={items}
        action={cartAction}
        menuHref={tenantPath(tenant, TENANT_SCREENS.delivery)}
        editHref={(line) =>
          dialogHref(here, 'produto', { id: line.produtoId, pdv: line.pdvId, linha: line.uuid })
        }
      />
      {items.length > 0 ? (
        <OrderSummary
          items={items}
          mode={mode}
          voucher={voucher}
          pontoEntrega={pontoEntrega}
          action={cartAction}
          refusal={answer && 'cupom' in answer ? answer : null}
        />
      ) : null}
      <Suspense>
        <CartBottomBar current="cart" />
      </Suspense>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
