import type { RouteHandle } from '#app/lib/route-handle'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { Suspense } from 'react'
import {
  orderSuccessMessage,
  removeCartItem,
  setCartItemQuantity,
  setCartPayment,
  setCartPickup,
  setCartVoucher,
  tenantPath,
  type CheckoutAction,
} from '@prato/domain'
import {
  carrinhoPedidoInvalido,
  operacaoFalhou,
  pedidoDeMesaNaoSuportado,
  produtoAdicionado,
  seuCarrinho,
} from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { AlertBox } from '#app/components/AlertBox'
import { readForm } from '#app/components/forms.server'
import { dialogHref, safeRedirectTo, screenHref, withoutDialog } from '#app/components/dialogs'
import { CartBottomBar } from '#app/features/cart/deferred'
import { CartLines } from '#app/features/cart/CartLines'
import {
  DeliverySection,
  FinalizeSection,
  PaymentSection,
  type CheckoutLinks,
  type FinalizeAnswer,
} from '#app/features/checkout/CheckoutSections'
import {
  ensureOrderKey,
  loadCheckout,
  loadPaymentMethods,
  readOrderKey,
  customerOf,
  onlinePaymentOffered,
} from '#app/features/checkout/checkout.server'
import { placeOrder } from '#app/features/checkout/place-order.server'
import { loadSavedCards } from '#app/features/checkout/cards.server'
import { OrderSummary, type FeeState } from '#app/features/checkout/OrderSummary'
import { ChosenDeliveryPoint } from '#app/features/checkout/ChosenDeliveryPoint'
import { findVoucher } from '#app/features/checkout/voucher.server'
import {
  addProductToCart,
  currentCart,
  readId,
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
  const { ctx, view } = await cartRequest(args)
  const cart = ensureOrderKey(ctx, currentCart(ctx))
  // the checkout is the delivery cart's (a table cart is sent through the tab)
  const checkout =
    cart.items.length > 0 && cart.origem !== 'menu' ? await loadCheckout(ctx, view, cart) : null
  const address = view.address
  return data(
    {
      items: cart.items,
      mode: cart.origem,
      voucher: cart.voucher,
      checkout,
      // a chosen point shows on an empty cart too (with 'Mudar para delivery')
      pontoEntrega: checkout ? null : getDeliveryPoint(ctx.session, ctx.tenant.slug),
      offlineOffered: view.flags.wgPedidoDeliveryOFF === true,
      pickupAddress: address
        ? [address.logradouro, address.numero, address.bairro].filter(Boolean).join(', ') || null
        : null,
    },
    // what a diner's checkout holds (their address, their cards) is theirs alone
    { headers: noStore(await ctx.commit()) },
  )
}

function noStore(headers: Headers): Headers {
  headers.set('Cache-Control', 'no-store')
  return headers
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
    case 'entrega': {
      // 001 §4 "Delivery mode": receive at the address, or 'Retirar no local' where the restaurant offers it
      const choice = form.get('entrega')
      if (choice !== 'endereco' && !(choice === 'retirar' && view.flags.flgAceitaRetirarPedido))
        return malformed()
      setCart(ctx.session, tenant, setCartPickup(currentCart(ctx), choice === 'retirar'))
      return done()
    }
    case 'pagamento': {
      // 001 §4 "Payment tabs": only what the restaurant offers this diner now; a cash method opens its dialog
      const choice = String(form.get('pagamento') ?? '')
      const cart = currentCart(ctx)
      const online = onlinePaymentOffered(view, customerOf(ctx, view))
      const method = /^m:(\d{1,9})$/.exec(choice)
      if (method) {
        const found = (await loadPaymentMethods(ctx, view))?.find((m) => m.id === Number(method[1]))
        if (!found) return malformed()
        setCart(
          ctx.session,
          tenant,
          setCartPayment(cart, { kind: 'entrega', modalidade: found.id }),
        )
        if (found.cash)
          return redirect(dialogHref(cartPath, 'dinheiro', { modalidade: found.id }), {
            headers: await ctx.commit(),
          })
        return done()
      }
      if (choice === 'pix' && online) {
        setCart(ctx.session, tenant, setCartPayment(cart, { kind: 'pix' }))
        return done()
      }
      const card = choice === 'cartao' ? readId(form.get('pessoaCarteiraId')) : null
      if (card !== null && online) {
        const found = (await loadSavedCards(ctx)).find((c) => c.id === card)
        if (!found) return malformed()
        setCart(
          ctx.session,
          tenant,
          setCartPayment(cart, { kind: 'cartao', pessoaCarteiraId: found.id }),
        )
        return done()
      }
      return malformed()
    }
    case 'finalizar': {
      const chave = readOrderKey(form.get('chave'))
      if (!chave) return malformed()
      const outcome = await placeOrder(ctx, view, currentCart(ctx), chave)
      switch (outcome.status) {
        case 'placed':
          return redirectWithToast(
            tenantPath(tenant, outcome.path),
            { type: 'success', description: orderSuccessMessage(outcome.pix ? 'pix' : 'delivery') },
            { headers: await ctx.commit() },
          )
        case 'refused': {
          if (outcome.refusal.openPhoneDialog)
            return redirect(dialogHref(cartPath, 'informe-telefone'), {
              headers: await ctx.commit(),
            })
          const { message, title, actions } = outcome.refusal
          return data<FinalizeAnswer>(
            { refusal: { message, title, actions } },
            { status: 400, headers: await ctx.commit() },
          )
        }
        case 'failed':
          return data<FinalizeAnswer>(
            { failure: { message: outcome.message, tone: outcome.tone } },
            // an upstream failure is not the diner's mistake
            { status: outcome.tone === 'warning' ? 409 : 502, headers: await ctx.commit() },
          )
      }
    }
  }
  return malformed()
}

