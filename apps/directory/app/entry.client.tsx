import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// An earlier site on this domain registered a service worker that would keep serving its stale pages; the
// specification asks for it to be removed on start-up.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  registrations.forEach((registration) => void registration.unregister())
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
