/**
 * The page the server itself answers with when a request never reaches the app (a body too large, a body that is
 * not a form): a few lines of Portuguese from the catalogue, no script, nothing from the request echoed.
 */
export function errorPage({ title, message }: { title: string; message: string }): string {
  const escape = (text: string) =>
    text.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
    )
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(message)}</p></main></body></html>`
}
