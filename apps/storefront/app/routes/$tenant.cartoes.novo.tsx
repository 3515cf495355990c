import { novoCartaoTitulo } from '@prato/domain/messages'
import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { cardPayload, cardSchema } from '@prato/domain'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { loginHref } from '#app/components/dialogs'
import { readForm, reply, succeed } from '#app/components/forms.server'
import { Screen } from '#app/components/screen'
import { accountRequest, continueFrom, nextLocation } from '#app/features/account/account.server'
import { CardForm } from '#app/features/checkout/CardForm'
import { billingAddress, saveCard } from '#app/features/checkout/cards.server'
import { reloadAfterTokenRejection } from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { ApiError } from '@prato/api-client'

/**
 * A new card (001 §3 "New card form", §5 "Card form", §7 POST /v1/cartoes): /{tenant}/cartoes/novo and the
 * `?dialog=novo-cartao` dialog the checkout opens over the cart. Logged-in diners only (the registry's guard).
 * After the save the diner is back where they came from, with `?cartao=<id>` so the checkout can pick the new card.
 *
 * DESIGN §6: the number and the CVV go to the API and nowhere else — never logged, never kept in the session,
 * never echoed back (a refused form comes back without them) — and every answer here is `Cache-Control: no-store`.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

const NO_STORE = { 'Cache-Control': 'no-store' }

export const headers: HeadersFunction = () => NO_STORE

/** The fields a reply never carries back into the page. */
const SECRET_FIELDS = ['numeroCartao', 'codigoSeguranca']

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'novo-cartao')
  await requireTenantView(ctx, args.request)
  const headers = await ctx.commit()
  headers.set('Cache-Control', 'no-store')
  return data({}, { headers })
}

/** Where the diner continues: the page they came from, told which card was just saved. */
function withSavedCard(location: string, id: number): string {
  const url = new URL(location, 'http://x')
  url.searchParams.set('cartao', String(id))
  return `${url.pathname}${url.search}${url.hash}`
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'novo-cartao')
  await requireTenantView(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: cardSchema })
  if (submission.status !== 'success')
    return reply({ result: submission.reply({ hideFields: SECRET_FIELDS }) })
  let outcome: Awaited<ReturnType<typeof saveCard>>
  try {
    outcome = await saveCard(ctx, cardPayload(submission.value), await billingAddress(ctx))
  } catch (error) {
    const reload = await reloadAfterTokenRejection(ctx, args.request, error)
    if (reload) throw reload
    // the API refused the diner's token: the session is cleared, the diner logs in again and comes back
    if (error instanceof ApiError && error.kind === 'unauthorized')
      throw redirect(loginHref(tenant, from.redirectTo ?? `/${tenant}`), {
        headers: await ctx.commit(),
      })
    throw error
  }
  if (!outcome.ok)
    return reply(
      { result: submission.reply({ hideFields: SECRET_FIELDS, formErrors: outcome.messages }) },
      outcome.upstream ? 502 : 400,
    )
  return succeed(withSavedCard(nextLocation(from), outcome.card.id), await ctx.commit())
}

export default function NewCardScreen() {
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="novo-cartao">
      <CardForm actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  // a new card (001 §3 "New card form"), which the checkout's online payment opens over the cart
  dialog: { name: 'novo-cartao', access: 'user', size: 'medium', title: novoCartaoTitulo },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'novo-cartao': true
  }
}
