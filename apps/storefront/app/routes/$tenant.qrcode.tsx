import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { qrEntry, tenantPath } from '@prato/domain'
import { qrCodesParaImprimir } from '@prato/domain/messages'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { QrEntry } from '#app/features/qrcode/QrEntry'
import { QrSheetView } from '#app/features/qrcode/QrSheetView'
import { loadQrSheet } from '#app/features/qrcode/qrcode.server'
import { getStorefrontContext } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { tenantLayoutOf, useTenantLayout } from '#app/lib/tenant-layout'

/**
 * The QR entry page, /{tenant}/qrcode (002 §2: the route exists, its content is ours — docs/decisions/0029):
 * what a visitor sees after scanning the restaurant's code or tapping its store on a shopping-centre page of the
 * directory. `?imprimir` is the restaurant's print view of its codes: this page's, and one per table when
 * `templateLinkQrCode` is set. Public data only, so the entry page is the same for every visitor without cookies
 * (the page cache, like the landing); the print view carries a query string and is rendered each time.
 */
export const handle: RouteHandle = { sharedWithAnonymousVisitors: true }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext({ request, context, params })
  const view = await requireTenantView(ctx, request)
  const url = new URL(request.url)
  const pagePath = tenantPath(view.slug, 'qrcode')
  if (url.searchParams.has('imprimir')) {
    return {
      print: await loadQrSheet(ctx, view, `${url.origin}${pagePath}`),
      backHref: pagePath,
      entry: null,
    }
  }
  const { open, statusText, actions } = qrEntry(view.flags)
  return {
    print: null,
    backHref: null,
    entry: {
      open,
      statusText,
      actions: actions.map(({ key, label, path }) => ({
        key,
        label,
        href: tenantPath(view.slug, path),
      })),
      printHref: `${pagePath}?imprimir`,
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const name = tenantLayoutOf(matches)?.tenant.name ?? ''
  return [{ title: data?.print ? `${qrCodesParaImprimir} · ${name}` : name }]
}

export default function QrCodePage() {
  const { entry, print, backHref } = useLoaderData<typeof loader>()
  const view = useTenantLayout()?.tenant
  if (print && backHref) return <QrSheetView sheet={print} backHref={backHref} />
  if (!entry || !view) return null
  return <QrEntry name={view.name} logoUrl={view.logoUrl} {...entry} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
