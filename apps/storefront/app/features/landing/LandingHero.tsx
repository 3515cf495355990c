import { Hero, type HeroProps } from '@prato/ui'

/**
 * @prato/ui's Hero as the landing shows it. Its own module so that `deferred.tsx` can fetch it (and the Button it
 * brings) after the first load while the server renders it in full.
 */
export function LandingHero(props: HeroProps) {
  return <Hero {...props} />
}
