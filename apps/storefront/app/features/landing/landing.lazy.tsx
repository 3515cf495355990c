// The landing page's deferred island (DESIGN §7, docs/decisions/0036): the hero and the weekly highlights, rendered
// in full by the server and hydrated when this module arrives after the first paint.
import { LandingHero } from './LandingHero'
import { WeeklyCarousel } from './WeeklyCarousel'

export default { LandingHero, WeeklyCarousel }
