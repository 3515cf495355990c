import type { BadgeTone } from '@prato/ui'

/**
 * A reservation's status chip by its place on the stepper (eventStatusStep): cancelled danger, confirmed
 * success, approved and waiting for payment info, waiting for approval warning — the history cards' rule
 * (001 §2 "danger for cancelled, success for finished, otherwise primary") with the two open states told apart.
 */
export function reservationTone(step: number): BadgeTone {
  if (step < 0) return 'danger'
  if (step >= 2) return 'success'
  return step === 1 ? 'info' : 'warning'
}
