import { tenantPath } from '@prato/domain'
import { reservaDeEvento, reservaEventoSucesso } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm, succeed } from '#app/components/forms.server'
import { EventLoginPrompt, EventWizard, type WizardReply } from '#app/features/events/EventWizard'
import {
  eventsFailure,
  eventsRequest,
  loadWizard,
  loginBack,
  parseStep,
  postWizardStep,
} from '#app/features/events/events.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { isLoggedIn } from '#app/lib/session.server'

/**
 * The reservation wizard (001 §2 /{tenant}/eventos/carrinho; §4 "Event wizard"; §5): 'Data e espaço', 'Cardápio',
 * 'Informações finais', the step in `?passo=`. The draft is the diner's, in the server-side session: each step is a
 * plain form post (one intent switch in `postWizardStep`), so a reload, Voltar or a page without JavaScript loses
 * nothing. Reserving requires login: an anonymous visitor is told so, with 'Fazer login' back here. 'Solicitar
 * reserva' ends on the reservation's status page with 001 §8's success, or stays here with its failure.
 */
export const meta: MetaFunction = () => [{ title: reservaDeEvento }]

// the diner's own draft: never kept by a cache
export const handle: RouteHandle = { personal: true }

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await eventsRequest(args)
  const postTo = tenantPath(tenant, 'eventos/carrinho')
  if (!isLoggedIn(ctx.session))
    return data(
      { login: loginBack(ctx, args.request), wizard: null, postTo },
      { headers: await ctx.commit() },
    )
  const step = parseStep(new URL(args.request.url).searchParams.get('passo'))
  const wizard = await loadWizard(ctx, step).catch(async (error: unknown) => {
    throw await eventsFailure(ctx, args.request, error)
  })
  return data({ login: null, wizard, postTo }, { headers: await ctx.commit() })
}

export async function action(args: ActionFunctionArgs) {
  const { ctx } = await eventsRequest(args)
  const form = await readForm(args.request)
  if (!isLoggedIn(ctx.session)) return redirect(loginBack(ctx, args.request))
  const outcome = await postWizardStep(ctx, form).catch(async (error: unknown) => {
    throw await eventsFailure(ctx, args.request, error)
  })
  const headers = await ctx.commit()
  if ('next' in outcome) return redirect(outcome.next, { headers })
  if ('reserved' in outcome) return succeed(outcome.reserved, headers, reservaEventoSucesso)
  const reply: WizardReply = { errors: outcome.errors, alert: outcome.alert ?? null }
  return data(reply, { status: 400, headers })
}

export default function EventWizardScreen() {
  const { login, wizard, postTo } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() ?? null
  if (!wizard) return <EventLoginPrompt loginHref={login ?? ''} />
  return <EventWizard view={wizard} action={postTo} reply={reply} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
