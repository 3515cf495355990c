/** What the server hands every loader and action (and every lean route). */
export type ServerLoadContext = {
  cspNonce: string
  requestId: string
  clientIp: string
  /** Set for a request the page cache may store: the entry says whether the rendered page may be shared. */
  page?: { shareable: boolean }
}
