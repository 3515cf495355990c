import { createContext, useContext, type ReactNode } from 'react'

/**
 * The per-request CSP nonce minted by server.js. Only the server knows it: browsers hide the attribute after
 * parsing, so on the client the value is empty and React leaves the rendered attribute alone.
 */
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
  return useContext(NonceContext)
}
