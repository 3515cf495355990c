import { lazy, type ComponentType } from 'react'

/**
 * The one seam for "render on the server, load lazily in the browser" (DESIGN §7).
 *
 * A part of a page that needs no JavaScript to be seen or used (a hero, the header's links, a dialog opened by
 * URL) is rendered in full by the server, while the browser fetches its code after the first load and hydrates
 * it when it arrives (React 18 selective hydration: put it inside its own `<Suspense>`, which keeps the server's
 * HTML meanwhile).
 *
 * On the server the module is imported as soon as this is called (when the route module is evaluated), and
 * `clientLazyReady()` — awaited by `renderDocument` before every render — makes sure every such module is loaded,
 * so the server never suspends on one: a suspended part would stream in hidden, to be shown by a script that a
 * diner without JavaScript never runs.
 */
export function clientLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (!import.meta.env.SSR)
    return lazy(() =>
      load().then((component) => ({ default: component })),
    ) as unknown as ComponentType<P>
  let Loaded: ComponentType<P> | undefined
  const loading = load().then((component) => {
    Loaded = component
  })
  serverLoads.push(loading)
  function ServerRendered(props: P) {
    if (!Loaded) throw loading
    return <Loaded {...props} />
  }
  return ServerRendered
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
