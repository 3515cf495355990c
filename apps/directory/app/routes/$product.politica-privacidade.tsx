import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { policyEffective, policySections } from '../features/content/politica'
import { assertProduct } from '../lib/product.server'
import { descriptions } from '../lib/seo.server'
import { container, pageTitle, prose } from '../styles/global.css'
import { nomeProdutoPadrao, politicaPrivacidade } from '@prato/domain/messages'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${politicaPrivacidade} | ${nomeProdutoPadrao}` },
  { name: 'description', content: data?.description ?? '' },
]

export function loader({ params }: LoaderFunctionArgs) {
  assertProduct(params.product)
  return { description: descriptions.privacidadeDescricao }
}

export default function PoliticaPrivacidade() {
  return (
    <div className={container}>
      <h1 className={pageTitle}>{politicaPrivacidade}</h1>
      <article className={prose}>
        <p>
          <strong>{policyEffective}</strong>
        </p>
        {policySections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  )
}
