import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './IconButton.css'

export const iconButtonVariants = ['primary', 'secondary', 'ghost'] as const
export type IconButtonVariant = (typeof iconButtonVariants)[number]
export const iconButtonSizes = ['small', 'medium', 'large'] as const
export type IconButtonSize = (typeof iconButtonSizes)[number]

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name: an icon alone says nothing to a screen reader, so this is required. */
  label: string
  /** The icon (decorative; hidden from assistive technology). */
  children: ReactNode
  variant?: IconButtonVariant
  size?: IconButtonSize
}

/** A button showing only an icon, named by its required `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant, size, type = 'button', className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  )
})