/** Where each action of a refusal leads (001 §5): the phone or address dialog over the cart, or the cart. */
function refusalHref(
  here: string,
  links: CheckoutLinks,
): (intent: CheckoutAction['intent']) => string {
  return (intent) => {
    if (intent === 'updatePhone') return dialogHref(here, 'telefone')
    if (intent === 'changeAddress') return links.changeAddress
    return withoutDialog(here)
  }
}

function feeState(
  checkout: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['checkout']>,
): FeeState {
  const { delivery, taxaEntrega } = checkout
  return {
    retirarNoLocal: delivery.kind === 'pickup',
    hasAddress:
      delivery.kind === 'point' || (delivery.kind === 'address' && delivery.address !== null),
    aceitaEntrega: delivery.kind === 'address' ? delivery.fee?.status !== 'refused' : true,
    taxaEntrega,
    unavailable:
      delivery.kind === 'address' &&
      (delivery.unavailable === true || delivery.fee?.status === 'unavailable'),
  }
}

export default function CartScreen() {
  const { items, mode, voucher, checkout, pontoEntrega, offlineOffered, pickupAddress } =
    useLoaderData<typeof loader>()
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

  const offline = checkout?.customer === 'offline'
  const links: CheckoutLinks = {
    changeAddress: dialogHref(here, offline ? 'informacoes-basicas' : 'enderecos'),
    points: tenantPath(tenant, TENANT_SCREENS.pontoEntrega),
    cash: (modalidade) => dialogHref(here, 'dinheiro', { modalidade }),
    login: dialogHref(here, 'login'),
    offline: offlineOffered ? dialogHref(here, 'informacoes-basicas') : null,
  }
  const finalizeAnswer =
    answer && ('refusal' in answer || 'failure' in answer) ? (answer as FinalizeAnswer) : null

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{seuCarrinho}</h1>
      {answer && 'alert' in answer ? (
        <AlertBox alert={{ tone: 'danger', message: answer.alert }} />
      ) : null}
      {pontoEntrega ? <ChosenDeliveryPoint point={pontoEntrega} action={links.points} /> : null}
      {checkout ? (
        <DeliverySection
          checkout={checkout}
          action={cartAction}
          links={links}
          pickupAddress={pickupAddress}
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
      {items.length > 0 && mode === 'menu' ? (
        <AlertBox alert={{ tone: 'info', message: pedidoDeMesaNaoSuportado }} />
      ) : null}
      {checkout ? (
        <>
          <OrderSummary
            items={items}
            mode={mode}
            voucher={voucher}
            fee={feeState(checkout)}
            changeAddressHref={links.changeAddress}
            action={cartAction}
            refusal={answer && 'cupom' in answer ? answer : null}
          />
          <PaymentSection
            checkout={checkout}
            action={cartAction}
            links={links}
            preselectedCard={Number(new URLSearchParams(location.search).get('cartao')) || null}
          />
          <FinalizeSection
            checkout={checkout}
            action={cartAction}
            links={links}
            answer={finalizeAnswer}
            actionHref={refusalHref(here, links)}
          />
        </>
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

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }
