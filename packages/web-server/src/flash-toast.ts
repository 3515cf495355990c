import type { ToastInput } from '@prato/ui'
import type { Toast } from './server/toast'

const TONES = { success: 'success', error: 'danger', info: 'info' } as const satisfies Record<
  Toast['type'],
  ToastInput['tone']
>

/**
 * The flashed toast of the last redirect (server/toast.ts) as @prato/ui's Toaster shows it. A flash may have only a
 * description; the Toaster's title is the line that is always there, so the description takes its place.
 */
export function flashToastInput(toast: Toast): ToastInput {
  return toast.title
    ? { id: toast.id, tone: TONES[toast.type], title: toast.title, description: toast.description }
    : { id: toast.id, tone: TONES[toast.type], title: toast.description }
}
