/**
 * Breakpoints in CSS pixels. Plain constants (no vanilla-extract) so server code and JS (matchMedia) can use them.
 * `tabScroller` is where the category tab strip stops scrolling horizontally.
 */
export const breakpoints = { mobile: 600, tablet: 768, desktop: 1000, tabScroller: 460 } as const
export type Breakpoint = keyof typeof breakpoints

/** Media-query strings (without `@media`), usable in vanilla-extract `'@media'` blocks and in `matchMedia`. */
export const mediaQueries = {
  /** Wider than a phone in portrait. */
  aboveMobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Phones: below the tablet breakpoint (the DESIGN's "mobile 768 px" rule). */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tabScroller: `screen and (min-width: ${breakpoints.tabScroller}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
