import { TextArea } from '@prato/ui'
import type { TextInput } from './forms'

/** A field of the form kit (conform's metadata of any form). */
type Meta = Parameters<typeof TextInput>[0]['meta']

/**
 * A free-text message in the form kit's field contract (a rating's message, the survey's observation): three rows,
 * at most 1,000 characters, what was posted kept after a refused post.
 */
export function TextAreaInput({ meta, label }: { meta: Meta; label: string }) {
  return (
    <TextArea
      key={meta.key}
      id={meta.id}
      name={meta.name}
      label={label}
      error={meta.errors}
      defaultValue={typeof meta.initialValue === 'string' ? meta.initialValue : undefined}
      rows={3}
      maxLength={1000}
    />
  )
}
