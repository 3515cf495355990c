import { forwardRef } from 'react'
import { TextField, type TextFieldProps } from '../TextField'
import * as styles from './SearchField.css'

export interface SearchFieldProps extends Omit<TextFieldProps, 'type' | 'startIcon'> {
  /** The label is required for screen readers; hide it visually when the context makes the purpose clear. */
  label: TextFieldProps['label']
}

function SearchIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  )
}

/** A search input (`type=search`): the menu's product search, the directory's name filter. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    name = 'q',
    autoComplete = 'off',
    enterKeyHint = 'search',
    reserveMessageSpace = false,
    ...props
  },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="search"
      name={name}
      autoComplete={autoComplete}
      enterKeyHint={enterKeyHint}
      reserveMessageSpace={reserveMessageSpace}
      startIcon={<SearchIcon />}
      {...props}
    />
  )
})
