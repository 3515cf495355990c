import { parseWithZod } from '@conform-to/zod/v4'
import {
  isTableReservationActive,
  messages,
  PIX_POLL_MS,
  stepReservationPeople,
  stepReservationTime,
  tableReservationSchema,
} from '@prato/domain'
import { reservaMesaTitulo } from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { loginHref } from '#app/components/dialogs'
import { readForm, succeed } from '#app/components/forms.server'
import type { RefreshHandle } from '#app/components/RefreshWithoutScript'
import { ReservationDetail } from '#app/features/reservations/ReservationDetail'
import { DateStep, ReservationPage, SummaryStep } from '#app/features/reservations/ReservationSteps'
import {
  clearDraft,
  createReservation,
  draftFromForm,
  getDraft,
  loadAvailableDays,
  loadDay,
  loadReservation,
  reservationFailure,
  setDraft,
} from '#app/features/reservations/reservations.server'
import { useRevalidateWhile } from '#app/features/reservations/useRevalidateWhile'
import { readId } from '#app/lib/cart.server'
import { getStorefrontContext } from '#app/lib/context.server'
import type { RouteHandle } from '#app/lib/route-handle'
import { getUser, getUserToken } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * Table reservation (002 §2 /{site}/reserva): DATA (a day with availability), RESUMO (arrival time, people, note, the
 * day's charge and total) and RESERVA (the reservation with its payment status and, while it awaits payment, the
 * PIX). Every step is a plain form post answered by a redirect, the draft kept in the server-side session, so the
 * whole booking works without JavaScript. RESERVA is `?id=` of one of the diner's reservations; while its PIX
 * awaits payment the page reads it again every 4 s (a refresh without JavaScript).
 */
export const meta: MetaFunction = () => [{ title: reservaMesaTitulo }]

export const handle: RouteHandle & RefreshHandle<unknown> = {
  // the diner's own draft and reservation: kept by no cache
  personal: true,
  refreshWithoutScript: ({ data }) => (isAwaitingPix(data) ? PIX_POLL_MS / 1000 : null),
}

function isAwaitingPix(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reservation' in value &&
    Boolean((value as { reservation: { pix: string | null } }).reservation.pix)
  )
}

