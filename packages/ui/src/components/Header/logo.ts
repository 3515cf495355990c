/** A deterministic logo for stories and tests (inline SVG, no network). */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><circle cx="40" cy="40" r="30" fill="#b3261e"/><circle cx="40" cy="40" r="20" fill="#f4e3c1"/><text x="80" y="48" font-family="DejaVu Sans, sans-serif" font-size="19" font-weight="700" fill="#1c1c1f" textLength="150" lengthAdjust="spacingAndGlyphs">Bella Napoli</text></svg>`
export const sampleLogo = `data:image/svg+xml,${encodeURIComponent(svg)}`
