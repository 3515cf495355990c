import { operacaoSucesso } from '@prato/domain/messages'
import { data } from '@remix-run/node'
import { requireSameOrigin } from '@prato/web-server/server'
import { redirectWithToast } from '#app/lib/toast.server'
import { HONEYPOT_FIELD, type FormReply } from './forms'

/**
 * The one typed reply of a form action that does not redirect: conform's result and/or an alert, 400 by default
 * (a success worded as an alert, like the password recovery's, passes 200). `useActionData<typeof action>()` and
 * the form's fetcher read it as `FormReply`.
 */
export function reply(body: FormReply, status = 400, headers?: Headers) {
  return data(body, { status, headers })
}

/**
 * The one success tail: back to `location` with a flashed toast — the catalogue's 'Operação realizada com sucesso',
 * or the success the specification words for this form (an order placed).
 */
export function succeed(location: string, headers?: Headers, description = operacaoSucesso) {
  return redirectWithToast(
    location,
    { type: 'success', description },
    headers ? { headers } : undefined,
  )
}

/** True when the honeypot was filled in: only bots do (DESIGN §6). */
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value !== ''
}

/** An action's form, after the Origin check (DESIGN §6). */
export async function readForm(request: Request): Promise<FormData> {
  requireSameOrigin(request)
  return request.formData()
}
