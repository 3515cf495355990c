/** What the server hands every loader and action (and every lean route). */
export type ServerLoadContext = {
  cspNonce: string
  requestId: string
  clientIp: string
  /** Set for a request the page cache may store: the entry says whether the rendered page may be shared. */
  page?: {
    shareable: boolean
    /**
     * A logged-in diner's page rendered once for every diner alike (`SharedPageCache.diner`): the app renders it
     * from this stand-in of the diner, whose personal values are placeholders, instead of the diner's session.
     */
    placeholder?: unknown
    /** Set by the app when such a render read something of the diner that is not a placeholder: not shared. */
    personal?: boolean
  }
}
