import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import { useRef, type ReactElement } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import * as styles from './DropdownMenu.css'

export type DropdownMenuItem =
  | { type: 'link'; label: string; href: string }
  /** Posts a form (e.g. 'Sair' to the logout action) with optional hidden fields. */
  | { type: 'submit'; label: string; action: string; fields?: Record<string, string> }
  | { type: 'button'; label: string; onSelect: () => void; disabled?: boolean }
  | { type: 'separator' }
  | { type: 'label'; label: string }

export interface DropdownMenuProps {
  /** A string renders the standard trigger (text and a chevron), e.g. the profile greeting 'Olá, Ana'. */
  trigger: string | ReactElement
  items: readonly DropdownMenuItem[]
  align?: 'start' | 'center' | 'end'
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Extra accessible name for the standard trigger, when the visible text is not enough. */
  triggerLabel?: string
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

/**
 * A menu of links and actions on radix (the profile dropdown: Meu Perfil, Trocar Telefone… and 'Sair', which
 * posts to the logout action). Links go through the app's link component; form items post real forms.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  triggerLabel,
}: DropdownMenuProps) {
  const LinkComponent = useLinkComponent()
  const forms = useRef(new Map<number, HTMLFormElement | null>())

  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>
        {typeof trigger === 'string' ? (
          <button type="button" className={styles.trigger} aria-label={triggerLabel}>
            {trigger}
            <Chevron />
          </button>
        ) : (
          trigger
        )}
      </RadixMenu.Trigger>
      {items.map((item, index) =>
        item.type === 'submit' ? (
          <form
            key={`form-${index}`}
            method="post"
            action={item.action}
            hidden
            ref={(element) => {
              forms.current.set(index, element)
            }}
          >
            {Object.entries(item.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </form>
        ) : null,
      )}
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align={align} sideOffset={6}>
          {items.map((item, index) => {
            switch (item.type) {
              case 'link':
                return (
                  <RadixMenu.Item key={index} asChild className={styles.item}>
                    <LinkComponent href={item.href}>{item.label}</LinkComponent>
                  </RadixMenu.Item>
                )
              case 'submit':
                return (
                  <RadixMenu.Item
                    key={index}
                    className={styles.item}
                    // Submitting from inside the content could be cancelled as the menu unmounts; the form is
                    // rendered beside the trigger and stays mounted.
                    onSelect={() => forms.current.get(index)?.requestSubmit()}
                  >
                    {item.label}
                  </RadixMenu.Item>
                )
              case 'button':
                return (
                  <RadixMenu.Item
                    key={index}
                    className={styles.item}
                    disabled={item.disabled}
                    onSelect={item.onSelect}
                  >
                    {item.label}
                  </RadixMenu.Item>
                )
              case 'separator':
                return <RadixMenu.Separator key={index} className={styles.separator} />
              case 'label':
                return (
                  <RadixMenu.Label key={index} className={styles.label}>
                    {item.label}
                  </RadixMenu.Label>
                )
            }
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
}
