import { clientLazy } from '../../lib/client-lazy'

// The hero needs no JavaScript to be seen or used (an image, text and a link): rendered in full by the server,
// hydrated when its code arrives (lib/client-lazy.tsx).
export const LandingHero = clientLazy(() => import('./LandingHero').then((m) => m.LandingHero))
