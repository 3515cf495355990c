import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import * as styles from './Link.css'

export const linkTones = ['brand', 'neutral', 'inherit'] as const
export type LinkTone = (typeof linkTones)[number]
export const linkUnderlines = ['always', 'hover'] as const
export type LinkUnderline = (typeof linkUnderlines)[number]

type Target = { href: string; to?: never } | { to: string; href?: never }

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Target & {
    tone?: LinkTone
    underline?: LinkUnderline
  }

/** A link rendered through the app's router link (`PratoProvider linkComponent`), a plain `<a>` by default. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, to, tone, underline, className, ...props },
  ref,
) {
  const LinkComponent = useLinkComponent()
  return (
    <LinkComponent
      ref={ref}
      href={(href ?? to) as string}
      className={cx(styles.link({ tone, underline }), className)}
      {...props}
    />
  )
})
