/**
 * The message of a post the server refused before the app saw it (a page opened by another address than
 * PUBLIC_ORIGIN: `foreignPostAnswer` in ./server/origin.ts answers the data `{ alert: { tone, message } }`), read
 * from an action's data whatever shape the form's own replies have; null for any other data.
 */
export function serverRefusal(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('alert' in data)) return null
  const { alert } = data
  return typeof alert === 'object' &&
    alert !== null &&
    'message' in alert &&
    typeof alert.message === 'string'
    ? alert.message
    : null
}
