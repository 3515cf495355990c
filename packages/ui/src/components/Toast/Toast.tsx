import * as RadixToast from '@radix-ui/react-toast'
import { messages } from '@prato/domain'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { cx } from '../../theme/cx'
import { CloseIcon } from '../Dialog/Dialog'
import * as styles from './Toast.css'

export const toastTones = ['success', 'danger', 'warning', 'info'] as const
export type ToastTone = (typeof toastTones)[number]

export interface ToastInput {
  /** A stable id (e.g. from a flash cookie) so the same message is never shown twice; generated if absent. */
  id?: string
  tone?: ToastTone
  title: string
  description?: string
  /** Milliseconds before it hides itself; `Infinity` keeps it until dismissed. Defaults to the Toaster's. */
  duration?: number
}

interface ToastEntry extends Required<Pick<ToastInput, 'id' | 'tone' | 'title'>> {
  description?: string
  duration?: number
  open: boolean
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastInput) => string
  dismiss: (id: string) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Shows toasts from anywhere inside `<Toaster>`: `const toast = useToast(); toast.show({ tone: 'success', title })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <Toaster>.')
  return api
}

export interface ToasterProps {
  children?: ReactNode
  /**
   * Toasts flashed by the server (an action that ended in a redirect put them in a flash cookie and the root
   * loader read it): shown once on mount, or when a new one arrives on a later navigation.
   */
  flash?: ToastInput | readonly ToastInput[] | null
  /** Default time on screen, in milliseconds. */
  duration?: number
  /** Name of the notification region, announced with its keyboard shortcut (F8). */
  label?: string
  /** Accessible name of each toast's close button; defaults to 'Fechar'. */
  closeLabel?: string
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const path = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    danger: 'M12 7v6M12 16.5v.5',
    warning: 'M12 8v5M12 16.5v.5',
    info: 'M12 11v6M12 7.5v.5',
  }[tone]
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {tone === 'success' ? null : (
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" fill="none" />
      )}
      <path d={path} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </svg>
  )
}

let counter = 0
const nextId = () => `toast-${++counter}`

/**
 * The toast region and its provider: wrap the app once (inside the root layout). Toasts portal nowhere — the
 * viewport is a fixed list at the end of the body content, so it wears the tenant's variables like the page.
 * Danger toasts are announced assertively; the others politely.
 */
export function Toaster({
  children,
  flash,
  duration = 5000,
  label = 'Notificações',
  closeLabel = messages.fechar,
}: ToasterProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  const shown = useRef(new Set<string>())

  const show = useCallback((input: ToastInput) => {
    const id = input.id ?? nextId()
    if (shown.current.has(id)) return id
    shown.current.add(id)
    // Closed toasts are already unmounted by radix; drop them from the list when a new one arrives.
    setToasts((current) => [
      ...current.filter((t) => t.open),
      {
        id,
        tone: input.tone ?? 'info',
        title: input.title,
        description: input.description,
        duration: input.duration,
        open: true,
      },
    ])
    return id
  }, [])

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)))
  }, [])

  // Flashed toasts are shown after hydration: the server render has no toasts, so nothing mismatches.
  const flashList = flash ? (Array.isArray(flash) ? flash : [flash as ToastInput]) : []
  const flashKey = flashList
    .map((t) => t.id ?? `${t.tone}:${t.title}:${t.description ?? ''}`)
    .join('|')
  useEffect(() => {
    for (const toast of flashList)
      show({ ...toast, id: toast.id ?? `flash:${flashKey}:${toast.title}` })
    // flashKey captures the list's content; the array itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flashKey, show])

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            duration={toast.duration}
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            className={cx(styles.toast, styles.tone[toast.tone])}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id)
            }}
            data-tone={toast.tone}
          >
            <span className={styles.icon}>
              <ToneIcon tone={toast.tone} />
            </span>
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description className={styles.description}>
                  {toast.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}
