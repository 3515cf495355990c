import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import { Spinner } from '../Spinner'
import * as styles from './Button.css'

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const
export type ButtonVariant = (typeof buttonVariants)[number]
export const buttonSizes = ['small', 'medium', 'large'] as const
export type ButtonSize = (typeof buttonSizes)[number]

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  /** Shows a spinner, sets `aria-busy` and ignores clicks, keeping the button focusable and its label. */
  loading?: boolean
  /** Renders the app's link component instead of a `<button>` (navigation that looks like a button). */
  href?: string
  /** Alias of `href`, for apps used to Remix's `to`. */
  to?: string
  icon?: ReactNode
  children: ReactNode
}

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(
    {
      variant,
      size,
      fullWidth,
      loading = false,
      href,
      to,
      icon,
      type = 'button',
      className,
      children,
      onClick,
      disabled,
      ...props
    },
    ref,
  ) {
    const LinkComponent = useLinkComponent()
    const classes = cx(styles.button({ variant, size, fullWidth }), className)
    const content = (
      <>
        {loading && (
          <span className={styles.spinnerSlot}>
            <Spinner decorative size="small" tone="current" />
          </span>
        )}
        {icon && (
          <span aria-hidden="true" className={loading ? styles.hiddenLabel : undefined}>
            {icon}
          </span>
        )}
        <span className={loading ? styles.hiddenLabel : undefined}>{children}</span>
      </>
    )

    const target = href ?? to
    if (target !== undefined) {
      return (
        <LinkComponent
          ref={ref as Ref<HTMLAnchorElement>}
          // Attributes shared by buttons and anchors (id, aria-*, data-*, title) pass through unchanged.
          {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)}
          href={target}
          className={classes}
          aria-busy={loading || undefined}
          onClick={onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined}
        >
          {content}
        </LinkComponent>
      )
    }

    return (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        type={type}
        className={classes}
        disabled={disabled}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (loading) {
            event.preventDefault()
            return
          }
          onClick?.(event)
        }}
        {...props}
      >
        {content}
      </button>
    )
  },
)
