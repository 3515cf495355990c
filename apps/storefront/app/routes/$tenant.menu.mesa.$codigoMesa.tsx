import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { cardapio } from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { readForm } from '#app/components/forms.server'
import { screenPath } from '#app/components/screens'
import { TableLanding, type TableLandingData } from '#app/features/table/TableLanding'
import { loadTableData, readTableCode } from '#app/features/table/table.server'
import { getStorefrontContext } from '#app/lib/context.server'
import { setTableVisit } from '#app/lib/table-visit.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The table landing (002 §2): /{tenant}/menu/mesa/{codigoMesa}, where the table's QR code leads
 * (templateLinkQrCode). Its data is busca-dados-mesa's; 'Iniciar Pedido' or 'Acessar Cardápio' posts here, and the
 * action reads the table again (never what the page sent), keeps its key and tab as the diner's table visit and
 * goes to the menu.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.table.venue.name} – ${cardapio}` : cardapio },
]

async function tableRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(ctx, args.request)
  const codigoMesa = readTableCode(args.params.codigoMesa)
  const mesa = codigoMesa ? await loadTableData(ctx, codigoMesa) : null
  if (!codigoMesa || !mesa) throw new Response('Not Found', { status: 404 })
  return { ctx, view, codigoMesa, mesa }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, view, mesa } = await tableRequest(args)
  const a = view.address
  const address = a
    ? [
        [a.logradouro, a.numero].filter(Boolean).join(', '),
        a.bairro,
        [a.cidade, a.uf].filter(Boolean).join(' - '),
      ]
        .filter(Boolean)
        .join(' · ') || null
    : null
  const table: TableLandingData = {
    venue: { name: view.name, address },
    flgAceitaPedido: mesa.flgAceitaPedido,
    identificacaoVenda: mesa.identificacaoVenda ?? null,
    mensagem: mesa.mensagem ?? null,
  }
  return data({ table }, { headers: await ctx.commit() })
}

export async function action(args: ActionFunctionArgs) {
  await readForm(args.request)
  const { ctx, codigoMesa, mesa } = await tableRequest(args)
  setTableVisit(ctx.session, ctx.tenant.slug, {
    chave: mesa.chaveMobilePedido,
    saidaId: mesa.saidaId ?? null,
    codigoMesa,
  })
  return redirect(screenPath(ctx.tenant.slug, 'menu'), {
    headers: await ctx.commit(),
  })
}

export default function TableLandingScreen() {
  const { table } = useLoaderData<typeof loader>()
  const location = useLocation()
  return <TableLanding table={table} action={location.pathname} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
