import { clientLazy } from '@prato/web-server'

// The landing's island (landing.lazy.tsx, @prato/web-server's clientLazy): the hero needs no JavaScript to be seen
// or used (an image, text and a link); the weekly highlights sit below the fold, a strip that scrolls without
// JavaScript, whose carousel loads Embla once hydrated. Both are rendered in full by the server.
export const LandingHero = clientLazy(() =>
  import('./landing.lazy').then((m) => m.default.LandingHero),
)
export const WeeklyCarousel = clientLazy(() =>
  import('./landing.lazy').then((m) => m.default.WeeklyCarousel),
)
