/**
 * The account area (000 §2–§5): login, registration, SMS confirmation, password recovery, phone change, the
 * phone dialog, profile, address search, the address form and the delivery-address list.
 *
 * The tenant layout mounts <AccountDialogs> once; links open a dialog with `?dialog=<name>` (see `dialogHref`)
 * and every dialog also has its own route (see `accountRoutePath`).
 */
export { AccountDialogs, type AccountDialogsProps } from './components/AccountDialogs'
export { dialogTitles } from './titles'
export {
  ACCOUNT_DIALOGS,
  accountRoutePath,
  dialogHref,
  isAccountDialog,
  loginLocation,
  pageHref,
  withoutDialog,
  type AccountDialogName,
} from './routing'
export type { AccountUser, PersonAddress } from './types'
