import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { surveySaveSchema, surveyStepIndex } from '@prato/domain'
import {
  operacaoSucessoExclamacao,
  pesquisaIndisponivel,
  selecioneResposta,
  avaliacao,
} from '@prato/domain/messages'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { isBot, readForm, reply, succeed } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import { accountRequest, continueFrom, nextLocation } from '#app/features/account/account.server'
import { SurveyForm } from '#app/features/survey/SurveyForm'
import {
  answeredQuestions,
  keepAnswer,
  parsePasso,
  resetSurvey,
  sendSurvey,
  surveyProgress,
  surveyStep,
} from '#app/features/survey/survey.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'

/**
 * 'Avaliação', the restaurant's satisfaction survey (001 §2 dialogs, §3 Survey, §4, §5, §7 GET /v1/feedback/…, POST
 * /v1/feedback/, §8): `?dialog=pesquisa` over any tenant page (the landing page and a finished order's tracking
 * link to it), and /{tenant}/pesquisa as a page. Anyone may answer (the answers are anonymous, flgAnonimo true).
 *
 * One question at a time: `passo` (1-based) is the step in the address, the answers so far are kept in the
 * session, so each step is a plain form post and the survey works without JavaScript. Opened without `passo`
 * (closed and opened again) it starts afresh from the first question.
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'pesquisa')
  await requireTenantView(ctx, args.request)
  const passo = parsePasso(new URL(args.request.url).searchParams.get('passo'))
  const current = await surveyStep(ctx, tenant, passo)
  return data({ step: current?.step ?? null }, { headers: await ctx.commit() })
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'pesquisa')
  await requireTenantView(ctx, args.request)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: surveySaveSchema })
  if (submission.status !== 'success' || isBot(formData))
    return reply({ result: submission.reply() })
  const current = await surveyStep(
    ctx,
    tenant,
    parsePasso(new URL(args.request.url).searchParams.get('passo')) ?? 1,
  )
  if (!current) return reply({ alert: { tone: 'danger', message: pesquisaIndisponivel } })
  const { survey, step } = current
  // the answer must be one of the options of the question on screen (not a forged or stale one)
  if (
    submission.value.questionarioId !== step.question.id ||
    !keepAnswer(ctx.session, tenant, survey, step.question, submission.value)
  )
    return reply({ result: submission.reply({ fieldErrors: { opcaoId: [selecioneResposta] } }) })
  const toStep = async (index: number) =>
    redirect(nextLocation(from, { dialog: 'pesquisa', params: { passo: index + 1 } }), {
      headers: await ctx.commit(),
    })
  if (step.index < step.total - 1) return toStep(step.index + 1)
  // Salvar: every question must have its answer (an expired session lost some: back to the first one missing)
  const respostas = surveyProgress(ctx.session, tenant, survey)
  const answered = answeredQuestions(survey, respostas)
  if (answered.includes(false)) return toStep(surveyStepIndex(answered, survey.questions.length))
  const { observacaoFinal, nome, telefone, email } = submission.value
  const sent = await sendSurvey(ctx, survey, respostas, { observacaoFinal, nome, telefone, email })
  if (!sent.ok)
    return reply(
      { result: submission.reply({ formErrors: [sent.message] }) },
      502,
      await ctx.commit(),
    )
  resetSurvey(ctx.session, tenant)
  return succeed(nextLocation(from), await ctx.commit(), operacaoSucessoExclamacao)
}

export default function SurveyScreen() {
  const { step } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="pesquisa">
      <SurveyForm step={step} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's answers so far live in the session: kept by no cache
export const handle = {
  personal: true,
  // the satisfaction survey 'Avaliação' (001 §2), one question at a time: `passo` is the step (1-based)
  dialog: {
    name: 'pesquisa',
    access: 'anyone',
    size: 'medium',
    title: avaliacao,
    params: ['passo'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    pesquisa: true
  }
}
