/**
 * The QR entry page, /{tenant}/qrcode (002 §2 lists the route and leaves its content to us; docs/decisions/0029):
 * what it offers a visitor, and the links the restaurant's printed table codes open (`templateLinkQrCode`, 001 §3).
 */
import { messages } from './catalogue'
import { isShopOpen, safeExternalUrl, topMenuEntries, type LayoutFlags } from './tenant'

/** What a filled-in table link puts in place of this: the table's code (the key its landing takes). */
export const TABLE_LINK_PLACEHOLDER = '{codigo}'

export interface QrEntryAction {
  key: 'menu' | 'delivery'
  label: string
  /** Path inside the tenant (pass to `tenantPath`). */
  path: string
}

export interface QrEntry {
  /** Open now: the venue's `aberto`, as the directory card the visitor may have come from says. */
  open: boolean
  statusText: string
  /** 'Ver cardápio' when the menu is shown, 'Pedir delivery' unless delivery is off — the top menu's own rule. */
  actions: QrEntryAction[]
}

export function qrEntry(flags: LayoutFlags): QrEntry {
  const open = isShopOpen(flags, 'menu')
  const entries = topMenuEntries(flags)
  const actions: QrEntryAction[] = []
  // the menu first: most who scan a code sit at a table
  const menu = entries.find((entry) => entry.key === 'menu')
  if (menu) actions.push({ key: 'menu', label: messages.verCardapio, path: menu.path })
  const delivery = entries.find((entry) => entry.key === 'delivery')
  if (delivery)
    actions.push({ key: 'delivery', label: messages.pedirDelivery, path: delivery.path })
  return { open, statusText: open ? messages.aberto : messages.fechado, actions }
}

/**
 * The link a table's printed code opens: the restaurant's `templateLinkQrCode` with every `{codigo}` replaced by
 * the table's code (`mesas-cliente`, docs/decisions/0034: the code `/{tenant}/menu/mesa/{codigoMesa}` takes), or
 * null when the result is not a safe URL (https, or http on the given hosts: DESIGN §6, like every URL from the
 * API). A template without the placeholder gives every table the same link.
 */
export function tableQrLink(
  template: string | null | undefined,
  table: { codigo: string },
  httpAllowedHosts?: readonly string[],
): string | null {
  if (!template?.trim()) return null
  const filled = template
    .trim()
    .split(TABLE_LINK_PLACEHOLDER)
    .join(encodeURIComponent(table.codigo))
  return safeExternalUrl(filled, httpAllowedHosts)
}
