import { eventPricePerPerson, eventTotal } from '@prato/domain'
import {
  adicionaisPorPessoa,
  autenticarAntes,
  cardapioPorPessoa,
  cardapiosDoTipo,
  calcularTotal,
  dataDoEvento,
  escolhaDataParaVerEspacos,
  escolhaTipoParaVerCardapios,
  espacoDoEvento,
  espacosLivres,
  etapasDaReserva,
  eventoCapacidade,
  eventoPassoCardapio,
  eventoPassoDataEspaco,
  eventoPassoInformacoesFinais,
  fazerLogin,
  labelObservacao,
  nenhumCardapioDoTipo,
  nenhumEspacoLivre,
  porPessoa,
  proxima,
  quantidadeDePessoas,
  reservaDeEvento,
  selecione,
  solicitarReserva,
  tipoDeEvento,
  totalDaReserva,
  valorDoEspaco,
  verCardapiosDoTipo,
  verEspacosLivres,
  voltar,
} from '@prato/domain/messages'
import {
  Button,
  CheckboxGroup,
  Counter,
  Money,
  RadioGroup,
  Select,
  Stepper,
  TextArea,
  TextField,
} from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { Form, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { AlertBox, type FormAlert } from '#app/components/AlertBox'
import type { EventMenu, EventSpace, EventType, WizardDraft, WizardView } from './event-view'
import { Detail } from './Detail'
import * as styles from './events.css'

/** 001 §4 "Event wizard": step 0 'Data e espaço', step 1 'Cardápio', step 2 'Informações finais'. */
const STEPS = [eventoPassoDataEspaco, eventoPassoCardapio, eventoPassoInformacoesFinais] as const

const NEXT = { intent: 'avancar', label: proxima }

/** The messages of a refused step (001 §5), by field, and the reservation's failure (001 §8). */
export type WizardReply = {
  errors: Partial<
    Record<
      'dataEvento' | 'ambienteId' | 'tipoEventoId' | 'cardapioId' | 'quantidadePessoas',
      string[]
    >
  >
  alert?: FormAlert | null
}

/**
 * The three-step reservation wizard (001 §2 /{tenant}/eventos/carrinho, §4, §5). Each step is a plain form posted
 * to the route, which keeps the draft in the session and answers with the next step or the step's messages;
 * with JavaScript, choosing a date or an event type shows what it offers at once and the total follows the
 * people count as it changes. Props only: the route loads and posts.
 */
export function EventWizard({
  view,
  action,
  reply,
}: {
  view: WizardView
  /** The wizard's route (`/{tenant}/eventos/carrinho`). */
  action: string
  reply: WizardReply | null
}) {
  const errors = reply?.errors ?? {}
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{reservaDeEvento}</h1>
      <Stepper steps={STEPS} current={view.step} label={etapasDaReserva} />
      <h2 className={styles.muted}>{STEPS[view.step]}</h2>
      <AlertBox alert={reply?.alert} />
      {view.step === 0 ? (
        <DateAndSpace
          action={`${action}?passo=0`}
          draft={view.draft}
          minDate={view.minDate}
          spaces={view.spaces}
          errors={errors}
        />
      ) : view.step === 1 ? (
        <MenuStep
          action={`${action}?passo=1`}
          draft={view.draft}
          types={view.types}
          menus={view.menus}
          errors={errors}
        />
      ) : (
        <FinalStep action={`${action}?passo=2`} view={view} errors={errors} />
      )}
    </main>
  )
}

/** What an anonymous visitor sees instead (001 §5 "Reserving requires login"). */
export function EventLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{reservaDeEvento}</h1>
      <div className={styles.prompt} role="alert">
        <p>{autenticarAntes}</p>
        <Button href={loginHref}>{fazerLogin}</Button>
      </div>
    </main>
  )
}

type Errors = WizardReply['errors']

/**
 * With JavaScript, a choice that changes what the step offers (the date, the event type) is posted at once, as
 * its button would post it; a date is posted only once whole (not while its year is being typed).
 */
function useShowAtOnce(intent: string) {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  return (form: HTMLFormElement | null) => {
    if (!form) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const data = new FormData(form)
      data.set('intent', intent)
      submit(data, { method: 'post', action: form.getAttribute('action') ?? undefined })
    }, 300)
  }
}

