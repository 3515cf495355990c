import { lazy, Suspense, type ReactNode } from 'react'
import { aviso, fechar } from '@prato/domain/messages'
import { Button } from '../Button'
import * as styles from './Prompt.css'

// The dialog (and radix under it) loads only once a hydrated page has something to ask: a page that shows a prompt
// before hydration, or never, does not pay for it on its first load (DESIGN §7).
const ConfirmDialog = lazy(() =>
  import('../ConfirmDialog/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
)

/**
 * One of a prompt's answers. Before hydration it is a link (`href`) or a submit button of the surrounding form
 * (`name`/`value`), so the answer works without JavaScript; in the dialog it runs `onSelect` (an answer with none
 * just closes the dialog). An answer with neither `href` nor `name` is not drawn in the page.
 */
export interface PromptAction {
  label: string
  href?: string
  name?: string
  value?: string
  onSelect?: () => void
}

export interface PromptProps {
  /**
   * Whether the page has hydrated (the app's `useHydrated()`): before, the prompt is part of the page; after, a
   * dialog over it.
   */
  hydrated: boolean
  /**
   * The dialog's name, said before the message in the page ('Aviso: …'). The dialog defaults to the catalogue's
   * 'Aviso' (it must have a name); the page then says the message alone.
   */
  title?: string
  message: ReactNode
  /** The answer asked for: the first button in the page, the confirmation in the dialog. Leave out for a notice. */
  confirm?: PromptAction
  /**
   * The other answer: the second button in the page, the refusal in the dialog (Escape and a click outside choose
   * it too). Defaults to a 'Fechar' that only closes the dialog.
   */
  cancel?: PromptAction
  /** `danger` makes the dialog's confirmation a destructive button. */
  tone?: 'primary' | 'danger'
  /**
   * The question is the page's whole content (a page that exists to ask it, e.g. joining a tab by its key): before
   * hydration it is written as the page's own text, in large type, not as an alert under a form. The dialog that
   * follows then paints nothing larger than what the page showed first (the page's largest paint stays the first).
   */
  standalone?: boolean
  /** The dialog's open state (after hydration); uncontrolled and open when left out. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * A question or a notice the server answered with (a refusal, a conflict, an 'Aviso'): written in the page before
 * the scripts run — its message (after its title) read out as an alert, its answers as links or form buttons —, and the same
 * question as a `ConfirmDialog` once the page has hydrated (loaded then). One component for the "inline before hydration, a
 * dialog after" fork, so a page never depends on its scripts to ask.
 */
export function Prompt({
  hydrated,
  title,
  message,
  confirm,
  cancel,
  tone = 'primary',
  standalone = false,
  open,
  onOpenChange,
}: PromptProps) {
  const answers = [confirm, cancel].filter(
    (action): action is PromptAction => action?.href !== undefined || action?.name !== undefined,
  )
  const inline = (
    <div className={styles.inline}>
      <p role="alert" className={standalone ? styles.statement : styles.message}>
        {title ? `${title}: ` : null}
        {message}
      </p>
      {answers.length > 0 ? (
        <div className={styles.actions}>
          {answers.map((action, index) => {
            const variant = index === 0 && action === confirm ? 'primary' : 'secondary'
            return action.href !== undefined ? (
              <Button key={action.label} href={action.href} variant={variant}>
                {action.label}
              </Button>
            ) : (
              <Button
                key={action.label}
                type="submit"
                name={action.name}
                value={action.value}
                variant={variant}
              >
                {action.label}
              </Button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
  if (hydrated) {
    return (
      // opened with the page: the page's own prompt stays until the dialog's code has arrived, so the question never
      // leaves the screen (nor its largest text the largest paint) while it loads
      <Suspense fallback={open === undefined ? inline : null}>
        <ConfirmDialog
          {...(open === undefined ? { defaultOpen: true } : { open })}
          onOpenChange={onOpenChange}
          title={title ?? aviso}
          message={message}
          confirmLabel={confirm ? confirm.label : null}
          cancelLabel={cancel?.label ?? fechar}
          onConfirm={confirm?.onSelect}
          onCancel={cancel?.onSelect}
          tone={tone}
        />
      </Suspense>
    )
  }
  return inline
}
