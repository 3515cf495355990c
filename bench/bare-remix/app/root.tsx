import { Links, Meta, Outlet, Scripts } from '@remix-run/react'
import { useNonce } from '@prato/web-server'

export default function App() {
  const nonce = useNonce()
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}
