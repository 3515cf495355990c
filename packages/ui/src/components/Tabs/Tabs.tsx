import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './Tabs.css'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: readonly TabItem[]
  /** Names the tab list for screen readers, e.g. 'Forma de pagamento'. */
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Tabs share the width equally instead of sizing to their labels. */
  fullWidth?: boolean
}

/**
 * Tabs on radix (arrow keys move between tabs, Home/End jump). Used for the checkout's payment tabs
 * (payment on delivery or at the table / online payment) and the on-premises order screens.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  fullWidth = false,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List
        aria-label={label}
        className={cx(styles.list, fullWidth && styles.listFullWidth)}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
