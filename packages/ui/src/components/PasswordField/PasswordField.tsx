import { forwardRef, useId, useState } from 'react'
import { useUiMessages } from '../../provider/PratoProvider'
import { TextField, type TextFieldProps } from '../TextField'
import * as styles from './PasswordField.css'

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  )
}

/** A password input with a 'Mostrar senha' / 'Ocultar senha' toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ id, autoComplete = 'current-password', ...props }, ref) {
    const messages = useUiMessages()
    const [visible, setVisible] = useState(false)
    const generated = useId()
    const inputId = id ?? `password${generated.replace(/:/g, '')}`
    return (
      <TextField
        ref={ref}
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        // Spell-checkers and capitalisation must not touch a password shown in clear text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
        endAdornment={
          <button
            type="button"
            className={styles.toggle}
            aria-controls={inputId}
            aria-label={visible ? messages.hidePassword : messages.showPassword}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </button>
        }
      />
    )
  },
)
