// The shell's deferred island (DESIGN §7, docs/decisions/0036): the header's actions and the footer, rendered in
// full by the server on every tenant page and hydrated when this module arrives after the first paint.
import { HeaderActions } from './HeaderActions'
import { TenantFooter } from './TenantFooter'

export default { HeaderActions, TenantFooter }
