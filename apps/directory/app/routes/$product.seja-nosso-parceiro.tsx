import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { serverRefusal, useHydrated } from '@prato/web-server'
import type { ToastInput } from '@prato/ui'
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { advantages, parceiroIntro } from '../features/content/parceiro.server'
import { ContactForm, type ContactFormStatus } from '../features/partner/ContactForm'
import { FailureToaster } from '../features/partner/deferred'
import { Faq } from '../features/partner/Faq'
import { loadValidator } from '../features/partner/load-validator'
import * as css from '../features/partner/partner.css'
import { getDirectoryApi } from '../lib/api.server'
import type { ContactErrors, ContactField } from '../lib/contact-fields'
import { contactLimiter, handleContact } from '../lib/contact.server'
import { readLoadContext } from '../lib/context'
import { getEnv } from '../lib/env.server'
import { descriptions } from '../lib/seo.server'
import { assertProduct } from '../lib/product.server'
import { container, pageTitle } from '../styles/global.css'
import {
  contatoConsentimento,
  contatoFalhou,
  contatoSucesso,
  contatoTitulo,
  nomeProdutoPadrao,
  perguntasFrequentes,
  sejaNossoParceiro,
  vantagens,
} from '@prato/domain/messages'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${sejaNossoParceiro} | ${nomeProdutoPadrao}` },
  { name: 'description', content: data?.description ?? '' },
]

export async function loader({ params }: LoaderFunctionArgs) {
  assertProduct(params.product)
  // "FAQ failures: silently ignored" (002 §8): the page is still useful without it.
  const faq = await getDirectoryApi()
    .listFaq()
    .catch(() => [])
  // Long catalogue sentences travel as data, keeping them out of the page's first JavaScript (100 KB budget).
  const copy = {
    consentimento: contatoConsentimento,
    sucesso: contatoSucesso,
    falhou: contatoFalhou,
  }
  return { faq, advantages, parceiroIntro, copy, description: descriptions.parceiroDescricao }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertProduct(params.product)
  const env = getEnv()
  const { clientIp } = readLoadContext(context)
  const result = await handleContact(await request.formData(), {
    api: getDirectoryApi(),
    limiter: contactLimiter({
      max: env.CONTACT_RATE_LIMIT_MAX,
      windowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
    }),
    clientKey: clientIp,
  })
  return data(result.body, { status: result.status })
}

/** "Contact failure: error toast" (002 §8); it stays until the visitor closes it or sends again. */
const failureToast = (title: string, attempt: number): ToastInput => ({
  id: `contato-falhou-${attempt}`,
  tone: 'danger',
  title,
  duration: Infinity,
})

export default function SejaNossoParceiro() {
  const { faq, advantages, parceiroIntro, copy } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const enhanced = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [succeeded, setSucceeded] = useState(false)
  // Which failed send the toast is about (0: none shown); without JavaScript, the server's answer decides.
  const [failure, setFailure] = useState(0)

  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'

  useEffect(() => {
    if (!actionData) return
    if (actionData.outcome === 'success') {
      formRef.current?.reset()
      setErrors({})
      setSucceeded(true)
    } else if (actionData.outcome === 'invalid') {
      setErrors(actionData.errors)
      setSucceeded(false)
    } else {
      setFailure((count) => count + 1)
      setSucceeded(false)
    }
  }, [actionData])

  const submit = useSubmit()
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // The schema decides before anything is sent; the validation code may still be loading, so the browser's
      // own submission is stopped and Remix submits the form once every field passes.
      event.preventDefault()
      const form = event.currentTarget
      setFailure(0)
      setSucceeded(false)
      void loadValidator().then((validate) => {
        const found = validate(new FormData(form))
        setErrors(found)
        const first = Object.keys(found)[0]
        if (first) {
          form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
          return
        }
        submit(form, { method: 'post', preventScrollReset: true })
      })
    },
    [submit],
  )

  const onFieldEdit = useCallback((field: ContactField) => {
    setErrors((current) => {
      if (!current[field]) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }, [])

  // Without JavaScript the server's answer is all there is: show it as rendered.
  const serverStatus: ContactFormStatus =
    actionData?.outcome === 'success'
      ? 'success'
      : actionData?.outcome === 'error'
        ? 'error'
        : 'idle'
  const status: ContactFormStatus = sending
    ? 'sending'
    : enhanced
      ? succeeded
        ? 'success'
        : 'idle'
      : serverStatus
  const shownErrors = enhanced ? errors : actionData?.outcome === 'invalid' ? actionData.errors : {}
  const values = actionData && actionData.outcome !== 'success' ? actionData.values : undefined
  const failed = enhanced ? failure : serverStatus === 'error' ? 1 : 0

  return (
    <div className={container}>
      <h1 className={pageTitle}>{sejaNossoParceiro}</h1>
      <div className={css.layout}>
        <section className={css.panel} aria-labelledby="contato-titulo">
          <h2 id="contato-titulo" className={css.sectionTitle}>
            {contatoTitulo}
          </h2>
          <ContactForm
            copy={copy}
            formRef={formRef}
            status={status}
            errors={shownErrors}
            values={values}
            enhanced={enhanced}
            onSubmit={enhanced ? onSubmit : undefined}
            onFieldEdit={onFieldEdit}
            onStart={() => void loadValidator()}
          />
        </section>
        <section className={css.panel} aria-labelledby="vantagens-titulo">
          <h2 id="vantagens-titulo" className={css.sectionTitle}>
            {vantagens}
          </h2>
          <p>{parceiroIntro}</p>
          <ul className={css.advantages}>
            {advantages.map((a) => (
              <li key={a.title}>
                <h3 className={css.advantageTitle}>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {faq.length > 0 ? (
        <section className={css.panel} aria-labelledby="faq-titulo">
          <h2 id="faq-titulo" className={css.sectionTitle}>
            {perguntasFrequentes}
          </h2>
          <Faq items={faq} />
        </section>
      ) : null}
      {failed > 0 ? (
        <Suspense fallback={null}>
          {/* One toaster per failed send: a new failure shows afresh, and sending again takes it away. */}
          <FailureToaster
            key={failed}
            flash={failureToast(serverRefusal(actionData) ?? copy.falhou, failed)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
