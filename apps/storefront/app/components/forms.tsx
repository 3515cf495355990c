/**
 * The form kit of every screen (DESIGN §4 "One form kit"): conform validates in the browser with the domain's zod
 * schema (the action parses again with the same schema), the fields are @prato/ui's field contract (label, the
 * message next to the field, `aria-invalid`, `aria-describedby`), and every action answers a `FormReply`
 * (`reply()` in forms.server.ts) or ends in a redirect with a flashed toast (`succeed()`).
 *
 * Copy from: app/routes/$tenant.conta.entrar.tsx (a screen with two intents) and
 * app/features/account/components/LoginForm.tsx (its form, in a `ScreenForm`).
 */
import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from '@conform-to/react'
import { parse } from '@conform-to/react'
import { naoPreenchaCampo } from '@prato/domain/messages'
import { Button, MaskedField, PasswordField, TextField } from '@prato/ui'
import { useFetcher } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import type { z } from 'zod'
import type * as DomainForms from '@prato/domain/forms'
import type * as FormValidationModule from './form-validation'
import type { DialogName } from './dialogs'
import { AlertBox, type FormAlert } from './AlertBox'
import * as formStyles from './forms.css'
import { PlaceFields, useScreenPlace } from './screen'

export { formStyles }

/** An alert above a form: a failure from the server, or a success the specification words as an alert. */
export type { FormAlert }

/** What every action answers when it does not redirect: conform's result for the fields, and/or an alert. */
export type FormReply = { result?: SubmissionResult<string[]>; alert?: FormAlert | null }

type FormFetcher = ReturnType<typeof useFetcher<FormReply>>
/** Any screen's form (conform's FormMetadata is invariant in the form's type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyForm = FormMetadata<any, string[]>

/** What a form's frame needs of `useScreenForm`'s answer, whatever the form's schema. */
export type ScreenFormKit = { fetcher: FormFetcher; form: AnyForm; alert: FormAlert | null }

/** The name of the field only bots fill in (see Honeypot, and isBot in forms.server.ts). */
export const HONEYPOT_FIELD = 'website'

/** The domain's form schemas, as `useScreenForm` hands them to the schema a form picks. */
export type FormSchemas = typeof DomainForms
type FormValidation = typeof FormValidationModule

/**
 * The browser's validation (zod, the domain's schemas and conform's zod adapter) is a chunk of its own, loaded once
 * the diner starts on a form (a focus, a press or a key inside it, or the focus already there when the page wakes
 * up): it is not needed to draw the form, and building zod's schemas is a task of 100–140 ms on a phone (at 4× CPU
 * slowdown) that would block the page's first seconds for a diner who only reads it. Until it arrives a form is
 * sent as it is and the action answers with the same schema's verdict, as it does without JavaScript.
 */
let validation: FormValidation | undefined
let loadingValidation: Promise<unknown> | undefined
function loadValidation() {
  loadingValidation ??= import('./form-validation').then((module) => {
    validation = module
  })
  return loadingValidation
}

/** No verdict in the browser: conform lets the form be sent as it is, and the action's parse answers. */
function unchecked<Input, Output>(formData: FormData) {
  return parse(formData, { resolve: (value) => ({ value: value as Output }) }) as Submission<
    Input,
    string[],
    Output
  >
}

/**
 * One screen form: conform with the domain's schema, posted through a fetcher so a failure stays where the form
 * is (a dialog keeps its page). Before JavaScript loads, the same markup is a plain POST to the route, which
 * answers with its page and the reply (`actionData`, from `useActionData<typeof action>()`).
 *
 * `schema` picks the form's schema from the domain's (`(forms) => forms.loginSchema`): the schemas are read only
 * when the browser validates, so a screen's code never imports zod.
 */
export function useScreenForm<Schema extends z.ZodObject>(
  schema: (forms: FormSchemas) => Schema,
  options: {
    id: string
    actionData?: FormReply | null
    defaultValue?: DefaultValue<z.input<Schema>>
  },
) {
  const fetcher = useFetcher<FormReply>()
  const reply = fetcher.data ?? options.actionData ?? null
  useEffect(() => {
    if (validation) return
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest('form')?.id === options.id
    if (inForm(document.activeElement)) return void loadValidation()
    const starts = ['focusin', 'pointerdown', 'keydown'] as const
    const start = (event: Event) => {
      if (!inForm(event.target)) return
      void loadValidation()
      for (const type of starts) document.removeEventListener(type, start, true)
    }
    for (const type of starts) document.addEventListener(type, start, true)
    return () => {
      for (const type of starts) document.removeEventListener(type, start, true)
    }
  }, [options.id])
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: fetcher.state === 'idle' ? (reply?.result ?? null) : null,
    defaultValue: options.defaultValue,
    onValidate: ({ formData, submitter }) => {
      // not loaded yet: no verdict in the browser, the action gives it
      if (!validation) return unchecked<z.input<Schema>, z.output<Schema>>(formData)
      const submission = validation.parseWithZod(formData, { schema: schema(validation.forms) })
      // a step that must not wait for the whole form (SubmitButton's `step`, e.g. 'Buscar CEP'): no verdict in
      // the browser, the action answers it. (Not `formNoValidate`: conform sets it on its own intent submits.)
      return submitter?.hasAttribute('data-step') ? { ...submission, error: null } : submission
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // A form-level error (conform's formErrors) is the failure alert; the action may also send a success alert.
  const alert: FormAlert | null =
    reply?.alert ?? (form.errors?.[0] ? { tone: 'danger', message: form.errors[0] } : null)
  return { fetcher, form, fields, alert, pending: fetcher.state !== 'idle' }
}

/**
 * The frame of every screen form: the fetcher's POST to the screen's route with conform's form props, the alert,
 * the hidden fields that say where to continue (PlaceFields), the `intent` of a screen with several, and the
 * honeypot on the forms bots target. The fields are its children.
 */
export function ScreenForm({
  screen,
  kit,
  intent,
  honeypot = false,
  encType,
  intro,
  query,
  children,
}: {
  /** The registry's name of the screen whose action receives the form. */
  screen: DialogName
  /**
   * The dialog's own query (its registry `params`, e.g. `{ id }`) on the action's URL, so that the route's loader,
   * which answers a plain POST with its page, reads the same parameters.
   */
  query?: Record<string, string | number>
  /** What `useScreenForm` returned. */
  kit: ScreenFormKit
  intent?: string
  honeypot?: boolean
  encType?: 'multipart/form-data'
  /** A line above the alert (e.g. where the SMS code was sent). */
  intro?: ReactNode
  children: ReactNode
}) {
  const place = useScreenPlace()
  const { fetcher, form, alert } = kit
  // The post keeps `?redirectTo=` (the page a dialog was opened over, or the one its page came from): a refused
  // form answered without JavaScript is the screen's own page, and its next post must still know where the diner
  // continues.
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
  )
  const returnTo = place.via === 'dialog' ? place.returnTo : place.redirectTo
  if (returnTo) search.set('redirectTo', returnTo)
  const action =
    search.size > 0 ? `${place.action(screen)}?${search.toString()}` : place.action(screen)
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={encType}
      className={formStyles.form}
      {...getFormProps(form)}
    >
      {intro}
      <AlertBox alert={alert} />
      <PlaceFields />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {honeypot ? <Honeypot /> : null}
      {children}
    </fetcher.Form>
  )
}

