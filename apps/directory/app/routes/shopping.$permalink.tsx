import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Await, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'
import { toShoppingModel, type ShoppingModel } from '../features/shopping/shopping-model'
import * as css from '../features/shopping/shopping.css'
import { ShoppingHeader, StoreList } from '../features/shopping/ShoppingView'
import { getDirectoryApi } from '../lib/api.server'
import { getEnv, httpAllowedHosts } from '../lib/env.server'
import { descriptions } from '../lib/seo.server'
import { container, pageTitle } from '../styles/global.css'
import { carregando, centroComercial, nomeProdutoPadrao } from '@prato/domain/messages'

const PERMALINK = /^[a-z0-9][a-z0-9_-]{0,99}$/i

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${centroComercial} | ${nomeProdutoPadrao}` },
  { name: 'description', content: data?.description ?? '' },
]

export function loader({ params }: LoaderFunctionArgs) {
  const permalink = params.permalink ?? ''
  if (!PERMALINK.test(permalink)) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const env = getEnv()
  const options = { storefrontUrl: env.STOREFRONT_URL, httpHosts: httpAllowedHosts(env) }
  // Streamed: the page shows 'Carregando...' until the API answers. "Shopping failure: logged only" (002 §8).
  const shopping: Promise<ShoppingModel | null> = getDirectoryApi()
    .getShopping(permalink)
    .then((s) => (s ? toShoppingModel(s, options) : null))
    .catch((error: unknown) => {
      console.error(`shopping ${permalink} failed:`, error instanceof Error ? error.message : error)
      return null
    })
  return { shopping, description: descriptions.homeDescricao }
}

export default function Shopping() {
  const { shopping } = useLoaderData<typeof loader>()
  return (
    <div className={container}>
      <Suspense
        fallback={
          <p role="status" className={`${pageTitle} ${css.loading}`}>
            {carregando}
          </p>
        }
      >
        <Await resolve={shopping}>
          {(s) => (
            <>
              {s ? <ShoppingHeader shopping={s} /> : <h1 className={pageTitle}>{centroComercial}</h1>}
              <StoreList shopping={s} />
            </>
          )}
        </Await>
      </Suspense>
    </div>
  )
}
