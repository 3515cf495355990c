import { fechar, notificacoes } from '@prato/domain/messages'
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
   * loader read it): part of the server's HTML, so they show before JavaScript runs, and shown once — a later
   * navigation that brings a new one adds it.
   */
  flash?: ToastInput | readonly ToastInput[] | null
  /** Default time on screen, in milliseconds. */
  duration?: number
  /** Name of the notification region (F8 moves the focus to it). */
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

// Drawn here, not imported from private/CloseIcon like Dialog's and Drawer's: the Toaster is in every first load,
// and a module shared with lazy screens becomes a chunk of its own there (measured: +0.3 KB on the landing).
function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

let counter = 0
const nextId = () => `toast-${++counter}`

function flashEntries(flash: ToasterProps['flash']): ToastEntry[] {
  const list = flash ? (Array.isArray(flash) ? flash : [flash as ToastInput]) : []
  const key = list.map((t) => t.id ?? `${t.tone}:${t.title}:${t.description ?? ''}`).join('|')
  // Without an id, the id comes from the content, so the server's render and the browser's agree.
  return list.map((t) => ({
    id: t.id ?? `flash:${key}:${t.title}`,
    tone: t.tone ?? 'info',
    title: t.title,
    description: t.description,
    duration: t.duration,
  }))
}

/**
 * One toast: hides itself after its duration, a time that stops running while the pointer or the focus is on it
 * (WCAG 2.2.1: enough time to read it), and closes on its button or Escape.
 */
function ToastView({
  toast,
  duration,
  closeLabel,
  onClose,
}: {
  toast: ToastEntry
  duration: number
  closeLabel: string
  onClose: () => void
}) {
  const [paused, setPaused] = useState(false)
  const remaining = useRef(duration)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return
    const started = Date.now()
    const timer = setTimeout(() => close.current(), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused])

  return (
    <div
      // Danger interrupts (assertive); the others wait for a pause in speech (polite).
      role={toast.tone === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      className={cx(styles.toast, styles.tone[toast.tone])}
      data-tone={toast.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <span className={styles.icon}>
        <ToneIcon tone={toast.tone} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}

/**
 * The toast region and its provider: wrap the app once (inside the root layout). No portal: the region is a fixed
 * box at the end of the body content, so it wears the tenant's variables like the page.
 */
export function Toaster({
  children,
  flash,
  duration = 5000,
  label = notificacoes,
  closeLabel = fechar,
}: ToasterProps) {
  const initial = flashEntries(flash)
  const [toasts, setToasts] = useState<ToastEntry[]>(initial)
  const shown = useRef<Set<string> | null>(null)
  shown.current ??= new Set(initial.map((t) => t.id))
  const region = useRef<HTMLDivElement>(null)

  const show = useCallback((input: ToastInput) => {
    const id = input.id ?? nextId()
    if (shown.current!.has(id)) return id
    shown.current!.add(id)
    setToasts((current) => [
      ...current,
      {
        id,
        tone: input.tone ?? 'info',
        title: input.title,
        description: input.description,
        duration: input.duration,
      },
    ])
    return id
  }, [])

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id))
  }, [])

  // A later navigation may bring another flashed toast: shown once per id, like the first.
  const flashKey = initial.map((t) => t.id).join('|')
  useEffect(() => {
    for (const toast of flashEntries(flash)) show(toast)
    // flashKey captures the list's content; the array itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flashKey, show])

  // F8 jumps to the notifications, as in the desktop conventions (and Radix's toasts, which this replaced).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? (
        <div
          ref={region}
          role="region"
          aria-label={label}
          tabIndex={-1}
          className={styles.viewport}
        >
          {toasts.map((toast) => (
            <ToastView
              key={toast.id}
              toast={toast}
              duration={toast.duration ?? duration}
              closeLabel={closeLabel}
              onClose={() => dismiss(toast.id)}
            />
          ))}
        </div>
      ) : null}
    </ToastContext.Provider>
  )
}
