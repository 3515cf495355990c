import type { StorefrontSession } from './session.server'

/**
 * The table a diner is at (002 §2 "Table landing", "Joining a tab by key": 'Iniciar Pedido', 'Acessar Cardápio'
 * and 'Acessar o Cardápio Diretamente' "store the key and tab"): the tab key the table's orders are sent with, the
 * tab (saidaId) when one is open, and the table's code when the diner came through its QR code (a logged-out tab
 * order proves the tab with it). Kept per tenant in the server-side session, for as long as a table visit lasts.
 */
export type TableVisit = {
  chave: string
  saidaId: number | null
  codigoMesa: string | null
  expiresAt: number
}

/** A meal, and then some: the next visit scans the table again. */
export const TABLE_VISIT_MS = 6 * 60 * 60 * 1000

export function getTableVisit(
  session: StorefrontSession,
  tenant: string,
  now = Date.now(),
): TableVisit | null {
  const visit = session.get('mesas')?.[tenant]
  if (!visit) return null
  if (visit.expiresAt > now) return visit
  const { [tenant]: _expired, ...rest } = session.get('mesas') ?? {}
  session.set('mesas', rest)
  return null
}

export function setTableVisit(
  session: StorefrontSession,
  tenant: string,
  visit: Omit<TableVisit, 'expiresAt'>,
  now = Date.now(),
): void {
  session.set('mesas', {
    ...session.get('mesas'),
    [tenant]: { ...visit, expiresAt: now + TABLE_VISIT_MS },
  })
}
