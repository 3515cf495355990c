import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { normalizeText } from '@prato/domain'
import { useUiMessages } from '../../provider/PratoProvider'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './Combobox.css'

export interface ComboboxOption {
  value: string
  label: string
  description?: string
  disabled?: boolean
}

export interface ComboboxProps extends FieldBaseProps {
  options: readonly ComboboxOption[]
  /** Submits the chosen option's value under this name (a hidden input), so the form works as a plain form. */
  name?: string
  /** Controlled selected value (`null` for none). */
  value?: string | null
  /** Uncontrolled initial selection. */
  defaultValue?: string | null
  onChange?: (value: string | null, option: ComboboxOption | null) => void
  /** Called as the user types, e.g. to fetch cities from the server. */
  onInputChange?: (text: string) => void
  /** Filter the options by the typed text (the domain's accent- and case-insensitive rule). Off when the server filters. */
  filter?: boolean
  placeholder?: string
  /** Shown when nothing matches; 'Nenhum resultado encontrado' by default. */
  emptyMessage?: ReactNode
  disabled?: boolean
  /** Submits the typed text under this name too (useful when free text is allowed). */
  inputName?: string
  /** The typed text to start with when no option is selected (e.g. the query a plain form submitted). */
  defaultInputValue?: string
  /**
   * The options are being fetched: the status line says so (`status`, else the catalogue's loading text), the
   * listbox is `aria-busy`, and "no results" is not claimed before the answer arrives.
   */
  loading?: boolean
  /**
   * A polite live status line under the field (e.g. how many options were found). When given, it also says
   * "nothing found" itself, so the empty-message popup is not shown.
   */
  status?: ReactNode
  /** The listbox's accessible name; the label (when it is text) by default. */
  listLabel?: string
  /**
   * The listbox sits in the page flow under the input instead of floating over what follows: inside a
   * scrolling dialog a floating popup would be clipped or cover the buttons it belongs with.
   */
  inlineList?: boolean
  /** Rendered beside the input, on its row (e.g. the form's search button). */
  addon?: ReactNode
  /**
   * For pickers that act on the pick rather than keep a selection (search suggestions): the active option is
   * the selected one (`aria-selected`), as in the ARIA APG list-autocomplete example.
   */
  selectionFollowsFocus?: boolean
  /**
   * Renders a plain text input (submitted under `inputName`) until the page is hydrated, the combobox after:
   * without JavaScript the form still works, and the first client render matches the server's HTML.
   */
  plainBeforeHydration?: boolean
  /** The plain input's `autocomplete` (before hydration), e.g. `street-address`. */
  plainAutoComplete?: string
  /** Starts open (stories and tests of a given state). */
  defaultOpen?: boolean
  /** Starts with this option active, when open (-1: none). */
  defaultActiveIndex?: number
}

/**
 * False on the server and in the first client render when `watch` is on, true after: the plain input becomes the
 * combobox then, keeping what the visitor typed before hydration and the focus.
 */
function useHydrated(watch: boolean, keepTyped: (text: string) => void) {
  const [hydrated, setHydrated] = useState(!watch)
  const plainRef = useRef<HTMLInputElement>(null)
  const comboboxRef = useRef<HTMLInputElement>(null)
  const refocus = useRef(false)
  useEffect(() => {
    const plain = plainRef.current
    if (!plain) return
    keepTyped(plain.value)
    refocus.current = document.activeElement === plain
    setHydrated(true)
    // runs once, at hydration: later renders never show the plain input again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (hydrated && refocus.current) {
      refocus.current = false
      comboboxRef.current?.focus()
    }
  }, [hydrated])
  return { hydrated, plainRef, comboboxRef }
}

/**
 * An accessible autocomplete (ARIA 1.2 combobox with a listbox popup): category and city pickers. Arrow keys
 * move through the options, Enter picks, Escape closes; focus never leaves the input.
 */
