import { clientLazy } from '@prato/web-server'

// The hero needs no JavaScript to be seen or used (an image, text and a link): rendered in full by the server,
// hydrated when its code arrives (@prato/web-server's clientLazy).
export const LandingHero = clientLazy(() => import('./LandingHero').then((m) => m.LandingHero))

// The weekly highlights sit below the fold: the server renders them in full (every day, a strip that scrolls
// without JavaScript); the browser loads their carousel after the first load and Embla after that.
export const WeeklyCarousel = clientLazy(() =>
  import('./WeeklyCarousel').then((m) => m.WeeklyCarousel),
)
