import type { RouteHandle } from '#app/lib/route-handle'
import { ApiError } from '@prato/api-client'
import { cardDeleteErrorMessage, messages, setPrincipalErrorMessage } from '@prato/domain'
import {
  cartoesNaoCarregados,
  excluir,
  excluirCartaoPergunta,
  menuFormasPagamento,
  nao,
} from '@prato/domain/messages'
import { Prompt } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
  useSubmit,
} from '@remix-run/react'
import { AlertBox } from '#app/components/AlertBox'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { dialogHref } from '#app/components/dialogs'
import { readForm, reply, succeed } from '#app/components/forms.server'
import { requireUser } from '#app/features/account/account.server'
import { SavedCards, savedCardName } from '#app/features/cards/SavedCards'
import * as styles from '#app/features/cards/cards.css'
import { getStorefrontContext } from '#app/lib/context.server'
import { loadSavedCards } from '#app/lib/payment.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * The diner's saved cards (001 §2 /{tenant}/minhas-formas-pagamento, §3 Saved card, §7 Cards, §8): brand, holder,
 * last digits and the main one marked; 'Tornar principal' (PUT /v1/cartoes/{id}/alterar-principal) and 'Excluir'
 * after a confirmation (DELETE /v1/cartoes/{id}; `?excluir=<id>` asks, so it works without JavaScript: written in
 * the page before hydration, @prato/ui's ConfirmDialog after), and 'Adicionar cartão', the checkout's new card
 * dialog over this page, which comes back here. Logged-in diners only. Profile menu 'Formas de Pagamento'.
 *
 * DESIGN §6: only the last four digits ever reach this page; every answer is `no-store` (`handle.personal`).
 */
export const meta: MetaFunction = () => [{ title: menuFormasPagamento }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

async function cardsRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  requireUser(ctx, args.request)
  await requireTenantView(ctx, args.request)
  return { ctx, tenant: ctx.tenant.slug }
}

function cardId(value: FormDataEntryValue | string | null): number | null {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await cardsRequest(args)
  const cards = await loadSavedCards(ctx)
  const asked = cardId(new URL(args.request.url).searchParams.get('excluir'))
  const headers = await ctx.commit()
  headers.set('Cache-Control', 'no-store')
  return data(
    { cards, confirmDelete: cards?.find((card) => card.id === asked) ?? null },
    { headers },
  )
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await cardsRequest(args)
  const formData = await readForm(args.request)
  const intent = formData.get('intent')
  const id = cardId(formData.get('id'))
  if (id === null || (intent !== 'principal' && intent !== 'excluir'))
    return reply({ alert: { tone: 'danger', message: messages.operacaoFalhouEsta } })
  try {
    if (intent === 'principal')
      await ctx.api.put('/v1/cartoes/{id}/alterar-principal', { params: { path: { id } } })
    else await ctx.api.delete('/v1/cartoes/{id}', { params: { path: { id } } })
  } catch (error) {
    // a refused token ends in the login dialog (the client's hook); a visitor who left is no failure to show
    if (!(error instanceof ApiError) || error.kind === 'unauthorized') throw error
    ctx.logger.warn('saved card not changed', { intent, kind: error.kind, status: error.status })
    // 001 §8: the server's message, else 'Houve um problema ao realizar está operação.' / '… ao excluir a forma de
    // pagamento.'
    const body = error.kind === 'http' ? error.body : undefined
    const message =
      intent === 'principal' ? setPrincipalErrorMessage(body) : cardDeleteErrorMessage(body)
    return reply({ alert: { tone: 'danger', message } }, error.kind === 'http' ? 400 : 502)
  }
  return succeed(`/${tenant}/minhas-formas-pagamento`, await ctx.commit())
}

export default function SavedCardsScreen() {
  const { cards, confirmDelete } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const navigate = useNavigate()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const page = location.pathname
  const deleteHref = (id: number) => `${page}?excluir=${id}`
  return (
    <main className={styles.page} aria-labelledby="formas-pagamento-titulo">
      <h1 id="formas-pagamento-titulo" className={styles.title}>
        {menuFormasPagamento}
      </h1>
      <AlertBox alert={actionData?.alert} />
      {cards === null ? <p>{cartoesNaoCarregados}</p> : null}
      {confirmDelete ? (
        // Before hydration the question is part of the page (its buttons post this form); a dialog after.
        <Form method="post" action={page} key={confirmDelete.id}>
          <input type="hidden" name="id" value={confirmDelete.id} />
          <Prompt
            hydrated={hydrated}
            message={excluirCartaoPergunta(savedCardName(confirmDelete))}
            tone="danger"
            confirm={{
              label: excluir,
              name: 'intent',
              value: 'excluir',
              onSelect: () =>
                submit(
                  { intent: 'excluir', id: String(confirmDelete.id) },
                  { method: 'post', action: page },
                ),
            }}
            cancel={{ label: nao, href: page, onSelect: () => navigate(page) }}
          />
        </Form>
      ) : null}
      <SavedCards
        cards={cards}
        action={page}
        deleteHref={deleteHref}
        addHref={dialogHref(page, 'novo-cartao')}
      />
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle: RouteHandle = { personal: true }

declare module '#app/components/screens' {
  interface TenantScreens {
    'minhas-formas-pagamento': true
  }
}
