// Plain JavaScript on purpose, like the directory's load-validator.js: Vite wraps every `import('literal')` in
// its preload helper (0.7 KB gzip in the first load of a page that has no other lazy import), and the mask
// engine's dependencies are imask alone or already on the page. The extra parentheses hide the literal from Vite's wrapper while Rollup still splits
// the chunk; a .js file is not reprinted by esbuild, which would drop them (and Prettier would: hence the ignore).
let pending

/** @returns {Promise<typeof import('./mask-engine').attachMask>} */
export function loadMaskEngine() {
  // prettier-ignore
  pending ??= import(('./mask-engine')).then((module) => module.attachMask)
  return pending
}