/** Any field of any form (the form's own schema type does not matter to the markup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's FieldMetadata is invariant in its form type
export type Meta = FieldMetadata<unknown, any, string[]>

/** What a field shows first: the value posted (after a refusal) or given, when it is text. */
export function initial(meta: Meta): string | undefined {
  return typeof meta.initialValue === 'string' ? meta.initialValue : undefined
}

/** The field contract's part every field of the kit passes on: its id, name, label and conform's errors. */
export function fieldProps(meta: Meta, label: string) {
  return { id: meta.id, name: meta.name, label, error: meta.errors }
}

/**
 * What a field holds now: the action's last answer (a failed save echoes what was posted, a lookup what it
 * found), else `fallback` — the value the form opened with. For the read-only and hidden fields a screen draws
 * itself.
 */
export function currentValue(meta: Meta | undefined, fallback: string): string {
  return (meta && initial(meta)) ?? fallback
}

export function TextInput({
  meta,
  label,
  type = 'text',
  mask,
  autoComplete,
  inputMode,
  readOnly,
  placeholder,
  description,
}: {
  meta: Meta
  label: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'date'
  /**
   * A masked input ((99) 9 9999-9999 phone, 99999-999 CEP, money, the card form's number, 99/99 expiry, CVV and CPF
   * or CNPJ), plain before JavaScript loads.
   */
  mask?: 'phone' | 'cep' | 'money' | 'cardNumber' | 'cardExpiry' | 'cvv' | 'cpfCnpj'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  readOnly?: boolean
  placeholder?: string
  description?: ReactNode
}) {
  const common = { ...fieldProps(meta, label), description, autoComplete, placeholder, readOnly }
  // Passwords are never echoed back into the page: no default value, whatever the reply holds.
  if (type === 'password') return <PasswordField key={meta.key} {...common} />
  // A card number and a CVV are never echoed back into the page either (DESIGN §6).
  if (mask === 'cardNumber' || mask === 'cvv')
    return <MaskedField key={meta.key} {...common} preset={mask} />
  if (mask)
    return <MaskedField key={meta.key} {...common} preset={mask} defaultValue={initial(meta)} />
  if (type === 'date')
    return (
      <div className={formStyles.dateField}>
        <TextField
          key={meta.key}
          {...common}
          // TextField's types do not list 'date'; the native date input posts YYYY-MM-DD like the API wants.
          {...({ type: 'date' } as object)}
          defaultValue={initial(meta)}
        />
      </div>
    )
  return (
    <TextField
      key={meta.key}
      {...common}
      type={type}
      inputMode={inputMode}
      defaultValue={initial(meta)}
    />
  )
}

/**
 * A field only bots fill in (DESIGN §6 "public forms carry a honeypot"): out of sight and out of the tab
 * order, and hidden from assistive technology so no person fills it by accident.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className={formStyles.honeypot}>
      <label>
        {naoPreenchaCampo}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function SubmitButton({
  children,
  pending,
  name,
  value,
  variant = 'primary',
  step,
}: {
  children: ReactNode
  pending?: boolean
  name?: string
  value?: string
  variant?: 'primary' | 'secondary'
  /** A step of the form that must not be stopped by its validation (e.g. 'Buscar CEP' before the rest is filled). */
  step?: boolean
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      name={name}
      value={value}
      loading={pending}
      formNoValidate={step}
      data-step={step ? '' : undefined}
    >
      {children}
    </Button>
  )
}

/** A link that looks like a button (cancel, register, the next dialog). */
export function LinkButton({
  to,
  children,
  variant = 'secondary',
  'aria-label': ariaLabel,
}: {
  to: string
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost'
  'aria-label'?: string
}) {
  return (
    <Button href={to} variant={variant} aria-label={ariaLabel}>
      {children}
    </Button>
  )
}
