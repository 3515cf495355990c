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
import { minhaConta } from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref } from '#app/components/dialogs'
import { readForm, reply } from '#app/components/forms.server'
import { screenPath } from '#app/components/screens'
import { JoinTab } from '#app/features/table/JoinTab'
import { readTableCode, requestTabAccess } from '#app/features/table/table.server'
import { readId } from '#app/lib/cart.server'
import { getStorefrontContext } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { isLoggedIn } from '#app/lib/session.server'
import { setTableVisit } from '#app/lib/table-visit.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * Joining a tab by its key (002 §2): /{tenant}/menu/conta/{saidaId}/chave-cns/{chaveCns}, the link a tab's key is
 * shared by. Not nested in the tab page's route (the `_`): it is a screen of its own. Logged out, 'Acessar o
 * Cardápio Diretamente' keeps the key and tab as the diner's table visit; logged in, the tab is asked for with the
 * key (solicitar-saida) and the diner goes to it.
 */
export const meta: MetaFunction = () => [{ title: minhaConta }]

async function joinRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  const saidaId = readId(args.params.saidaId)
  const chaveCns = readTableCode(args.params.chaveCns)
  if (saidaId === null || chaveCns === null) throw new Response('Not Found', { status: 404 })
  return { ctx, saidaId, chaveCns }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await joinRequest(args)
  return data({ loggedIn: isLoggedIn(ctx.session) }, { headers: await ctx.commit() })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { ctx, saidaId, chaveCns } = await joinRequest(args)
  const menuPath = screenPath(ctx.tenant.slug, 'menu')
  switch (form.get('intent')) {
    case 'cardapio':
      setTableVisit(ctx.session, ctx.tenant.slug, { chave: chaveCns, saidaId, codigoMesa: null })
      return redirect(menuPath, { headers: await ctx.commit() })
    case 'consultar': {
      if (!isLoggedIn(ctx.session)) return redirect(new URL(args.request.url).pathname)
      const access = await requestTabAccess(ctx, chaveCns)
      if (!access.ok)
        return reply(
          { alert: { tone: 'danger', message: access.message } },
          404,
          await ctx.commit(),
        )
      setTableVisit(ctx.session, ctx.tenant.slug, {
        chave: chaveCns,
        saidaId: access.saidaId,
        codigoMesa: null,
      })
      return redirect(access.path, { headers: await ctx.commit() })
    }
    default:
      throw new Response('Bad Request', { status: 400 })
  }
}

export default function JoinTabScreen() {
  const { loggedIn } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const location = useLocation()
  const tenant = useParams().tenant ?? ''
  return (
    <JoinTab
      loggedIn={loggedIn}
      action={location.pathname}
      loginHref={dialogHref(location.pathname, 'login')}
      menuHref={screenPath(tenant, 'menu')}
      failure={answer?.alert ?? null}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// whether the diner is logged in decides the page
export const handle: RouteHandle = { personal: true }
