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

/**
 * How long the page waits for the centre before it starts streaming: long enough for a healthy API, so an unknown
 * permalink gets its 404; a slower answer streams behind 'Carregando...' (002 §4), and is then only shown.
 */
const HEAD_START_MS = 300

type ShoppingAnswer =
  { kind: 'found'; model: ShoppingModel } | { kind: 'unknown' } | { kind: 'failed' }

export async function loader({ params }: LoaderFunctionArgs) {
  const permalink = params.permalink ?? ''
  if (!PERMALINK.test(permalink)) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const env = getEnv()
  const options = { storefrontUrl: env.STOREFRONT_URL, httpHosts: httpAllowedHosts(env) }
  const answer: Promise<ShoppingAnswer> = getDirectoryApi()
    .getShopping(permalink)
    .then(
      (s): ShoppingAnswer =>
        s ? { kind: 'found', model: toShoppingModel(s, options) } : { kind: 'unknown' },
      // "Shopping failure: logged only" (002 §8): the page renders without stores.
      (error: unknown): ShoppingAnswer => {
        console.error(
          `shopping ${permalink} failed:`,
          error instanceof Error ? error.message : error,
        )
        return { kind: 'failed' }
      },
    )
  let timer: ReturnType<typeof setTimeout> | undefined
  const early = await Promise.race([
    answer,
    new Promise<null>((resolve) => (timer = setTimeout(resolve, HEAD_START_MS, null))),
  ])
  clearTimeout(timer)
  if (early?.kind === 'unknown') throw new Response(null, { status: 404, statusText: 'Not Found' })
  const shopping: Promise<ShoppingModel | null> = answer.then((a) =>
    a.kind === 'found' ? a.model : null,
  )
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
              {s ? (
                <ShoppingHeader shopping={s} />
              ) : (
                <h1 className={pageTitle}>{centroComercial}</h1>
              )}
              <StoreList shopping={s} />
            </>
          )}
        </Await>
      </Suspense>
    </div>
  )
}
