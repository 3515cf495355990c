import type { SerializeFrom } from '@remix-run/node'
import { useLoaderData, useLocation, useParams } from '@remix-run/react'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import {
  dialogEntry,
  dialogHref,
  safeRedirectTo,
  screenHref,
  withoutDialog,
  type DialogName,
  type DialogParams,
} from './dialogs'
import * as styles from './screen.css'

/**
 * Where a screen is shown: as its own page, or inside <RouteDialog> over some tenant page. A route's component is
 * written once and works in both; this context tells it where its data comes from, how to link to the next
 * dialog and where "cancel" goes.
 */
export type ScreenPlace = {
  tenant: string
  via: 'dialog' | 'page'
  /** The current `pathname?search`. */
  here: string
  /** Where the diner continues after the flow (`?redirectTo=`), already checked same-origin. */
  redirectTo: string | null
}

type DialogScreen = { place: ScreenPlace; data: unknown }
const DialogScreenContext = createContext<DialogScreen | null>(null)

/** Set by <RouteDialog> around the screen it shows (and by stories). */
export function DialogScreenProvider({
  value,
  children,
}: {
  value: DialogScreen
  children: ReactNode
}) {
  return <DialogScreenContext.Provider value={value}>{children}</DialogScreenContext.Provider>
}

/**
 * The screen's loader data: `useLoaderData` on its page; in a dialog, what <RouteDialog> loaded from the same
 * loader. Both are the serialised answer of `typeof loader`, so the route reads it typed, without a cast.
 */
export function useScreenData<Loader>(): SerializeFrom<Loader> {
  const dialog = useContext(DialogScreenContext)
  const own = useLoaderData<Loader>()
  // The dialog's data came from this very route's loader (route-dialog.server.ts / the fetcher in RouteDialog).
  return dialog ? (dialog.data as SerializeFrom<Loader>) : own
}

export function useScreenPlace() {
  const dialog = useContext(DialogScreenContext)
  const location = useLocation()
  const tenant = useParams().tenant ?? ''
  const place: ScreenPlace = dialog?.place ?? {
    tenant,
    via: 'page',
    here: `${location.pathname}${location.search}`,
    redirectTo: safeRedirectTo(new URLSearchParams(location.search).get('redirectTo')),
  }
  return useMemo(() => {
    const { via, here, redirectTo } = place
    const back = redirectTo ?? (via === 'dialog' ? withoutDialog(here) : `/${place.tenant}`)
    return {
      ...place,
      /** A link to another dialog's screen, in the same place (a dialog on this page, or its page). */
      href(name: DialogName, params?: DialogParams): string {
        return via === 'dialog'
          ? dialogHref(here, name, { redirectTo: redirectTo ?? undefined, ...params })
          : screenHref(place.tenant, name, params, redirectTo)
      },
      /** The action URL of a dialog's route. */
      action(name: DialogName): string {
        return `/${place.tenant}/${dialogEntry(name).path}`
      },
      /** Where cancel and close go: the page without the dialog, or back where the diner came from. */
      closeHref: via === 'dialog' ? withoutDialog(here) : back,
      /** The value of the hidden `redirectTo` field of every form. */
      returnTo: via === 'dialog' ? (redirectTo ?? withoutDialog(here)) : back,
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the place is a value: its fields are the deps
  }, [place.tenant, place.via, place.here, place.redirectTo])
}

/**
 * The hidden fields that tell an action where to continue: `redirectTo` (the page the diner came from, checked
 * same-origin by the action) and `via=dialog` (the next step opens as the next dialog on that page instead of
 * the next page).
 */
export function PlaceFields() {
  const place = useScreenPlace()
  return (
    <>
      <input type="hidden" name="redirectTo" value={place.returnTo} />
      {place.via === 'dialog' ? <input type="hidden" name="via" value="dialog" /> : null}
    </>
  )
}

/** A screen's frame: on its page a `<main>` with the registry's title as the heading; in a dialog the dialog is the frame. */
export function Screen({ name, children }: { name: DialogName; children: ReactNode }) {
  const dialog = useContext(DialogScreenContext)
  if (dialog) return <>{children}</>
  return (
    <main className={styles.page} aria-labelledby="screen-title">
      <h1 id="screen-title">{dialogEntry(name).title}</h1>
      {children}
    </main>
  )
}