/** A step's button: the intent it posts and its words. */
type StepButton = { intent: string; label: string }

/**
 * A step's frame: its form; the question whose answer changes what the step offers (`ask`: its field, given a
 * callback that posts the choice at once, beside the button that posts it without JavaScript); the step's body;
 * then its buttons: `forward` first (so Enter goes forward), `extra`, and 'Voltar' on all but the first step.
 */
function StepForm({
  action,
  step,
  ask,
  forward,
  extra,
  formRef,
  children,
}: {
  action: string
  step: 0 | 1 | 2
  ask?: StepButton & { field: (showAtOnce: () => void) => ReactNode }
  forward: StepButton
  extra?: ReactNode
  formRef?: RefObject<HTMLFormElement>
  children: ReactNode
}) {
  const ownForm = useRef<HTMLFormElement>(null)
  const form = formRef ?? ownForm
  const showAtOnce = useShowAtOnce(ask?.intent ?? '')
  return (
    <Form method="post" action={action} className={styles.form} ref={form}>
      <input type="hidden" name="passo" value={step} />
      {ask ? (
        <div className={styles.inlineField}>
          {ask.field(() => showAtOnce(form.current))}
          <Button type="submit" name="intent" value={ask.intent} variant="secondary">
            {ask.label}
          </Button>
        </div>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value={forward.intent}>
          {forward.label}
        </Button>
        {extra}
        {step > 0 ? (
          <Button type="submit" name="intent" value="voltar" variant="secondary">
            {voltar}
          </Button>
        ) : null}
      </div>
    </Form>
  )
}

/**
 * What a choice offers once its question is answered (the spaces of a date, the menus of a type): a hint before,
 * a note when there is nothing, else the choices; the step's message stays in sight either way.
 */
function Offered<T>({
  items,
  hint,
  none,
  error,
  children,
}: {
  items: T[] | null
  hint: string
  none: string
  error: string[] | undefined
  children: (items: T[]) => ReactNode
}) {
  if (items !== null && items.length > 0) return <>{children(items)}</>
  return (
    <>
      <p className={styles.muted}>{items === null ? hint : none}</p>
      {error?.[0] ? <AlertBox alert={{ tone: 'danger', message: error[0] }} /> : null}
    </>
  )
}

function spaceOption(space: EventSpace) {
  return {
    value: String(space.id),
    label: space.nome,
    description: (
      <>
        {eventoCapacidade(space.capacidade)} · <Money value={space.preco} />
      </>
    ),
  }
}

function DateAndSpace({
  action,
  draft,
  minDate,
  spaces,
  errors,
}: {
  action: string
  draft: WizardDraft
  minDate: string
  spaces: EventSpace[] | null
  errors: Errors
}) {
  return (
    <StepForm
      action={action}
      step={0}
      ask={{
        intent: 'data',
        label: verEspacosLivres,
        field: (showSpaces) => (
          <TextField
            type="date"
            name="dataEvento"
            label={dataDoEvento}
            min={minDate}
            defaultValue={draft.dataEvento ?? ''}
            error={errors.dataEvento}
            onChange={(event) => {
              if (event.currentTarget.value >= minDate) showSpaces()
            }}
          />
        ),
      }}
      forward={NEXT}
    >
      <Offered
        items={spaces}
        hint={escolhaDataParaVerEspacos}
        none={nenhumEspacoLivre}
        error={errors.ambienteId}
      >
        {(free) => (
          <RadioGroup
            // a new list of spaces (another date) starts from the draft's choice again
            key={draft.dataEvento ?? ''}
            name="ambienteId"
            legend={espacosLivres}
            options={free.map(spaceOption)}
            defaultValue={draft.ambienteId ? String(draft.ambienteId) : undefined}
            error={errors.ambienteId}
          />
        )}
      </Offered>
    </StepForm>
  )
}

function MenuStep({
  action,
  draft,
  types,
  menus,
  errors,
}: {
  action: string
  draft: WizardDraft
  types: EventType[]
  menus: EventMenu[] | null
  errors: Errors
}) {
  const form = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<string | null>(
    draft.cardapioId ? String(draft.cardapioId) : null,
  )
  // a menu picked before the page woke up counts
  useEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>(
      'input[name="cardapioId"]:checked',
    )
    if (checked) setChosen(checked.value)
  }, [])
  return (
    <StepForm
      action={action}
      step={1}
      formRef={form}
      ask={{
        intent: 'tipo',
        label: verCardapiosDoTipo,
        field: (showMenus) => (
          <Select
            name="tipoEventoId"
            label={tipoDeEvento}
            placeholder={selecione}
            defaultValue={draft.tipoEventoId ? String(draft.tipoEventoId) : ''}
            options={types.map((t) => ({ value: String(t.id), label: t.nome }))}
            error={errors.tipoEventoId}
            onChange={showMenus}
          />
        ),
      }}
      forward={NEXT}
    >
      <Offered
        items={menus}
        hint={escolhaTipoParaVerCardapios}
        none={nenhumCardapioDoTipo}
        error={errors.cardapioId}
      >
        {(offered) => (
          <>
            <RadioGroup
              key={draft.tipoEventoId ?? ''}
              name="cardapioId"
              legend={cardapiosDoTipo}
              options={offered.map((m) => ({
                value: String(m.id),
                label: m.nome,
                description: (
                  <>
                    <Money value={m.valorBasePessoa} /> {porPessoa}
                    {m.descricao ? ` · ${m.descricao}` : null}
                  </>
                ),
              }))}
              defaultValue={draft.cardapioId ? String(draft.cardapioId) : undefined}
              onChange={setChosen}
              error={errors.cardapioId}
            />
            {offered.map((m) =>
              m.adicionais.length > 0 && (!hydrated || chosen === String(m.id)) ? (
                <CheckboxGroup
                  key={m.id}
                  name="adicionais"
                  legend={adicionaisPorPessoa(m.nome)}
                  options={m.adicionais.map((a) => ({
                    value: String(a.id),
                    label: a.nome,
                    description: <Money value={a.preco} />,
                  }))}
                  defaultValues={
                    draft.cardapioId === m.id ? draft.adicionais.map((id) => String(id)) : []
                  }
                />
              ) : null,
            )}
          </>
        )}
      </Offered>
    </StepForm>
  )
}

