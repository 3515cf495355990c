import { carregando } from '@prato/domain/messages'
import { DialogContent, DialogRoot } from '@prato/ui'
import { useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { Suspense, useEffect, useState, type ComponentType } from 'react'
import { clientLazy, type ClientLazy } from '@prato/web-server'
import {
  currentDialog,
  dialogDataKey,
  dialogEntry,
  dialogParams,
  isDialogName,
  screenHref,
  withoutDialog,
  type DialogName,
} from './dialogs'
import { DialogScreenProvider, type ScreenPlace } from './screen'

/** What the tenant layout's loader preloaded for a dialog opened by URL (route-dialog.server.ts). */
export type PreloadedDialog = { key: string; route: string } & (
  { data: unknown } | { missing: true }
)

type ScreenModule = { default?: ComponentType }

// The tenant routes' modules, by route id (`routes/$tenant.conta.entrar` is app/routes/$tenant.conta.entrar.tsx).
// In the browser the Remix plugin strips their server exports (loader, action), so a dialog's is the very chunk
// Remix loads for its route as a page. A route's deferred island beside it (`*.lazy.tsx`) is no route.
const routeModules = import.meta.glob<ScreenModule>([
  '../routes/$tenant.*.tsx',
  '!../routes/*.lazy.tsx',
])

const Nothing: ComponentType = () => null

const screens = new Map<string, ClientLazy<object>>()

/**
 * A dialog's screen: its route's default export, whose code loads when the dialog first opens in the browser;
 * the server renders it in full (@prato/web-server's clientLazy), so a dialog opened by URL works before
 * JavaScript.
 */
function screenOf(name: DialogName): ClientLazy<object> {
  const { id } = dialogEntry(name)
  let screen = screens.get(id)
  if (!screen) {
    const load = routeModules[`../${id}.tsx`]
    if (!load) throw new Error(`dialog ${name}: route ${id} has no module under app/routes`)
    screen = clientLazy(async () => (await load()).default ?? Nothing)
    screens.set(id, screen)
  }
  return screen
}

/** Loads a dialog's screen code: on the server before the page renders (route-dialog.server.ts). */
export function preloadScreen(name: DialogName): Promise<void> {
  return screenOf(name).preload()
}

/**
 * Loads the code of the dialog a page was served with (`?dialog=…`, or the phone dialog a logged-in diner without
 * a phone gets by itself) before RouteDialog hydrates: its screen then hydrates with the dialog in one pass.
 * Left to suspend, the screen's boundary would still be waiting when the dialog's own effects (focus, scroll
 * lock) update the tree above it, and React would throw the server's HTML away (error #421). The tenant layout
 * has given this module the registry by then (it renders before the shell that loads RouteDialog).
 */
export async function loadOpenScreen(search: string): Promise<void> {
  const name = new URLSearchParams(search).get('dialog')
  await preloadScreen(isDialogName(name) ? name : 'informe-telefone')
}

/**
 * Shows the screen of any registered route as a dialog over the page it was opened from (`?dialog=<name>`, see
 * dialogs.ts). Mounted once by the tenant layout. On the server (a deep link, or before JavaScript) the dialog is
 * drawn in place with its data already loaded, its forms posting to its route and "Fechar" a link; in the
 * browser the same markup stays through hydration, and a dialog opened later loads its route's data by a fetcher.
 */
export function RouteDialog({
  tenant,
  loggedIn,
  needsPhone,
  preloaded,
}: {
  tenant: string
  loggedIn: boolean
  needsPhone: boolean
  preloaded: PreloadedDialog | null
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const [phoneDismissed, setPhoneDismissed] = useState(false)
  const search = new URLSearchParams(location.search)
  const here = `${location.pathname}${location.search}`
  const open = currentDialog({ search, here, loggedIn, needsPhone: needsPhone && !phoneDismissed })
  if (!open) return null
  const { name } = open
  const entry = dialogEntry(name)
  const key = dialogDataKey(name, search)
  if (preloaded?.key === key && 'missing' in preloaded) return null
  const closeHref = withoutDialog(here)
  const close = () => {
    if (open.auto) setPhoneDismissed(true)
    else navigate(closeHref, { preventScrollReset: true })
  }
  return (
    <DialogRoot open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={entry.title} size={entry.size} closeHref={closeHref}>
        <DialogScreen
          key={key}
          name={name}
          params={dialogParams(name, search)}
          place={{ tenant, via: 'dialog', here, redirectTo: open.redirectTo }}
          preloaded={preloaded?.key === key && 'data' in preloaded ? preloaded : null}
        />
      </DialogContent>
    </DialogRoot>
  )
}

function DialogScreen({
  name,
  params,
  place,
  preloaded,
}: {
  name: DialogName
  params: URLSearchParams
  place: ScreenPlace
  preloaded: { data: unknown } | null
}) {
  const fetcher = useFetcher()
  const { load } = fetcher
  const query = params.toString()
  const url = `/${place.tenant}/${dialogEntry(name).path}${query ? `?${query}` : ''}`
  useEffect(() => {
    if (!preloaded) load(url)
  }, [preloaded, load, url])
  const data = preloaded ? preloaded.data : fetcher.data
  const loading = (
    <div role="status" aria-live="polite">
      <p>{carregando}</p>
      <noscript>
        <a href={screenHref(place.tenant, name, Object.fromEntries(params), place.redirectTo)}>
          {dialogEntry(name).title}
        </a>
      </noscript>
    </div>
  )
  // Whether the screen's code was in when this dialog opened, fixed for its lifetime: switching to the bare tree
  // once the code arrives would mount the screen again and lose what the diner typed.
  const [codeWasIn] = useState(() => screenOf(name).isLoaded())
  if (data === undefined) return loading
  const Screen = screenOf(name)
  return (
    <DialogScreenProvider value={{ place, data }}>
      {codeWasIn ? (
        // the server, and the dialog a page was served with (loadOpenScreen): one pass, no boundary left behind
        <Screen />
      ) : (
        <Suspense fallback={loading}>
          <Screen />
        </Suspense>
      )}
    </DialogScreenProvider>
  )
}
