import { informeTelefoneTitulo } from '@prato/domain/messages'
import type { RouteHandle } from '#app/lib/route-handle'
import type { MetaFunction } from '@remix-run/node'
import { PhoneScreen } from './$tenant.conta.telefone'

/**
 * Informe o telefone (000 §4 "If a logged-in user has no phone, the phone dialog opens"): the Trocar Telefone
 * flow under its own title, /{tenant}/conta/informe-telefone and the dialog that opens by itself.
 */
export { action, ErrorBoundary, loader } from './$tenant.conta.telefone'

export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export default function PhoneScreenForNewPhone() {
  return <PhoneScreen dialog="informe-telefone" />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: {
    name: 'informe-telefone',
    access: 'user',
    size: 'medium',
    title: informeTelefoneTitulo,
    params: ['etapa'],
  },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    'informe-telefone': true
  }
}
