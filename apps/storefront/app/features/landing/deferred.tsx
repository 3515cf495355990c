import type { HeroProps } from '@prato/ui'
import { lazy, type ComponentType } from 'react'

// The hero needs no JavaScript to be seen or used (an image, text and a link): the server renders it in full, and
// the browser fetches its code after the first load and hydrates it when it arrives (React 18 selective hydration,
// in its own Suspense boundary, keeping the server's HTML meanwhile). See features/shell/deferred.tsx.
export const LandingHero: ComponentType<HeroProps> = import.meta.env.SSR
  ? (await import('./LandingHero')).LandingHero
  : lazy(() => import('./LandingHero').then((m) => ({ default: m.LandingHero })))
