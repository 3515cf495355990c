// What runs in the browser too (no Node imports). Server-only code is in '@prato/web-server/server'.
export { safeMailto, safeRedirectPath, safeTel } from './safe-url'
export { serializeJsonLd } from './json-ld'
export { NonceProvider, useNonce } from './nonce'
export { useHydrated } from './hydrated'
export { flashToastInput } from './flash-toast'
export type { Toast } from './server/toast'
export { RemixLink } from './remix-link'
export { clientLazy, clientLazyReady } from './client-lazy'
