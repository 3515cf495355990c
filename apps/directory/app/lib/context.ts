/** What server.js hands every loader and action (see getLoadContext there). */
export interface DirectoryLoadContext {
  cspNonce: string
  clientIp: string
}

export function readLoadContext(context: unknown): DirectoryLoadContext {
  const c = (context ?? {}) as Partial<DirectoryLoadContext>
  return { cspNonce: c.cspNonce ?? '', clientIp: c.clientIp ?? 'unknown' }
}
