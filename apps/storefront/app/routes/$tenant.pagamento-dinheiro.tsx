import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { cashAmountSchemaFor, setCartPayment, type Cart } from '@prato/domain'
import { carrinhoPedidoInvalido, valorEmDinheiroTitulo } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm, reply } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { continueFrom, nextLocation } from '#app/features/account/account.server'
import { readId } from '#app/lib/cart.server'
import { CashForm } from '#app/features/checkout/CashForm'
import { loadCheckout } from '#app/features/checkout/checkout.server'
import { loadTableCheckout } from '#app/features/checkout/table-checkout.server'
import { loadPaymentMethods } from '#app/lib/payment.server'
import { screenPath } from '#app/components/screens'
import { getStorefrontContext, type StorefrontContext } from '#app/lib/context.server'
import { setCart } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import type { TenantView } from '#app/lib/tenant.server'

/**
 * The cash dialog (001 §4 "Payment tabs", §5 "Cash"): /{tenant}/pagamento-dinheiro?modalidade={id} and
 * `?dialog=dinheiro`, opened by choosing a method whose name contains 'dinheiro'. The total it shows and checks is
 * the server's (the cart priced with the fee of the chosen address or point); saving keeps the method and the
 * amount in the cart.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

/**
 * The cash method asked for: one of the restaurant's methods now, and a cash one. With an empty cart there is
 * nothing to pay: the diner goes to the cart. A page asking for another method goes there too; a post naming one
 * is forged or malformed: 400, nothing kept.
 */
async function cashRequest(
  args: LoaderFunctionArgs | ActionFunctionArgs,
  raw: unknown,
  refuse: 'redirect' | 'reject',
) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(ctx, args.request)
  const cartPath = screenPath(ctx.tenant.slug, 'carrinho')
  const cart = ctx.cart.get()
  if (cart.items.length === 0) throw redirect(cartPath)
  const id = readId(raw) ?? (refuse === 'redirect' ? cart.modalidade : null)
  const method = (await loadPaymentMethods(ctx, view))?.find((m) => m.id === id && m.cash)
  if (!method)
    throw refuse === 'redirect'
      ? redirect(cartPath)
      : reply({ alert: { tone: 'danger', message: carrinhoPedidoInvalido } })
  return { ctx, view, cart, method }
}

async function totalsOf(ctx: StorefrontContext, view: TenantView, cart: Cart) {
  // a table cart's total carries the service charge, not a delivery fee
  const { totals } =
    cart.origem === 'menu'
      ? (await loadTableCheckout(ctx, view, cart)).checkout
      : await loadCheckout(ctx, view, cart)
  return {
    subtotal: totals.subtotal,
    desconto: totals.desconto,
    taxaEntrega: totals.taxaEntrega,
    total: totals.total,
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const modalidade = new URL(args.request.url).searchParams.get('modalidade')
  const { ctx, view, cart, method } = await cashRequest(args, modalidade, 'redirect')
  return data(
    {
      totals: await totalsOf(ctx, view, cart),
      modalidade: method.id,
      valorPagamento: cart.modalidade === method.id ? cart.valorPagamento : null,
    },
    { headers: await ctx.commit() },
  )
}

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request)
  const { ctx, view, cart, method } = await cashRequest(args, formData.get('modalidade'), 'reject')
  const totals = await totalsOf(ctx, view, cart)
  const submission = parseWithZod(formData, { schema: cashAmountSchemaFor(totals.total) })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  setCart(
    ctx.session,
    ctx.tenant.slug,
    setCartPayment(cart, {
      kind: 'entrega',
      modalidade: method.id,
      valorPagamento: submission.value.valorPagamento,
    }),
  )
  const from = continueFrom(formData, args.request, ctx.tenant.slug)
  const back = from.redirectTo ?? screenPath(ctx.tenant.slug, 'carrinho')
  return redirect(nextLocation({ ...from, redirectTo: back }), { headers: await ctx.commit() })
}

export default function CashScreen() {
  const { totals, modalidade, valorPagamento } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="dinheiro">
      <CashForm
        totals={totals}
        modalidade={modalidade}
        valorPagamento={valorPagamento}
        actionData={actionData}
      />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  // 001 §4 "Choosing a method whose name contains 'dinheiro' opens the change-amount dialog" (`modalidade`: the
  // cash method chosen)
  dialog: {
    name: 'dinheiro',
    access: 'anyone',
    size: 'small',
    title: valorEmDinheiroTitulo,
    params: ['modalidade'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    dinheiro: true
  }
}
