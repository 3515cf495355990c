// Plain JavaScript on purpose. Vite wraps every `import('literal')` in its preload helper (0.6 KB gzip of
// first-load JavaScript on a page with a 90 KB budget); this chunk's dependencies are already on the page, so
// the helper would preload nothing. The extra parentheses hide the literal from Vite's wrapper (es-module-lexer
// sees an expression) while Rollup still splits the chunk; a .js file is not reprinted by esbuild, which would
// drop them — and so would Prettier, hence its ignore comment.
let pending

/** @returns {Promise<(formData: FormData) => Partial<Record<'nome' | 'email' | 'telefone' | 'mensagem', string>>>} */
export function loadValidator() {
  // prettier-ignore
  pending ??= import(('./validate-contact')).then((m) => m.validateContact)
  return pending
}
