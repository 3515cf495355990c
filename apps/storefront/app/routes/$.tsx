import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'

/** Any path no route claims is a real 404 (not a redirect, not an empty 200). */
export function loader(): never {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
