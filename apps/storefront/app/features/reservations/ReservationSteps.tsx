import {
  canAdvanceReservationDate,
  canSubmitReservation,
  RESERVATION_STEPS,
  reservationCharge,
  stepReservationPeople,
  stepReservationTime,
} from '@prato/domain'
import {
  avancar,
  cobrancaFixa,
  escolhaDia,
  etapasReserva,
  fazerLogin,
  fazerLoginAntes,
  horarioMaisCedo,
  horarioMaisTarde,
  labelDia,
  labelHorario,
  labelObservacao,
  labelPessoas,
  maisPessoas,
  menosPessoas,
  porPessoa,
  reservaMesaTitulo,
  semCobranca,
  solicitarReservaMaiusculo,
  total as totalLabel,
  trocarDia,
} from '@prato/domain/messages'
import { Button, PriceTag, Stepper, TextArea } from '@prato/ui'
import { Form } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { AlertBox, type FormAlert } from '#app/components/AlertBox'
import { calendarMonths, WEEKDAYS } from './calendar'
import type { CalendarDay, DayView, ReservationDraft } from './reservation-view'
import * as styles from './reservations.css'

/** The page of /{site}/reserva: its title and the three steps DATA, RESUMO, RESERVA (002 §2). */
export function ReservationPage({ step, children }: { step: 0 | 1 | 2; children: ReactNode }) {
  return (
    <main className={styles.page} aria-labelledby="reserva-titulo">
      <h1 id="reserva-titulo" className={styles.title}>
        {reservaMesaTitulo}
      </h1>
      <Stepper steps={RESERVATION_STEPS} current={step} label={etapasReserva} />
      {children}
    </main>
  )
}

/**
 * Step DATA (002 §2): a calendar where only the days with availability can be chosen; 'AVANÇAR' needs a day (with
 * JavaScript it stays disabled until one is chosen; without, the action says so). Logged out, the warning and
 * 'Fazer login' show, and 'AVANÇAR' opens login, keeping the chosen day.
 */
