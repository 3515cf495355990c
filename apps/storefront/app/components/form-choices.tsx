// The form kit's choice fields (a select, a long text): a chunk of their own (`form-choices`,
// tooling/first-load-chunks.ts), so a form without choices (the login, the phone, the card) loads neither them nor
// the select and text area they wrap.
import { selecione } from '@prato/domain/messages'
import { Select, TextArea } from '@prato/ui'
import { fieldProps, initial, type Meta } from './forms'

/** A native select (the platform's picker on phones; works without JavaScript) in the field contract. */
export function SelectInput({
  meta,
  label,
  options,
  placeholder = selecione,
}: {
  meta: Meta
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder?: string
}) {
  return (
    <Select
      key={meta.key}
      {...fieldProps(meta, label)}
      options={options}
      placeholder={placeholder}
      defaultValue={initial(meta) ?? ''}
    />
  )
}

/**
 * A free-text message in the field contract (a rating's message, the survey's observation): three rows, at most
 * 1,000 characters, what was posted kept after a refused post.
 */
export function TextAreaInput({ meta, label }: { meta: Meta; label: string }) {
  return (
    <TextArea
      key={meta.key}
      {...fieldProps(meta, label)}
      defaultValue={initial(meta)}
      rows={3}
      maxLength={1000}
    />
  )
}
