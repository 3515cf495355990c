import { parseWithZod } from '@conform-to/zod/v4'
import { rewardRedemptionSchema } from '@prato/domain'
import { botaoFidelidade } from '@prato/domain/messages'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { loginHref } from '#app/components/dialogs'
import { readForm, reply } from '#app/components/forms.server'
import { screenPath } from '#app/components/screens'
import { LoyaltyLogin, LoyaltyScreen } from '#app/features/loyalty/LoyaltyScreen'
import {
  isDinerLoggedIn,
  joinCampaign,
  loadCampaign,
  loadLoyaltyTabs,
  loyaltyFailure,
  requestReward,
} from '#app/features/loyalty/loyalty.server'
import { loyaltyTabOf, type LoyaltyTab } from '#app/features/loyalty/loyalty-view'
import { getStorefrontContext, type StorefrontContext } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { redirectWithToast } from '#app/lib/toast.server'

/**
 * Loyalty (002 §2 /{site}/fidelidade): four tabs — Sobre (the campaign and joining it), Histórico (the ledger),
 * Recompensas (rewards and asking for one), Resgates (each redemption with its QR code). The tab is in the query
 * (`?aba=`), so each one opens without JavaScript; with it a tab opens in place. Logged out: 'Faça Login para
 * continuar', which opens login. A venue without loyalty (fidelidadeId 0) has no such screen.
 */
export const meta: MetaFunction = () => [{ title: botaoFidelidade }]

// the diner's own points: kept by no cache
export const handle: RouteHandle = { personal: true }

async function loyaltyRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request, (view) => view.flags.fidelidadeId > 0)
  const company = (await ctx.loadTenant()).company
  if (!company) throw new Response('Not Found', { status: 404 })
  return { ctx, empresaId: company.empresaId }
}

async function campaignOf(ctx: StorefrontContext, request: Request, empresaId: number) {
  const campaign = await loadCampaign(ctx, empresaId).catch(async (error: unknown) => {
    throw await loyaltyFailure(ctx, request, error)
  })
  if (!campaign) throw new Response('Not Found', { status: 404 })
  return campaign
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, empresaId } = await loyaltyRequest(args)
  const url = new URL(args.request.url)
  const tab = loyaltyTabOf(url.searchParams.get('aba'))
  if (!isDinerLoggedIn(ctx))
    return {
      loggedIn: false as const,
      loginHref: loginHref(ctx.tenant.slug, url.pathname + url.search),
    }
  const campaign = await campaignOf(ctx, args.request, empresaId)
  return {
    loggedIn: true as const,
    tab,
    campaign,
    action: url.pathname,
    ...(await loadLoyaltyTabs(ctx, campaign)),
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, empresaId } = await loyaltyRequest(args)
  const formData = await readForm(args.request)
  const here = screenPath(ctx.tenant.slug, 'fidelidade')
  if (!isDinerLoggedIn(ctx)) throw redirect(loginHref(ctx.tenant.slug, here))
  const campaign = await campaignOf(ctx, args.request, empresaId)
  const done = async (tab: LoyaltyTab, outcome: { ok: boolean; message: string }) =>
    redirectWithToast(
      `${here}?aba=${tab}`,
      { type: outcome.ok ? 'success' : 'error', description: outcome.message },
      { headers: await ctx.commit() },
    )
  try {
    switch (formData.get('intent')) {
      case 'aderir':
        return await done('sobre', await joinCampaign(ctx, campaign))
      case 'resgatar': {
        const submission = parseWithZod(formData, { schema: rewardRedemptionSchema })
        if (submission.status !== 'success') return reply({ result: submission.reply() })
        const outcome = await requestReward(ctx, campaign, submission.value)
        if (!outcome.ok)
          return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
        return await done('resgates', outcome)
      }
      default:
        throw new Response('Bad Request', { status: 400 })
    }
  } catch (error) {
    throw await loyaltyFailure(ctx, args.request, error)
  }
}

// A tab chosen in place changes only `?aba=`: every tab's data is already on the page.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && onlyTabChanged(currentUrl, nextUrl)
    ? false
    : defaultShouldRevalidate

function onlyTabChanged(a: URL, b: URL): boolean {
  const strip = (url: URL) => {
    const search = new URLSearchParams(url.search)
    search.delete('aba')
    return search.toString()
  }
  return strip(a) === strip(b)
}

export default function LoyaltyRoute() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [search, setSearch] = useSearchParams()
  if (!data.loggedIn) return <LoyaltyLogin loginHref={data.loginHref} />
  const tab = loyaltyTabOf(search.get('aba') ?? data.tab)
  const hrefOf = (next: LoyaltyTab) => {
    const query = new URLSearchParams(search)
    query.set('aba', next)
    return `?${query.toString()}`
  }
  return (
    <LoyaltyScreen
      {...data}
      tab={tab}
      hrefOf={hrefOf}
      onTabChange={(next) => {
        const query = new URLSearchParams(search)
        query.set('aba', next)
        setSearch(query, { replace: true, preventScrollReset: true })
      }}
      actionData={actionData}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    fidelidade: true
  }
}