async function reservationRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  await requireTenantView(ctx, args.request, (view) =>
    isTableReservationActive(view.flags.flgStatusReservaMesaAtiva),
  )
  const url = new URL(args.request.url)
  const here = url.pathname
  const loggedIn = Boolean(getUser(ctx.session) && getUserToken(ctx.session))
  return { ctx, url, here, loggedIn, login: loginHref(ctx.tenant.slug, here) }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, url, here, loggedIn, login } = await reservationRequest(args)
  try {
    const idParam = url.searchParams.get('id')
    if (idParam !== null) {
      const id = readId(idParam)
      if (!loggedIn) throw redirect(loginHref(ctx.tenant.slug, `${here}?id=${idParam}`))
      const reservation = id === null ? null : await loadReservation(ctx, id)
      if (!reservation) throw new Response('Not Found', { status: 404 })
      return data({ step: 2 as const, action: here, reservation }, { headers: await ctx.commit() })
    }
    const draft = getDraft(ctx)
    if (loggedIn && draft.movimentoId) {
      const day = await loadDay(ctx, draft.movimentoId)
      if (day) return data({ step: 1 as const, action: here, day, draft })
      // the day is gone (full, or past): back to choosing one
      setDraft(ctx, { ...draft, movimentoId: null })
    }
    const days = await loadAvailableDays(ctx)
    return data(
      {
        step: 0 as const,
        action: here,
        days,
        chosen: draft.movimentoId,
        loginHref: loggedIn ? null : login,
      },
      { headers: await ctx.commit() },
    )
  } catch (error) {
    throw await reservationFailure(ctx, args.request, error)
  }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, here, loggedIn, login } = await reservationRequest(args)
  const formData = await readForm(args.request)
  const draft = getDraft(ctx)
  const intent = String(formData.get('intent') ?? '')
  const back = async () => redirect(here, { headers: await ctx.commit() })
  try {
    switch (intent) {
      case 'data': {
        const id = readId(formData.get('movimentoId'))
        const days = id === null ? [] : await loadAvailableDays(ctx)
        if (id === null || !days.some((d) => d.id === id))
          return data(
            { alert: { tone: 'danger' as const, message: messages.informeDiaReserva } },
            { status: 400 },
          )
        setDraft(ctx, { ...draft, movimentoId: id })
        // 002 §2 "If not logged in, a warning appears and login opens": the chosen day waits in the draft
        if (!loggedIn) return redirect(login, { headers: await ctx.commit() })
        return await back()
      }
      case 'trocar-dia':
        setDraft(ctx, { ...draftFromForm(draft, formData), movimentoId: null })
        return await back()
      case 'hora-menos':
      case 'hora-mais':
      case 'pessoas-menos':
      case 'pessoas-mais': {
        const next = draftFromForm(draft, formData)
        const direction = intent.endsWith('-mais') ? 1 : -1
        setDraft(
          ctx,
          intent.startsWith('hora')
            ? { ...next, horaPrevista: stepReservationTime(next.horaPrevista, direction) }
            : { ...next, qtdePessoas: stepReservationPeople(next.qtdePessoas, direction) },
        )
        return await back()
      }
      case 'solicitar': {
        if (!loggedIn) return redirect(login, { headers: await ctx.commit() })
        const next = draftFromForm(draft, formData)
        setDraft(ctx, next)
        const day = next.movimentoId ? await loadDay(ctx, next.movimentoId) : null
        if (!day) setDraft(ctx, { ...next, movimentoId: null })
        // the domain's rules on the whole draft (the day from the session, the rest from the form)
        const submission = parseWithZod(
          new URLSearchParams({
            movimentoId: String(day?.id ?? ''),
            horaPrevista: next.horaPrevista,
            qtdePessoas: String(next.qtdePessoas),
            observacao: next.observacao,
          }),
          { schema: tableReservationSchema },
        )
        if (!day || submission.status !== 'success') {
          const message =
            Object.values(submission.reply().error ?? {}).flat()[0] ?? messages.informeDiaReserva
          return data(
            { alert: { tone: 'danger' as const, message } },
            { status: 400, headers: await ctx.commit() },
          )
        }
        const outcome = await createReservation(ctx, day, { ...next, movimentoId: day.id })
        if (!outcome.ok)
          return data(
            { alert: { tone: 'danger' as const, message: outcome.message } },
            { status: 400, headers: await ctx.commit() },
          )
        clearDraft(ctx)
        return await succeed(`${here}?id=${outcome.id}`, await ctx.commit())
      }
      default:
        throw new Response('Bad Request', { status: 400 })
    }
  } catch (error) {
    throw await reservationFailure(ctx, args.request, error)
  }
}

export default function ReservationRoute() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  useRevalidateWhile(page.step === 2 && Boolean(page.reservation.pix), PIX_POLL_MS)
  const alert = reply?.alert ?? null
  switch (page.step) {
    case 0:
      return (
        <ReservationPage step={0}>
          <DateStep
            days={page.days}
            chosen={page.chosen}
            loginHref={page.loginHref}
            action={page.action}
            alert={alert}
            pending={pending}
          />
        </ReservationPage>
      )
    case 1:
      return (
        <ReservationPage step={1}>
          <SummaryStep
            // a step posted without JavaScript comes back with the new draft: start from it
            key={`${page.draft.horaPrevista}-${page.draft.qtdePessoas}`}
            day={page.day}
            draft={page.draft}
            action={page.action}
            alert={alert}
            pending={pending}
          />
        </ReservationPage>
      )
    case 2:
      return (
        <ReservationPage step={2}>
          <ReservationDetail reservation={page.reservation} />
        </ReservationPage>
      )
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

declare module '#app/components/screens' {
  interface TenantScreens {
    reserva: true
  }
}
