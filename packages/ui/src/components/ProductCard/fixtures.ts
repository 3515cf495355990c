/**
 * Deterministic product photos for stories and tests: inline SVG data URIs, so nothing is fetched from the
 * network and every screenshot is identical.
 */
function svgPhoto(plate: string, food: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="224" height="224" viewBox="0 0 224 224"><rect width="224" height="224" fill="${plate}"/><circle cx="112" cy="112" r="84" fill="#ffffff"/><circle cx="112" cy="112" r="66" fill="${food}"/><circle cx="88" cy="96" r="12" fill="${accent}"/><circle cx="136" cy="92" r="10" fill="${accent}"/><circle cx="120" cy="136" r="13" fill="${accent}"/><circle cx="84" cy="134" r="8" fill="${accent}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const pizzaPhoto = svgPhoto('#e9e3d8', '#e8a33d', '#b3261e')
export const saladPhoto = svgPhoto('#dfe8dc', '#6aa84f', '#f1c232')
export const dessertPhoto = svgPhoto('#efe4ea', '#7b4a2d', '#f4cccc')
