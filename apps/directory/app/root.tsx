import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { defaultThemeClass, defaultTokens } from '@prato/ui/theme'
import { getEnv } from './lib/env.server'
import { RemixLink, useNonce } from '@prato/web-server'
import { chooseLayout, type LayoutData } from './features/shell/layouts'
import { errorPageCopy, safeExternalUrl } from '@prato/domain'
import { nomeProdutoPadrao, paginaInicial } from '@prato/domain/messages'
import { ErrorPage, PratoProvider } from '@prato/ui'
import './styles/global.css'

export async function loader(_: LoaderFunctionArgs) {
  const env = getEnv()
  const layout: LayoutData = {
    layout: env.DIRECTORY_LAYOUT,
    product: env.PRODUCT_SLUG,
    playStoreUrl: safeExternalUrl(env.PLAY_STORE_URL),
    appStoreUrl: safeExternalUrl(env.APP_STORE_URL),
  }
  return { layout }
}

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** The layout data comes from the environment and never changes while the process runs. */
export const shouldRevalidate = () => false

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: nomeProdutoPadrao }]
  const status = isRouteErrorResponse(error) ? error.status : 500
  return [
    { title: `${errorPageCopy(status).title} | ${nomeProdutoPadrao}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // Without layout data (an error before the root loader answered) the default layout still gives a page.
  const Shell = chooseLayout(data?.layout.layout ?? '')
  const layoutData: LayoutData = data?.layout ?? {
    layout: '',
    product: 'prato',
    playStoreUrl: null,
    appStoreUrl: null,
  }
  return (
    <html lang="pt-BR" className={defaultThemeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={defaultTokens.color.brand} />
        <link rel="apple-touch-icon" href="/icone/180.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        <PratoProvider linkComponent={RemixLink}>
          <Shell data={layoutData}>{children}</Shell>
        </PratoProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <ErrorPage
      as="div"
      status={status}
      {...errorPageCopy(status)}
      homeHref="/"
      homeLabel={paginaInicial}
    />
  )
}