function FinalStep({
  action,
  view,
  errors,
}: {
  action: string
  view: Extract<WizardView, { step: 2 }>
  errors: Errors
}) {
  const hydrated = useHydrated()
  const { space, menu, extras, draft } = view
  const [people, setPeople] = useState(draft.quantidadePessoas ?? 1)
  // 001 §9 "Event total = cardápio price per person × people + space price; extras are priced per person."
  const total = eventTotal({
    valorBasePessoa: menu.valorBasePessoa,
    pessoas: people,
    precoAmbiente: space.preco,
    adicionais: extras,
  }).valorTotal
  return (
    <StepForm
      action={action}
      step={2}
      forward={{ intent: 'reservar', label: solicitarReserva }}
      extra={
        // without JavaScript the total is worked out again by the server
        hydrated ? null : (
          <Button type="submit" name="intent" value="calcular" variant="secondary">
            {calcularTotal}
          </Button>
        )
      }
    >
      <section className={styles.card} aria-labelledby="evento-resumo">
        <h2 id="evento-resumo">{reservaDeEvento}</h2>
        <dl className={styles.details}>
          <Detail term={dataDoEvento}>{view.dataEventoTexto}</Detail>
          <Detail term={espacoDoEvento}>
            {space.nome} ({eventoCapacidade(space.capacidade)})
          </Detail>
          <Detail term={tipoDeEvento}>{view.tipoEvento}</Detail>
          <Detail term={eventoPassoCardapio}>
            {[menu.nome, ...extras.map((a) => a.nome)].join(' + ')}
          </Detail>
          <Detail term={cardapioPorPessoa}>
            <Money value={eventPricePerPerson(menu.valorBasePessoa, extras)} />
          </Detail>
          <Detail term={valorDoEspaco}>
            <Money value={space.preco} />
          </Detail>
        </dl>
      </section>
      <Counter
        name="quantidadePessoas"
        label={quantidadeDePessoas}
        min={1}
        max={space.capacidade}
        defaultValue={draft.quantidadePessoas ?? 1}
        onChange={setPeople}
        error={errors.quantidadePessoas}
      />
      <TextArea name="observacao" label={labelObservacao} defaultValue={draft.observacao ?? ''} />
      <p className={styles.total} aria-live="polite">
        <span>{totalDaReserva}</span>
        <Money value={total} />
      </p>
    </StepForm>
  )
}
