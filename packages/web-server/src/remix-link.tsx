import { Link } from '@remix-run/react'
import type { LinkComponent, LinkComponentProps } from '@prato/ui'
import { forwardRef } from 'react'

/** @prato/ui knows no router: it receives Remix's Link through PratoProvider, adapted to take `href`. */
export const RemixLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RemixLink({ href, ...rest }, ref) {
    // External links stay plain anchors; app paths navigate on the client once JavaScript is there.
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      return <a ref={ref} href={href} {...rest} />
    }
    return <Link ref={ref} to={href} prefetch="intent" {...rest} />
  },
)
