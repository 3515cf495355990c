import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { comoFuncionaIntro, features } from '../features/content/como-funciona'
import * as css from '../features/content/content.css'
import { assertProduct } from '../lib/product.server'
import { descriptions } from '../lib/seo.server'
import { container, pageTitle } from '../styles/global.css'
import { comoFunciona, nomeProdutoPadrao } from '@prato/domain/messages'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${comoFunciona} | ${nomeProdutoPadrao}` },
  { name: 'description', content: data?.description ?? '' },
]

export function loader({ params }: LoaderFunctionArgs) {
  assertProduct(params.product)
  return { description: descriptions.comoFuncionaDescricao }
}

export default function ComoFunciona() {
  return (
    <div className={container}>
      <h1 className={pageTitle}>{comoFunciona}</h1>
      <p className={css.lead}>{comoFuncionaIntro}</p>
      <ol className={css.features}>
        {features.map((f) => (
          <li key={f.title} className={css.feature}>
            <h2 className={css.featureTitle}>{f.title}</h2>
            <p>{f.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
