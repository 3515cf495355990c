import type { ReactNode } from 'react'
import { formStyles, LinkButton } from './forms'
import { useScreenPlace } from './screen'

/**
 * A form screen that has nothing to fill in now (the order can no longer be cancelled or rated, there is no
 * survey): why, in the form's place, and the one way out, back to the page it was opened from.
 */
export function ScreenNotice({ back, children }: { back: string; children: ReactNode }) {
  const place = useScreenPlace()
  return (
    <div className={formStyles.form}>
      {children}
      <div className={formStyles.actions}>
        <LinkButton to={place.closeHref}>{back}</LinkButton>
      </div>
    </div>
  )
}
