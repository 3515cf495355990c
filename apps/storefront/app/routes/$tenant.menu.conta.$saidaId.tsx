import type { RouteHandle } from '#app/lib/route-handle'
import {
  parseApiId,
  PIX_POLL_MS,
  TAB_REFRESH_MS,
  equalShareToPay,
  itemsShareToPay,
} from '@prato/domain'
import { minhaConta, pontosResgatadosSucesso } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData, useLocation, useRevalidator, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import type { RefreshHandle } from '#app/components/RefreshWithoutScript'
import { dialogHref } from '#app/components/dialogs'
import { screenPath } from '#app/components/screens'
import { readForm } from '#app/components/forms.server'
import { requireUser } from '#app/features/account/account.server'
import { SplitBill } from '#app/features/tab/SplitBill'
import { TabScreen, type TabList } from '#app/features/tab/TabScreen'
import {
  loadTab,
  loadTabPayments,
  notFound,
  redeemTabPoints,
  tabChargeConsulting,
} from '#app/features/tab/tab.server'
import {
  getStorefrontContext,
  personalPageFailure,
  personalPageHeaders,
} from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { redirectWithToast } from '#app/lib/toast.server'

/**
 * 'Minha Conta' (002 §2 /{tenant}/menu/conta/{saidaId}; §3 Tab; §4 Loyalty on the tab; §7): the logged-in diner's
 * tab with its products or payments (`?ver=pagamentos`, while open) and totals; 'Novo Pedido' to the table menu;
 * 'Atualizar'; redeeming the tab's points; the bill's split and the partial PIX payment dialog (`pagar-conta`).
 * An open tab reads itself again every 15 s while the page is visible (waiters' additions, other diners'
 * payments); without JavaScript 'Atualizar' does it, and the page refreshes itself while a payment is consulted.
 */
export const meta: MetaFunction = () => [{ title: minhaConta }]

export const handle: RouteHandle & RefreshHandle<{ consulting: boolean }> = {
  personal: true,
  refreshWithoutScript: ({ data }) => (data.consulting ? PIX_POLL_MS / 1000 : null),
}

async function tabRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request)
  const saidaId = parseApiId(args.params.saidaId)
  if (saidaId === null) throw notFound()
  requireUser(ctx, args.request)
  return { ctx, saidaId, tenant: ctx.tenant.slug }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, saidaId, tenant } = await tabRequest(args)
  const search = new URL(args.request.url).searchParams
  const list: TabList = search.get('ver') === 'pagamentos' ? 'pagamentos' : 'produtos'
  try {
    const tab = await loadTab(ctx, saidaId)
    const payments = tab.open && list === 'pagamentos' ? await loadTabPayments(ctx, saidaId) : null
    // without JavaScript, the dialog's 'Já efetuei o pagamento' refreshes this page until the charge is final
    const consulting =
      search.get('dialog') === 'pagar-conta' && search.has('consultar')
        ? await tabChargeConsulting(ctx, saidaId, search.get('pagamento'))
        : false
    return data(
      {
        tab,
        list,
        payments,
        consulting,
        fidelidade: screenPath(tenant, 'fidelidade'),
        menu: screenPath(tenant, 'menu'),
      },
      { headers: await personalPageHeaders(ctx) },
    )
  } catch (error) {
    throw await personalPageFailure(ctx, args.request, error, 'tab unavailable')
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, saidaId, tenant } = await tabRequest(args)
  const formData = await readForm(args.request)
  const here = `/${tenant}/menu/conta/${saidaId}`
  switch (formData.get('intent')) {
    case 'resgatar-pontos': {
      const result = await redeemTabPoints(ctx, saidaId)
      // 002 §8: 'Pontos resgatados com sucesso!', or the server's details messages (in one toast)
      return redirectWithToast(
        here,
        result.ok
          ? { type: 'success', description: pontosResgatadosSucesso }
          : { type: 'error', description: result.messages.join(' ') },
        { headers: await ctx.commit() },
      )
    }
    case 'dividir-itens':
    case 'dividir-igual': {
      // the share is worked out again from the tab as it is now: the browser sends only what was chosen
      const tab = await loadTab(ctx, saidaId).catch(async (error: unknown) => {
        throw await personalPageFailure(ctx, args.request, error, 'tab unavailable')
      })
      const valor =
        formData.get('intent') === 'dividir-itens'
          ? itemsShareToPay(
              tab.bill,
              formData
                .getAll('item')
                .map((v) => parseApiId(v))
                .filter((id): id is number => id !== null),
            )
          : equalShareToPay(tab.bill, Number(formData.get('pessoas')) || 1)
      return redirect(
        dialogHref(here, 'pagar-conta', { saida: saidaId, valor: valor > 0 ? valor : null }),
        { headers: await ctx.commit() },
      )
    }
    default:
      return data(null, { status: 400 })
  }
}

export default function TabPage() {
  const { tab, list, payments, fidelidade, menu } = useLoaderData<typeof loader>()
  const location = useLocation()
  const here = location.pathname
  useRefreshWhileVisible(tab.open)
  return (
    <TabScreen
      tab={tab}
      list={list}
      payments={payments}
      links={{
        novoPedido: tab.novoPedido ? menu : null,
        atualizar: `${here}${location.search}`,
        produtos: here,
        pagamentos: `${here}?ver=pagamentos`,
        pagarParte:
          tab.open && tab.bill.restante > 0
            ? dialogHref(`${here}${location.search}`, 'pagar-conta', { saida: tab.id })
            : null,
        fidelidade: tab.loyalty.join ? fidelidade : null,
      }}
      split={
        tab.open && tab.bill.restante > 0 && tab.items.length > 0 ? (
          <SplitBill bill={tab.bill} items={tab.items} action={here} />
        ) : null
      }
    />
  )
}

/**
 * An open tab reads itself again every 15 s while the page is visible (and at once when it becomes visible
 * again): a revalidation of this route only (the tenant layout keeps its data), so what the diner typed stays.
 */
function useRefreshWhileVisible(open: boolean) {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (!open) return
    let last = Date.now()
    const refresh = () => {
      if (document.visibilityState !== 'visible' || state !== 'idle') return
      last = Date.now()
      revalidate()
    }
    const timer = window.setInterval(refresh, TAB_REFRESH_MS)
    const onVisible = () => {
      if (Date.now() - last >= TAB_REFRESH_MS) refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [open, revalidate, state])
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