export function Combobox({
  id,
  label,
  hideLabel,
  description,
  error,
  required,
  reserveMessageSpace,
  className,
  options,
  name,
  value,
  defaultValue = null,
  onChange,
  onInputChange,
  filter = true,
  placeholder,
  emptyMessage,
  disabled,
  inputName,
  defaultInputValue = '',
  loading = false,
  status,
  listLabel,
  inlineList = false,
  addon,
  selectionFollowsFocus = false,
  plainBeforeHydration = false,
  plainAutoComplete,
  defaultOpen = false,
  defaultActiveIndex = -1,
}: ComboboxProps) {
  const messages = useUiMessages()
  const listboxId = `${useId().replace(/:/g, '')}-listbox`
  const [internalValue, setInternalValue] = useState<string | null>(defaultValue)
  const selectedValue = value !== undefined ? value : internalValue
  const selected = options.find((o) => o.value === selectedValue) ?? null
  const [text, setText] = useState(selected?.label ?? defaultInputValue)
  // A controlled value changed from outside (a reset, a default loaded later): show its label. Done during
  // render, React's pattern for deriving state from props, so there is no flash of the old text.
  const [shownValue, setShownValue] = useState(selectedValue)
  if (shownValue !== selectedValue) {
    setShownValue(selectedValue)
    if (selected) setText(selected.label)
  }
  const [open, setOpen] = useState(defaultOpen)
  const [activeIndex, setActiveIndex] = useState(defaultOpen ? defaultActiveIndex : -1)
  const { hydrated, plainRef, comboboxRef } = useHydrated(plainBeforeHydration, setText)
  // Typing shows filtered options; opening with the arrow key after a pick shows them all.
  const [query, setQuery] = useState('')
  const listRef = useRef<HTMLUListElement>(null)

  const visible = useMemo(() => {
    if (!filter || query === '') return options
    const q = normalizeText(query)
    return options.filter((o) => normalizeText(o.label).includes(q))
  }, [options, query, filter])

  const optionId = (index: number) => `${listboxId}-option-${index}`

  const openList = (index: number) => {
    setOpen(true)
    setActiveIndex(index)
  }

  const close = () => {
    setOpen(false)
    setActiveIndex(-1)
  }

  const pick = (option: ComboboxOption) => {
    if (option.disabled) return
    if (value === undefined) setInternalValue(option.value)
    setText(option.label)
    setQuery('')
    close()
    onChange?.(option.value, option)
  }

  const move = (delta: number) => {
    if (visible.length === 0) return
    // From "nothing active", Down starts at the first option and Up at the last.
    let next = activeIndex === -1 ? (delta > 0 ? -1 : visible.length) : activeIndex
    for (let tries = 0; tries < visible.length; tries++) {
      next = (next + delta + visible.length) % visible.length
      if (!visible[next]?.disabled) break
    }
    openList(next)
    // by id, not a CSS selector: CSS.escape is missing in some test environments (jsdom)
    listRef.current?.ownerDocument
      .getElementById(optionId(next))
      ?.scrollIntoView?.({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        // Alt+Down opens the list without moving into it (ARIA APG combobox).
        if (!open && event.altKey) openList(-1)
        else move(1)
        break
      case 'ArrowUp':
        event.preventDefault()
        move(-1)
        break
      case 'Home':
        if (open && visible.length > 0) {
          event.preventDefault()
          openList(0)
        }
        break
      case 'End':
        if (open && visible.length > 0) {
          event.preventDefault()
          openList(visible.length - 1)
        }
        break
      case 'Enter': {
        const option = open ? visible[activeIndex] : undefined
        if (option) {
          // Picking an option must not also submit the surrounding form.
          event.preventDefault()
          pick(option)
        }
        break
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
        } else if (text !== '') {
          event.preventDefault()
          setText('')
          setQuery('')
          if (value === undefined) setInternalValue(null)
          onChange?.(null, null)
          onInputChange?.('')
        }
        break
      case 'Tab':
        close()
        break
    }
  }

  const showList = open && visible.length > 0
  const hasStatus = status !== undefined || loading
  const showEmpty = open && visible.length === 0 && query !== '' && !hasStatus
  const active = showList && activeIndex >= 0 ? optionId(activeIndex) : undefined
  const statusText = status ?? (loading ? messages.loading : null)
  // Rendered whenever the component can have a status, even empty: a live region must already be in the page
  // when its text changes, or screen readers do not announce it.
  const statusLine = (status !== undefined || loading || plainBeforeHydration) && (
    <p role="status" className={styles.status}>
      {statusText}
    </p>
  )

  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      reserveMessageSpace={reserveMessageSpace}
      className={className}
    >
      {(control) =>
        !hydrated ? (
          <div className={styles.wrapper}>
            <div className={styles.row}>
              <input
                key="plain"
                ref={plainRef}
                type="text"
                name={inputName}
                autoComplete={plainAutoComplete}
                placeholder={placeholder}
                disabled={disabled}
                className={fieldStyles.control}
                defaultValue={text}
                {...control}
              />
              {addon}
            </div>
            {name !== undefined && <input type="hidden" name={name} value={selectedValue ?? ''} />}
            {statusLine}
          </div>
        ) : (
          <div className={styles.wrapper}>
            <div className={addon === undefined ? undefined : styles.row}>
              <input
                key="combobox"
                ref={comboboxRef}
                type="text"
                role="combobox"
                name={inputName}
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={showList}
                aria-controls={listboxId}
                aria-activedescendant={active}
                placeholder={placeholder}
                disabled={disabled}
                className={fieldStyles.control}
                value={text}
                onChange={(event) => {
                  const next = event.target.value
                  setText(next)
                  setQuery(next)
                  onInputChange?.(next)
                  openList(-1)
                  if (selected && next !== selected.label) {
                    if (value === undefined) setInternalValue(null)
                    onChange?.(null, null)
                  }
                }}
                onKeyDown={onKeyDown}
                onClick={() => (open ? close() : openList(-1))}
                onBlur={close}
                {...control}
              />
              {addon}
            </div>
            {name !== undefined && <input type="hidden" name={name} value={selectedValue ?? ''} />}
            <ul
              ref={listRef}
              id={listboxId}
              role="listbox"
              aria-label={listLabel ?? (typeof label === 'string' ? label : undefined)}
              aria-busy={loading || undefined}
              hidden={!showList}
              className={inlineList ? styles.inlineListbox : styles.listbox}
            >
              {/* options only while the list shows: choosing one empties the query, and drawing every option of a long
                  list into the hidden list then cost the tap that chose it (issue 23: the table menu's categories) */}
              {(showList ? visible : []).map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={
                    selectionFollowsFocus ? index === activeIndex : option.value === selectedValue
                  }
                  aria-disabled={option.disabled || undefined}
                  data-active={index === activeIndex}
                  className={styles.option}
                  // mousedown, not click: the input must keep focus (a click would blur it and close the list first).
                  onMouseDown={(event) => {
                    event.preventDefault()
                    pick(option)
                  }}
                  onMouseMove={() => activeIndex !== index && setActiveIndex(index)}
                >
                  <span>{option.label}</span>
                  {option.description && (
                    <span className={styles.optionDescription}>{option.description}</span>
                  )}
                </li>
              ))}
            </ul>
            {showEmpty && (
              <p role="status" className={styles.empty}>
                {emptyMessage ?? messages.noResults}
              </p>
            )}
            {statusLine}
          </div>
        )
      }
    </Field>
  )
}
