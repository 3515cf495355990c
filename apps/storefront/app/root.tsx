import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { nomeProdutoPadrao } from '@prato/domain/messages'
import { PratoProvider, Toaster } from '@prato/ui'
import { flashToastInput, useNonce } from '@prato/web-server'
import { defaultThemeClass } from '@prato/ui/theme'
import type { ReactNode } from 'react'
import { DialogStyles } from './components/dialog-styles'
import { GeneralErrorBoundary } from './components/ErrorBoundary'
import { RefreshWithoutScript } from './components/RefreshWithoutScript'
import { KeepEarlyClicks, RemixLink } from '@prato/web-server'
import { getStorefrontContext } from './lib/context.server'
import { publicEnv } from './lib/env.server'
import { getUser } from './lib/session.server'
import { useTenantLayout } from './lib/tenant-layout'
import type { TenantView } from './lib/tenant.server'
import { tenantIconLinks } from './features/shell/icons'
import { getToast } from './lib/toast.server'
import './styles/global.css'

export const meta: MetaFunction<typeof loader> = () => [{ title: nomeProdutoPadrao }]

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const ctx = await getStorefrontContext(args)
  const { toast, headers } = await getToast(request)
  const user = getUser(ctx.session)
  return data(
    {
      env: publicEnv(ctx.env),
      toast,
      user: user
        ? { firstName: user.nome.trim().split(/\s+/)[0] ?? user.nome, email: user.email }
        : null,
    },
    headers ? { headers } : undefined,
  )
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data']

/** The theme of the matched tenant route ($tenant layout or the `/` index), if any. */
function useTenantView(): TenantView | undefined {
  const tenantData = useTenantLayout()
  const indexData = useRouteLoaderData<{ tenant: TenantView }>('routes/_index')
  return tenantData?.tenant ?? indexData?.tenant
}

/** The brand a browser shows outside the page: the address bar's colour, the tab's icon, the home-screen app. */
function TenantHead({ tenant }: { tenant: TenantView }) {
  const links = tenantIconLinks(tenant)
  return (
    <>
      <meta name="theme-color" content={tenant.theme.brand} />
      <link rel="icon" href={links.icon} />
      <link rel="apple-touch-icon" href={links.appleTouchIcon} />
      <link rel="manifest" href={links.manifest} />
    </>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const tenant = useTenantView()
  const style = tenant?.themeStyle
  return (
    <html lang="pt-BR" className={defaultThemeClass} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {tenant ? <TenantHead tenant={tenant} /> : null}
        <Meta />
        <Links />
        <DialogStyles />
        <RefreshWithoutScript />
      </head>
      <body>
        <KeepEarlyClicks nonce={nonce} />
        <PratoProvider linkComponent={RemixLink}>{children}</PratoProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  // The flashed toast is in the server's HTML (seen without JavaScript) and hides itself once scripts run.
  return (
    <Toaster flash={toast ? flashToastInput(toast) : null} duration={6000}>
      <Outlet />
    </Toaster>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <GeneralErrorBoundary error={error} />
}