export function DateStep({
  days,
  chosen,
  loginHref,
  action,
  alert,
  pending = false,
}: {
  days: CalendarDay[]
  chosen: number | null
  /** Set when the diner is not logged in. */
  loginHref: string | null
  action: string
  alert?: FormAlert | null
  pending?: boolean
}) {
  const [day, setDay] = useState<number | null>(chosen)
  const [awake, setAwake] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // a day chosen before the page woke up counts
    const checked = form.current?.querySelector<HTMLInputElement>(
      'input[name="movimentoId"]:checked',
    )
    if (checked) setDay(Number(checked.value))
    setAwake(true)
  }, [])
  const months = calendarMonths(days)
  return (
    <Form method="post" action={action} className={styles.form} ref={form}>
      {loginHref ? (
        <div className={styles.notice} role="alert">
          <p>{fazerLoginAntes}</p>
          <Button href={loginHref} variant="secondary">
            {fazerLogin}
          </Button>
        </div>
      ) : null}
      <AlertBox alert={alert} />
      <fieldset className={styles.calendar}>
        <legend>{escolhaDia}</legend>
        {months.map((month) => (
          <div key={month.key} role="group" aria-label={month.name} className={styles.month}>
            <p className={styles.monthName} aria-hidden="true">
              {month.name}
            </p>
            <div className={styles.grid}>
              {WEEKDAYS.map((w, i) => (
                <span key={i} className={styles.weekday} aria-hidden="true">
                  {w}
                </span>
              ))}
              {month.cells.map((cell, i) =>
                cell ? (
                  <label key={cell.date} className={styles.day}>
                    <input
                      type="radio"
                      name="movimentoId"
                      value={cell.id ?? ''}
                      disabled={cell.id === null}
                      defaultChecked={cell.id !== null && cell.id === chosen}
                      onChange={() => setDay(cell.id)}
                      className={styles.dayInput}
                      aria-label={cell.label}
                    />
                    <span aria-hidden="true">{cell.day}</span>
                  </label>
                ) : (
                  <span key={`vazio-${i}`} />
                ),
              )}
            </div>
          </div>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button
          type="submit"
          name="intent"
          value="data"
          variant="primary"
          loading={pending}
          disabled={awake && !canAdvanceReservationDate(day)}
        >
          {avancar}
        </Button>
      </div>
    </Form>
  )
}

/** The day's charge (002 §3): per person, none ('N'), or a flat value for any other type. */
export function ChargeLine({ day }: { day: DayView }) {
  if (day.tipoCobranca === 'N') return <p>{semCobranca}</p>
  if (day.tipoCobranca === 'P')
    return (
      <p>
        <PriceTag price={day.valorUnitario} /> {porPessoa}
      </p>
    )
  return (
    <p>
      {cobrancaFixa}: <PriceTag price={day.valorUnitario} />
    </p>
  )
}

/**
 * Step RESUMO (002 §2, §5): the day, its text and charge, the arrival time (12:00 by default, 30-minute steps
 * wrapping over 24 h), the people (from 0), a note and the total. 'SOLICITAR RESERVA' is disabled at 0 people and
 * while the request is on its way. The − and + buttons post the step without JavaScript (the draft is in the
 * session); with it they change the values in place.
 */
export function SummaryStep({
  day,
  draft,
  action,
  alert,
  pending = false,
}: {
  day: DayView
  draft: ReservationDraft
  action: string
  alert?: FormAlert | null
  pending?: boolean
}) {
  const uid = useId()
  const [hora, setHora] = useState(draft.horaPrevista)
  const [pessoas, setPessoas] = useState(draft.qtdePessoas)
  const total = reservationCharge(day.tipoCobranca, day.valorUnitario, pessoas)
  return (
    <Form method="post" action={action} className={styles.form}>
      <AlertBox alert={alert} />
      <section className={styles.card} aria-labelledby={`${uid}-dia`}>
        <h2 id={`${uid}-dia`}>
          {labelDia}: {day.data}
        </h2>
        {day.texto ? <p className={styles.muted}>{day.texto}</p> : null}
        <ChargeLine day={day} />
      </section>
      <StepField
        id={`${uid}-hora`}
        label={labelHorario}
        name="horaPrevista"
        value={hora}
        intent="hora"
        decreaseLabel={horarioMaisCedo}
        increaseLabel={horarioMaisTarde}
        onStep={(direction) => setHora(stepReservationTime(hora, direction))}
      />
      <StepField
        id={`${uid}-pessoas`}
        label={labelPessoas}
        name="qtdePessoas"
        value={String(pessoas)}
        intent="pessoas"
        decreaseLabel={menosPessoas}
        increaseLabel={maisPessoas}
        canDecrease={pessoas > 0}
        onStep={(direction) => setPessoas(stepReservationPeople(pessoas, direction))}
      />
      <TextArea
        id={`${uid}-observacao`}
        name="observacao"
        label={labelObservacao}
        defaultValue={draft.observacao}
        rows={3}
        maxLength={500}
      />
      {day.tipoCobranca === 'N' ? null : (
        <p className={styles.total}>
          {totalLabel}: <PriceTag price={total} size="large" />
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          name="intent"
          value="solicitar"
          variant="primary"
          loading={pending}
          disabled={!canSubmitReservation(pessoas, pending)}
        >
          {solicitarReservaMaiusculo}
        </Button>
        <Button type="submit" name="intent" value="trocar-dia" variant="secondary">
          {trocarDia}
        </Button>
      </div>
    </Form>
  )
}

/** A value changed by − and + (submit buttons of their own step without JavaScript), posted as a hidden field. */
function StepField({
  id,
  label,
  name,
  value,
  intent,
  decreaseLabel,
  increaseLabel,
  canDecrease = true,
  onStep,
}: {
  id: string
  label: string
  name: string
  value: string
  intent: string
  decreaseLabel: string
  increaseLabel: string
  canDecrease?: boolean
  onStep: (direction: 1 | -1) => void
}) {
  return (
    <div className={styles.stepField} role="group" aria-labelledby={`${id}-rotulo`}>
      <span id={`${id}-rotulo`} className={styles.stepLabel}>
        {label}
      </span>
      <Button
        type="submit"
        name="intent"
        value={`${intent}-menos`}
        variant="secondary"
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={(event) => {
          event.preventDefault()
          onStep(-1)
        }}
      >
        −
      </Button>
      <output className={styles.stepValue} aria-live="polite" aria-labelledby={`${id}-rotulo`}>
        {value}
      </output>
      <input type="hidden" name={name} value={value} />
      <Button
        type="submit"
        name="intent"
        value={`${intent}-mais`}
        variant="secondary"
        aria-label={increaseLabel}
        onClick={(event) => {
          event.preventDefault()
          onStep(1)
        }}
      >
        +
      </Button>
    </div>
  )
}
