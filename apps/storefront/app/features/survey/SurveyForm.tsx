import { surveyNavigation } from '@prato/domain'
import {
  fechar,
  labelEmail,
  labelNome,
  labelObservacao,
  labelQual,
  labelTelefone,
  perguntaDeTotal,
  pesquisaDadosOpcionais,
  pesquisaIndisponivel,
} from '@prato/domain/messages'
import { Button, RadioGroup } from '@prato/ui'
import { useState } from 'react'
import {
  formStyles,
  LinkButton,
  ScreenForm,
  SubmitButton,
  TextInput,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'
import { TextAreaInput } from '#app/components/form-choices'
import { useScreenPlace } from '#app/components/screen'
import { ScreenNotice } from '#app/components/ScreenNotice'
import type { SurveyStep } from './survey-view'
import * as styles from './survey.css'

/**
 * 'Avaliação', the satisfaction survey (001 §2, §3 Survey, §4 "one question at a time; buttons Voltar, Próxima, and
 * Salvar on the last", §5): the question's options as a radio group, 'Qual ?' under a type 5 question once Sim is
 * chosen, and on the last question the optional observation, name, phone and e-mail. Each step posts to the
 * survey's route, which keeps the answer in the session and opens the next step: with or without JavaScript the
 * same form. Próxima and Salvar refuse an unanswered question ('Você precisa selecionar uma resposta antes de
 * avançar.') in the browser and again in the action.
 */
export function SurveyForm({
  step,
  actionData,
}: {
  step: SurveyStep | null
  actionData?: FormReply | null
}) {
  if (!step)
    return (
      <ScreenNotice back={fechar}>
        <p>{pesquisaIndisponivel}</p>
      </ScreenNotice>
    )
  // one form per question: conform starts afresh on the next one
  return <SurveyQuestionForm key={step.question.id} step={step} actionData={actionData} />
}

function SurveyQuestionForm({
  step,
  actionData,
}: {
  step: SurveyStep
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { question, index, total, answer } = step
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.surveySaveSchema,
    {
      id: `pesquisa-${question.id}`,
      actionData,
      defaultValue: {
        questionarioId: String(question.id),
        opcaoId: answer ? String(answer.opcaoId) : undefined,
        respostaTexto: answer?.respostaTexto ?? undefined,
      },
    },
  )
  const initialChoice =
    typeof fields.opcaoId.initialValue === 'string' ? fields.opcaoId.initialValue : undefined
  const [chosen, setChosen] = useState(initialChoice)
  // The buttons stay enabled and refuse instead (the field's message): a disabled button is out of the keyboard's
  // reach and could not come alive without JavaScript (docs/decisions/0027).
  const navigation = surveyNavigation(index, total, true)
  const last = navigation.next.save
  const qualShown = question.qualOptionId !== null && chosen === String(question.qualOptionId)
  return (
    <ScreenForm
      screen="pesquisa"
      kit={{ fetcher, form, alert }}
      query={{ passo: index + 1 }}
      honeypot={last}
      intro={<p className={styles.progress}>{perguntaDeTotal(index + 1, total)}</p>}
    >
      <input type="hidden" name={fields.questionarioId.name} value={question.id} />
      <RadioGroup
        key={fields.opcaoId.key}
        id={fields.opcaoId.id}
        name={fields.opcaoId.name}
        legend={question.pergunta}
        options={question.options.map((o) => ({ value: String(o.id), label: o.texto }))}
        defaultValue={initialChoice}
        onChange={setChosen}
        error={fields.opcaoId.errors}
      />
      {question.qualOptionId !== null ? (
        <div className={qualShown ? undefined : styles.hiddenUntilChosen}>
          <TextInput meta={fields.respostaTexto} label={labelQual} />
        </div>
      ) : null}
      {last ? (
        <>
          <p className={styles.optional}>{pesquisaDadosOpcionais}</p>
          <TextAreaInput meta={fields.observacaoFinal} label={labelObservacao} />
          <TextInput meta={fields.nome} label={labelNome} autoComplete="name" />
          <TextInput
            meta={fields.telefone}
            label={labelTelefone}
            type="tel"
            mask="phone"
            autoComplete="tel"
          />
          <TextInput meta={fields.email} label={labelEmail} type="email" autoComplete="email" />
        </>
      ) : null}
      <div className={formStyles.actions}>
        {navigation.back.disabled ? (
          <Button type="button" variant="secondary" disabled>
            {navigation.back.label}
          </Button>
        ) : (
          <LinkButton to={place.href('pesquisa', { passo: index })}>
            {navigation.back.label}
          </LinkButton>
        )}
        <SubmitButton pending={pending}>{navigation.next.label}</SubmitButton>
      </div>
    </ScreenForm>
  )
}
