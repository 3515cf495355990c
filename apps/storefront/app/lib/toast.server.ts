import { flashToasts, type FlashToasts } from '@prato/web-server/server'
import { getEnv } from './env.server'

export type { Toast, ToastInput } from '@prato/web-server/server'

let toasts: FlashToasts | undefined

/** The flash toasts (@prato/web-server) signed with this app's session secret, `__Host-` over https. */
function current(): FlashToasts {
  const env = getEnv()
  toasts ??= flashToasts({ secrets: [env.SESSION_SECRET], secure: env.secureCookies })
  return toasts
}

export const createToastHeaders: FlashToasts['createToastHeaders'] = (input) =>
  current().createToastHeaders(input)
export const redirectWithToast: FlashToasts['redirectWithToast'] = (url, input, init) =>
  current().redirectWithToast(url, input, init)
export const getToast: FlashToasts['getToast'] = (request) => current().getToast(request)
