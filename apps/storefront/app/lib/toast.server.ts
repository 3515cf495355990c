import { createCookie, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from './env.server'

/**
 * Flash toasts (epic-stack pattern): an action that ends in a redirect puts its message in a short-lived signed
 * cookie; the root loader reads it once, clears it and the root shows it with @prato/ui's Toast.
 */
export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().optional(),
  description: z.string(),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

function toastCookie() {
  const env = getEnv()
  return createCookie(env.secureCookies ? '__Host-prato_toast' : 'prato_toast', {
    httpOnly: true,
    secure: env.secureCookies,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
    secrets: [env.SESSION_SECRET],
  })
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const toast = toastSchema.parse(input)
  return new Headers({ 'Set-Cookie': await toastCookie().serialize(toast) })
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', (await createToastHeaders(input)).get('Set-Cookie') ?? '')
  return redirect(url, { ...init, headers })
}

/** The pending toast, if any, and the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = toastCookie()
  const raw: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (raw == null) return { toast: null, headers: null }
  const parsed = toastSchema.safeParse(raw)
  const headers = new Headers({ 'Set-Cookie': await cookie.serialize('', { maxAge: 0, expires: new Date(0) }) })
  return { toast: parsed.success ? parsed.data : null, headers }
}
