import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { orderSuccessMessage, tableOrderSchema, tenantPath } from '@prato/domain'
import { carrinhoPedidoInvalido, fazerLoginAntes } from '@prato/domain/messages'
import { dialogHref } from '#app/components/dialogs'
import { readForm, reply, succeed } from '#app/components/forms.server'
import { readOrderKey } from '#app/features/checkout/checkout.server'
import { placeOrder, placeOrderOnce } from '#app/features/checkout/place-order.server'
import { loadTableCheckout, prepareTableOrder } from '#app/features/checkout/table-checkout.server'
import type { StorefrontContext } from '#app/lib/context.server'
import type { TenantView } from '#app/lib/tenant.server'
import { screenPath } from '#app/components/screens'
import { getStorefrontContext } from '#app/lib/context.server'
import { getUser, rememberOfflineOrder } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { CartPage } from './$tenant.carrinho'

/**
 * 'Finalizar pedido' (001 §5 "Checkout, in order"): the form posts the checkout's key only; the order is made of
 * the server's cart, placed once per key (place-order.server.ts). It answers with the form kit: the order's page
 * with its success toast, or a reply whose alert the cart's finalize section shows (a refusal with its actions, a
 * failure as danger or warning). Without JavaScript this URL is the cart page with that reply; its GET is the cart.
 */
export { ErrorBoundary, handle, loader, meta } from './$tenant.carrinho'

export async function action(args: ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(ctx, args.request)
  const form = await readForm(args.request)
  const cartPath = screenPath(ctx.tenant.slug, 'carrinho')
  const chave = readOrderKey(form.get('chave'))
  if (!chave) return reply({ alert: { tone: 'danger', message: carrinhoPedidoInvalido } })
  if (form.get('intent') === 'mesa') return placeTableOrder(ctx, view, form, chave)
  const outcome = await placeOrder(ctx, view, ctx.cart.get(), chave)
  switch (outcome.status) {
    case 'placed':
      // an offline customer's history has no list call: it is the orders placed here (001 §7)
      if (!getUser(ctx.session)) rememberOfflineOrder(ctx.session, outcome.id)
      return succeed(
        tenantPath(ctx.tenant.slug, outcome.path),
        await ctx.commit(),
        orderSuccessMessage(outcome.pix ? 'pix' : 'delivery'),
      )
    case 'refused': {
      const { message, title, actions, openPhoneDialog } = outcome.refusal
      if (openPhoneDialog)
        return redirect(dialogHref(cartPath, 'informe-telefone'), { headers: await ctx.commit() })
      return reply({ alert: { tone: 'danger', message, title, actions } }, 400, await ctx.commit())
    }
    case 'failed':
      return reply(
        { alert: { tone: outcome.tone, message: outcome.message } },
        // an upstream failure is not the diner's mistake
        outcome.tone === 'warning' ? 409 : 502,
        await ctx.commit(),
      )
  }
}

/**
 * A table cart's 'Finalizar pedido' (001 §4–§7 on the premises): the form kit's fields of rule 1 for the kind of
 * order the checkout shows (parsed with the domain's schema, again), then the order placed exactly once like a
 * delivery order (`placeOrderOnce` around `prepareTableOrder`); 'Seu pedido foi enviado com sucesso! Em breve o
 * garçom irá entrega-lo' on the page 001 §4 "After order" names. A refusal of rule 1 shows beside its field.
 */
async function placeTableOrder(
  ctx: StorefrontContext,
  view: TenantView,
  form: FormData,
  chave: string,
) {
  const cart = ctx.cart.get()
  const table = await loadTableCheckout(ctx, view, cart)
  if (!table.kind)
    return reply({ alert: { tone: 'warning', message: fazerLoginAntes } }, 401, await ctx.commit())
  const submission = parseWithZod(form, {
    schema: tableOrderSchema(table.kind, { accountCode: table.accountCode }),
  })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const { nome, chaveComanda, codigoConta } = submission.value
  const outcome = await placeOrderOnce(ctx, chave, () =>
    prepareTableOrder(ctx, view, cart, chave, {
      nome: nome ?? null,
      chaveComanda: chaveComanda ?? null,
      codigoConta: codigoConta ?? null,
    }),
  )
  switch (outcome.status) {
    case 'placed':
      return succeed(
        tenantPath(ctx.tenant.slug, outcome.path),
        await ctx.commit(),
        orderSuccessMessage('comanda'),
      )
    case 'refused': {
      const { message, title, actions, openPhoneDialog, field } = outcome.refusal
      const cartPath = screenPath(ctx.tenant.slug, 'carrinho')
      if (openPhoneDialog)
        return redirect(dialogHref(cartPath, 'informe-telefone'), { headers: await ctx.commit() })
      if (field === 'nome' || field === 'chaveComanda')
        return reply(
          { result: submission.reply({ fieldErrors: { [field]: [message] } }) },
          400,
          await ctx.commit(),
        )
      return reply({ alert: { tone: 'danger', message, title, actions } }, 400, await ctx.commit())
    }
    case 'failed':
      return reply(
        { alert: { tone: outcome.tone, message: outcome.message } },
        outcome.tone === 'warning' ? 409 : 502,
        await ctx.commit(),
      )
  }
}

export default function PlaceOrderScreen() {
  const placeAnswer = useActionData<typeof action>()
  return <CartPage answer={null} placeAnswer={placeAnswer ?? null} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    'finalizar-pedido': true
  }
}
