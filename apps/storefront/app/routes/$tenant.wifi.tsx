import type { RouteHandle } from '#app/lib/route-handle'
import { botaoWifi } from '@prato/domain/messages'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { Screen, useScreenData } from '#app/components/screen'
import { WifiDetails } from '#app/features/wifi/WifiDetails'
import { getStorefrontContext } from '#app/lib/context.server'
import { tenantFailure } from '#app/lib/tenant-loader.server'

/**
 * The WiFi of the restaurant (001 §2): /{tenant}/wifi, and the `?dialog=wifi` dialog the landing's WiFi button
 * opens. A tenant without both a network and a password has no such screen (404).
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext({ request, context, params })
  let wifi
  try {
    wifi = (await ctx.loadTenant()).view.wifi
  } catch (error) {
    throw await tenantFailure(ctx, request, error)
  }
  if (!wifi) throw new Response('Not Found', { status: 404 })
  return { rede: wifi.rede, senha: wifi.senha }
}

export default function WifiScreen() {
  const { rede, senha } = useScreenData<typeof loader>()
  return (
    <Screen name="wifi">
      <WifiDetails rede={rede} senha={senha} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

export const handle = {
  dialog: { name: 'wifi', access: 'anyone', size: 'small', title: botaoWifi },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    wifi: true
  }
}
