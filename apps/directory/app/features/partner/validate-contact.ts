import { parseWithZod } from '@conform-to/zod/v4'
import type { ContactErrors } from '../../lib/contact-fields'
import { contactRequestSchema } from '@prato/domain'

/**
 * The browser's check of the contact form: conform parses the form data with the same schema as the action.
 * Loaded lazily (zod and conform stay out of the page's first JavaScript), when the visitor starts the form.
 */
export function validateContact(formData: FormData): ContactErrors {
  const submission = parseWithZod(formData, { schema: contactRequestSchema })
  if (submission.status === 'success') return {}
  const errors: ContactErrors = {}
  for (const [name, list] of Object.entries(submission.error ?? {})) {
    const first = list?.[0]
    if (first) errors[name as keyof ContactErrors] = first
  }
  return errors
}
