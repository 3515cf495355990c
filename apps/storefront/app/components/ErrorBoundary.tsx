import { isRouteErrorResponse } from '@remix-run/react'
import { errorPageCopy } from '@prato/domain'
import { voltarAoInicio } from '@prato/domain/messages'
import { ErrorPage } from '@prato/ui'

/** The storefront's error page: only the status is read from the error; no message or stack reaches the page. */
export function GeneralErrorBoundary({
  error,
  homeHref = '/',
}: {
  error: unknown
  homeHref?: string
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <ErrorPage
      status={status}
      {...errorPageCopy(status)}
      homeHref={homeHref}
      homeLabel={voltarAoInicio}
    />
  )
}
