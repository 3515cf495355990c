import * as formStyles from './forms.css'

/** A form's alert: a failure or a success, with its message. */
export type FormAlert = { tone: 'danger' | 'success'; message: string }

/**
 * An alert above a form: role=alert for failures (read out at once), role=status for successes. Its own module,
 * so a screen that only shows an alert (the product view, the cart) does not load the form kit.
 */
export function AlertBox({ alert }: { alert: FormAlert | null | undefined }) {
  if (!alert) return null
  return (
    <div
      className={formStyles.alert[alert.tone]}
      role={alert.tone === 'danger' ? 'alert' : 'status'}
    >
      {alert.message}
    </div>
  )
}
