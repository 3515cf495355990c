import type { LoaderFunctionArgs } from '@remix-run/node'
import { serverRoute } from './dialog-registry.server'
import { currentDialog, dialogDataKey, dialogEntry, dialogParams } from './dialogs'
import { preloadScreen, type PreloadedDialog } from './RouteDialog'

type Loader = (args: LoaderFunctionArgs) => unknown

/** What a loader answered: its value, `data(value, init)`'s value, or a JSON Response's body. */
async function valueOf(answer: unknown): Promise<unknown> {
  if (answer instanceof Response) return answer.json()
  if (
    answer &&
    typeof answer === 'object' &&
    (answer as { type?: unknown }).type === 'DataWithResponseInit'
  )
    return (answer as { data: unknown }).data
  return answer
}

/**
 * The data of the dialog a page's URL opens, from the dialog route's own loader, so the server renders the
 * dialog in full (before JavaScript, and without a loading state after hydration). Called by the tenant layout's
 * loader; the route's loader runs with its own URL and the same request context (session, tenant, API client).
 * A loader that refuses (a thrown redirect or 404) leaves the dialog closed.
 */
export async function preloadDialog(
  args: LoaderFunctionArgs,
  visitor: { loggedIn: boolean; needsPhone: boolean },
): Promise<PreloadedDialog | null> {
  const url = new URL(args.request.url)
  const open = currentDialog({
    search: url.searchParams,
    here: `${url.pathname}${url.search}`,
    ...visitor,
  })
  if (!open) return null
  const key = dialogDataKey(open.name, url.searchParams)
  const { id, path } = dialogEntry(open.name)
  // its screen's code too, so the server renders the dialog without suspending
  await preloadScreen(open.name)
  const loader = (await serverRoute(id))?.module.loader as Loader | undefined
  if (!loader) return { key, route: id, data: null }
  const query = dialogParams(open.name, url.searchParams).toString()
  const target = new URL(
    `/${args.params.tenant ?? ''}/${path}${query ? `?${query}` : ''}`,
    url.origin,
  )
  try {
    const answer = await loader({
      ...args,
      request: new Request(target, { headers: args.request.headers, signal: args.request.signal }),
    })
    return { key, route: id, data: await valueOf(answer) }
  } catch (error) {
    if (error instanceof Response) return { key, route: id, missing: true }
    throw error
  }
}
