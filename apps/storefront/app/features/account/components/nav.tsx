import { createContext, useContext, useMemo, type ReactNode } from 'react'
import {
  accountRoutePath,
  dialogHref,
  pageHref,
  withoutDialog,
  type AccountDialogName,
  type DialogParams,
} from '../routing'

/**
 * Where an account form is shown: inside a dialog on some tenant page, or as its own page. The same form
 * components serve both; this context tells them how to link to the next dialog and where "cancel" goes.
 */
export type AccountPlace = {
  tenant: string
  via: 'dialog' | 'page'
  /** The current `pathname?search`. */
  here: string
  /** Where the diner continues after the flow (`?redirectTo=`), already checked same-origin. */
  redirectTo: string | null
}

const PlaceContext = createContext<AccountPlace>({
  tenant: 'prato',
  via: 'page',
  here: '/prato',
  redirectTo: null,
})

export function AccountPlaceProvider({
  value,
  children,
}: {
  value: AccountPlace
  children: ReactNode
}) {
  return <PlaceContext.Provider value={value}>{children}</PlaceContext.Provider>
}

export function useAccountPlace() {
  const place = useContext(PlaceContext)
  return useMemo(() => {
    const { tenant, via, here, redirectTo } = place
    const back = redirectTo ?? (via === 'dialog' ? withoutDialog(here) : `/${tenant}`)
    return {
      ...place,
      /** A link to another account dialog, in the same place (dialog on this page, or its page). */
      href(name: AccountDialogName, params?: DialogParams): string {
        return via === 'dialog'
          ? dialogHref(here, name, { redirectTo: redirectTo ?? undefined, ...params })
          : pageHref(tenant, name, params, redirectTo)
      },
      /** The action URL of a dialog's route. */
      action(name: AccountDialogName): string {
        return accountRoutePath(tenant, name)
      },
      /** Where cancel and close go: the page without the dialog, or back where the diner came from. */
      closeHref: via === 'dialog' ? withoutDialog(here) : back,
      /** The value of the hidden `redirectTo` field of every account form. */
      returnTo: via === 'dialog' ? (redirectTo ?? withoutDialog(here)) : back,
    }
  }, [place])
}

/** The hidden fields that tell an account action where to continue (see routing.ts). */
export function PlaceFields() {
  const place = useAccountPlace()
  return (
    <>
      <input type="hidden" name="redirectTo" value={place.returnTo} />
      {place.via === 'dialog' ? <input type="hidden" name="via" value="dialog" /> : null}
    </>
  )
}
