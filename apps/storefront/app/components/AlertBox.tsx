import type { ReactNode } from 'react'
import * as formStyles from './forms.css'

/** A form's alert: a failure (the diner's to fix, or a warning that is not), a success or a note, with its message. */
export type FormAlert = {
  tone: 'danger' | 'warning' | 'success' | 'info'
  message: string
  /** A heading said before the message (a refused checkout's 'Aviso'). */
  title?: string
  /**
   * What the diner may do about it, for the screen to offer (a refused checkout's 'Atualizar telefone' /
   * 'Cancelar pedido'): each a label and the intent the screen turns into a link.
   */
  actions?: ReadonlyArray<{ label: string; intent: string }>
}

/**
 * An alert above a form: role=alert for failures and warnings (read out at once), role=status for successes. Its own module,
 * so a screen that only shows an alert (the product view, the cart) does not load the form kit.
 */
export function AlertBox({
  alert,
  children,
}: {
  alert: FormAlert | null | undefined
  /** What the message goes on to say, inside the same alert (the notes of 'Pedir de novo'). */
  children?: ReactNode
}) {
  if (!alert) return null
  return (
    <div
      className={formStyles.alert[alert.tone]}
      role={alert.tone === 'danger' || alert.tone === 'warning' ? 'alert' : 'status'}
    >
      {alert.title ? `${alert.title}: ${alert.message}` : alert.message}
      {children}
    </div>
  )
}
