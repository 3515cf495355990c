import { useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from '@remix-run/react'
import type { z } from 'zod'
import type { FormAlert } from '../types'

/** What every account action answers when it does not redirect. */
export type AccountActionData = {
  result?: SubmissionResult<string[]>
  alert?: FormAlert | null
}

/**
 * One account form: conform validates in the browser with the domain's schema (the action parses again with the
 * same schema), and the form posts through a fetcher so a failure stays inside its dialog. Before JavaScript
 * loads, the same markup is a plain POST to the route, which answers with the full page (`actionData`).
 */
export function useAccountForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string
    actionData?: AccountActionData | null
    defaultValue?: Record<string, unknown>
  },
) {
  const fetcher = useFetcher<AccountActionData>()
  const data = fetcher.data ?? options.actionData ?? null
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: fetcher.state === 'idle' ? (data?.result ?? null) : null,
    defaultValue: options.defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // A form-level error (conform's formErrors) is the failure alert; the action may also send a success alert.
  const alert: FormAlert | null =
    data?.alert ?? (form.errors?.[0] ? { tone: 'danger', message: form.errors[0] } : null)
  return { fetcher, form, fields, alert, pending: fetcher.state !== 'idle' }
}
