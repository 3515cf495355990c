import { createCookie, redirect } from '@remix-run/node'
import { z } from 'zod'

/**
 * Flash toasts (Epic Stack pattern): an action that ends in a redirect puts its message in a short-lived signed
 * cookie; the root loader reads it once, clears it, and the page shows it (`flashToastInput` → @prato/ui Toaster).
 */
export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().optional(),
  description: z.string(),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

export type FlashToastOptions = {
  /** Signs the cookie (the session secret): a forged toast is ignored. */
  secrets: string[]
  /** Over https: a `__Host-` cookie with Secure. */
  secure: boolean
}

export type FlashToasts = {
  createToastHeaders(input: ToastInput): Promise<Headers>
  redirectWithToast(url: string, input: ToastInput, init?: ResponseInit): Promise<Response>
  /** The pending toast, if any, and the header that clears it. */
  getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }>
}

export function flashToasts({ secrets, secure }: FlashToastOptions): FlashToasts {
  const cookie = createCookie(secure ? '__Host-prato_toast' : 'prato_toast', {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
    secrets,
  })

  async function createToastHeaders(input: ToastInput): Promise<Headers> {
    return new Headers({ 'Set-Cookie': await cookie.serialize(toastSchema.parse(input)) })
  }

  return {
    createToastHeaders,
    async redirectWithToast(url, input, init) {
      const headers = new Headers(init?.headers)
      headers.append('Set-Cookie', (await createToastHeaders(input)).get('Set-Cookie') ?? '')
      return redirect(url, { ...init, headers })
    },
    async getToast(request) {
      const raw: unknown = await cookie.parse(request.headers.get('Cookie'))
      if (raw == null) return { toast: null, headers: null }
      const parsed = toastSchema.safeParse(raw)
      const headers = new Headers({
        'Set-Cookie': await cookie.serialize('', { maxAge: 0, expires: new Date(0) }),
      })
      return { toast: parsed.success ? parsed.data : null, headers }
    },
  }
}
