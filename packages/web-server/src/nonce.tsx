import { createContext, useContext } from 'react'

/**
 * The request's CSP nonce, minted by the server and provided by entry.server. Only the server knows it: browsers
 * hide the attribute after parsing, so in the browser the value is empty and React leaves the rendered one alone.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
