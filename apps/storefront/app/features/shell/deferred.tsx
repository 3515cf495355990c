import { lazy, type ComponentType } from 'react'
import type { HeaderActionsProps } from './HeaderActions'
import type { TenantFooterProps } from './TenantFooter'

// Parts of the shell that need no JavaScript to be seen or used (links, a form, a native disclosure). The server
// renders them in full, as it always did; the browser fetches their code after the first load and React hydrates
// each one when it arrives (selective hydration: each sits in its own Suspense boundary and keeps the server's
// HTML meanwhile). So they stay out of the landing's 100 KB first load (DESIGN §7) without a visible change.

export const HeaderActions: ComponentType<HeaderActionsProps> = import.meta.env.SSR
  ? (await import('./HeaderActions')).HeaderActions
  : lazy(() => import('./HeaderActions').then((m) => ({ default: m.HeaderActions })))

export const TenantFooter: ComponentType<TenantFooterProps> = import.meta.env.SSR
  ? (await import('./TenantFooter')).TenantFooter
  : lazy(() => import('./TenantFooter').then((m) => ({ default: m.TenantFooter })))
