import type { RouteHandle } from '#app/lib/route-handle'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from '@remix-run/react'
import { Suspense } from 'react'
import { seuCarrinho } from '@prato/domain/messages'
import { clientLazy } from '@prato/web-server'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { AlertBox } from '#app/components/AlertBox'
import type { FormReply } from '#app/components/forms'
import { readForm } from '#app/components/forms.server'
import { dialogHref, withoutDialog } from '#app/components/dialogs'
import { CartLines } from '#app/features/cart/CartLines'
import {
  DeliverySection,
  FinalizeSection,
  PaymentSection,
  type CheckoutLinks,
  type CheckoutParts,
} from '#app/features/checkout/CheckoutSections'
import { ensureOrderKey, loadCheckout } from '#app/features/checkout/checkout.server'
import { loadTableCheckout } from '#app/features/checkout/table-checkout.server'
import { TableCheckoutSection } from '#app/features/checkout/TableCheckoutSection'
import { OrderSummary, type FeeState } from '#app/features/checkout/OrderSummary'
import { ChosenDeliveryPoint } from '#app/features/checkout/ChosenDeliveryPoint'
import * as styles from '#app/components/page.css'
import { screenPath } from '#app/components/screens'
import { cartError, type CartReply } from '#app/lib/cart'
import { cartAnswerStatus, type CartHandler } from '#app/lib/cart.server'
import { getStorefrontContext } from '#app/lib/context.server'
import { getDeliveryPoint } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The cart (001 §2): /{tenant}/carrinho and /{tenant}/carrinho-delivery, with the checkout of a delivery cart or
 * of a table cart (TableCheckoutSection). Its
 * action switches on `intent`, each one call of the request's cart handler (`ctx.cart`, app/lib/cart.server.ts);
 * the product view adds through its own route, and 'Finalizar pedido' posts to $tenant.finalizar-pedido.tsx.
 */
export const meta: MetaFunction = () => [{ title: seuCarrinho }]

// The bottom bar and the checkout's deferred parts: the page's island, rendered in full by the server, its code
// loaded after the first paint.
const CartBottomBar = clientLazy(() =>
  import('./$tenant.carrinho.lazy').then((m) => m.default.CartBottomBar),
)
const checkoutParts: CheckoutParts = {
  SavedCardList: clientLazy(() =>
    import('./$tenant.carrinho.lazy').then((m) => m.default.SavedCardList),
  ),
  TableOrderForm: clientLazy(() =>
    import('./$tenant.carrinho.lazy').then((m) => m.default.TableOrderForm),
  ),
}

async function cartRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  return { ctx, view: await requireTenantView(ctx, args.request) }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, view } = await cartRequest(args)
  const cart = ensureOrderKey(ctx, ctx.cart.get())
  // a delivery cart's checkout, or a table cart's (sent to the tab, or as a direct or simple order)
  const checkout =
    cart.items.length > 0 && cart.origem !== 'menu' ? await loadCheckout(ctx, view, cart) : null
  const table =
    cart.items.length > 0 && cart.origem === 'menu'
      ? await loadTableCheckout(ctx, view, cart)
      : null
  const address = view.address
  return data(
    {
      items: cart.items,
      mode: cart.origem,
      voucher: cart.voucher,
      checkout,
      table,
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

/** One cart change per intent, each answering a `CartAnswer`. */
function change(cart: CartHandler, form: FormData) {
  switch (form.get('intent')) {
    case 'quantidade':
      return cart.setQuantity(form.get('uuid'), form.get('quantidade'))
    case 'remover':
      return cart.remove(form.get('uuid'))
    case 'limpar':
      return cart.clear()
    case 'cupom':
      return cart.voucher(form.get('cupom'))
    case 'remover-cupom':
      return cart.removeVoucher()
    case 'entrega':
      return cart.delivery(form.get('entrega'))
    case 'pagamento':
      return cart.payment(form.get('pagamento'), form.get('pessoaCarteiraId'))
    case 'pedido-mesa':
      return cart.tableOrder(form.get('pedidoMesa'))
    default:
      return Promise.resolve(cart.invalid('intent'))
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx } = await cartRequest(args)
  const form = await readForm(args.request)
  const answer = await change(ctx.cart, form)
  const headers = await ctx.commit()
  const reply: CartReply = { errors: answer.errors, alert: answer.alert ?? null }
  const cartPath = screenPath(ctx.tenant.slug, 'carrinho')
  if (answer.errors.length > 0) return data(reply, { status: cartAnswerStatus(answer), headers })
  // a cash method asks next what the diner pays with (001 §5 "Cash")
  if (answer.troco) return redirect(dialogHref(cartPath, 'dinheiro', answer.troco), { headers })
  // a fetcher of this page asks for an answer in place; a plain form post gets the page again (post/redirect/get)
  return form.get('via') === 'fetcher' ? data(reply, { headers }) : redirect(cartPath, { headers })
}

/** Where each action of a refusal leads (001 §5): the phone or address dialog over the cart, or the cart. */
function refusalHref(here: string, links: CheckoutLinks): (intent: string) => string {
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
  const answer = useActionData<typeof action>()
  return <CartPage answer={answer ?? null} />
}

/**
 * The cart's page, also answering a 'Finalizar pedido' posted without JavaScript ($tenant.finalizar-pedido.tsx,
 * whose loader is this one): `answer` is the cart action's reply, `placeAnswer` the order's.
 */
export function CartPage({
  answer,
  placeAnswer = null,
}: {
  answer: CartReply | null
  placeAnswer?: FormReply | null
}) {
  const { items, mode, voucher, checkout, table, pontoEntrega, offlineOffered, pickupAddress } =
    useLoaderData<typeof loader>()
  const location = useLocation()
  const tenant = useParams().tenant ?? ''
  const here = `${location.pathname}${location.search}`
  const cartAction = screenPath(tenant, 'carrinho')
  const invalid = cartError(answer?.errors, 'invalid')

  const offline = checkout?.customer === 'offline'
  const links: CheckoutLinks = {
    changeAddress: dialogHref(here, offline ? 'informacoes-basicas' : 'enderecos'),
    points: screenPath(tenant, 'delivery-ponto-entrega'),
    cash: (modalidade) => dialogHref(here, 'dinheiro', { modalidade }),
    login: dialogHref(here, 'login'),
    offline: offlineOffered ? dialogHref(here, 'informacoes-basicas') : null,
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{seuCarrinho}</h1>
      {invalid ? <AlertBox alert={{ tone: 'danger', message: invalid.message }} /> : null}
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
        menuHref={screenPath(tenant, mode === 'menu' ? 'menu' : 'delivery')}
        editHref={(line) =>
          dialogHref(here, 'produto', { id: line.produtoId, pdv: line.pdvId, linha: line.uuid })
        }
      />
      {table ? (
        <TableCheckoutSection
          table={table}
          cartAction={cartAction}
          finalizeAction={screenPath(tenant, 'finalizar-pedido')}
          links={{ ...links, mesa: dialogHref(here, 'mesa') }}
          answer={placeAnswer}
          parts={checkoutParts}
        />
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
            refusal={cartError(answer?.errors, 'voucher')}
          />
          <PaymentSection
            checkout={checkout}
            action={cartAction}
            links={links}
            preselectedCard={Number(new URLSearchParams(location.search).get('cartao')) || null}
            parts={checkoutParts}
          />
          <FinalizeSection
            checkout={checkout}
            action={screenPath(tenant, 'finalizar-pedido')}
            links={links}
            answer={placeAnswer}
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

declare module '#app/components/screens' {
  interface TenantScreens {
    carrinho: true
  }
}
