/**
 * JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`) escaped so a name like `</script><script>`
 * from the API cannot close the element (DESIGN §6); U+2028/2029 escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
