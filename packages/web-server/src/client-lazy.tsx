import type { ComponentType } from 'react'

/**
 * A component whose code loads on demand; `preload()` starts (or joins) the load and resolves when it is in, and
 * `isLoaded()` says whether it is (always on the server, once `clientLazyReady()` resolved).
 */
export type ClientLazy<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>
  isLoaded: () => boolean
}

/**
 * The one seam for "render on the server, load lazily in the browser" (DESIGN §7).
 *
 * A part of a page that needs no JavaScript to be seen or used (a dialog opened by URL, a route's deferred island)
 * is rendered in full by the server, while the browser fetches its code after the first load and hydrates it when
 * it arrives (React 18 selective hydration: put it inside its own `<Suspense>`, which keeps the server's HTML
 * meanwhile).
 *
 * A route's deferred parts come from its one island (DESIGN §7, docs/decisions/0036): a module named `*.lazy.tsx`
 * default-exporting them, `export default { Hero, Carousel }`, each part loaded by naming that module,
 * `clientLazy(() => import('./landing.lazy').then((m) => m.default.Hero))` — the build counts islands by that
 * module id. The other use is the route dialog layer's: RouteDialog and the route modules it shows.
 *
 * Unlike `React.lazy`, a part whose code is already in renders at once, without suspending, so it needs no
 * `<Suspense>` of its own: a caller that `preload()`s it before its parent hydrates (the dialog opened by URL,
 * RouteDialog) renders it bare on both sides and it hydrates in the same pass as that parent. A server boundary
 * always hydrates in a later pass, and one still waiting when the parent's own effects update the tree above it
 * makes React throw the server's HTML away (error #421).
 *
 * On the server the module is imported as soon as this is called (when the route module is evaluated), and
 * `clientLazyReady()` — awaited by `renderDocument` before every render — makes sure every such module is loaded,
 * so the server never suspends on one: a suspended part would stream in hidden, to be shown by a script that a
 * diner without JavaScript never runs.
 */
export function clientLazy<P extends object>(load: () => Promise<ComponentType<P>>): ClientLazy<P> {
  let Loaded: ComponentType<P> | undefined
  let failure: { error: unknown } | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        // the route's error boundary shows it (a chunk that failed to load), as React.lazy would
        failure = { error }
      },
    ))
  if (import.meta.env.SSR) serverLoads.push(preload())
  function ClientLazyPart(props: P) {
    // Suspense's protocol in React 18 (what React.lazy does inside): throw the promise, render again once it settles
    if (failure) throw failure.error
    if (!Loaded) throw preload()
    return <Loaded {...props} />
  }
  return Object.assign(ClientLazyPart, { preload, isLoaded: () => Loaded !== undefined })
}

const serverLoads: Promise<void>[] = []

/**
 * Resolves once every `clientLazy` module has been imported (server only; cheap afterwards), including those a
 * lazily imported module registers when it is evaluated (the route dialog's screens).
 */
export async function clientLazyReady(): Promise<void> {
  let count: number
  do {
    count = serverLoads.length
    await Promise.all(serverLoads)
  } while (serverLoads.length !== count)
}
