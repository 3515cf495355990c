import { Button } from '@prato/ui'
import type { ReactNode } from 'react'
// Not from './forms': that module is the on-demand forms chunk (tooling/first-load-chunks.ts), and this one, in
// the shared kit, importing it would make the two chunks import each other.
import * as formStyles from './forms.css'
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
        <Button href={place.closeHref} variant="secondary">
          {back}
        </Button>
      </div>
    </div>
  )
}
