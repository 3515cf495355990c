import { messages, tableQrLink } from '@prato/domain'
import { drawQrCode } from '@prato/ui'
import { RequestAbortedError } from '#app/lib/api.server'
import type { StorefrontContext } from '#app/lib/context.server'
import type { TenantView } from '#app/lib/tenant.server'
import type { QrCard, QrSheet } from './qr-cards'

/**
 * The print view's codes (docs/decisions/0029): this page's own, and — when the restaurant set
 * `templateLinkQrCode` — one per table of the venue (`/v3/listagem-basica/mesas-cliente`, docs/decisions/0034),
 * its `{codigo}` filled with the table's code so the code opens that table's landing, each labelled with the
 * table's name. Encoded here, on the server: the browser gets a drawing (QrImage), never the encoder.
 */
export async function loadQrSheet(
  ctx: StorefrontContext,
  view: TenantView,
  pageUrl: string,
): Promise<QrSheet> {
  const page: QrCard = {
    key: 'pagina',
    title: view.name,
    label: messages.qrCodeDestaPagina,
    link: pageUrl,
    drawing: drawQrCode(pageUrl),
  }
  if (!view.tableLinkTemplate) return { page, tables: [], tablesFailed: false }
  let list
  try {
    list = await ctx.api.get('/v3/listagem-basica/mesas-cliente')
  } catch (error) {
    // the visitor left: nothing to answer, nothing to log
    if (error instanceof RequestAbortedError) throw error
    // the page's own code still prints; the owner is told the tables are missing
    ctx.logger.warn('tables unavailable for the QR print view', {
      tenant: view.slug,
      error,
    })
    return { page, tables: [], tablesFailed: true }
  }
  const tables: QrCard[] = []
  for (const table of list) {
    const link = tableQrLink(view.tableLinkTemplate, table, ctx.env.httpAllowedHosts)
    // a template that does not make a safe URL prints no table codes at all (every table would fail alike)
    if (!link) break
    // every table prints, also one that takes no orders: its landing still opens the menu and says why
    const name = table.identificacaoVenda.trim() || table.codigo
    tables.push({
      key: `mesa-${table.codigo}`,
      title: name,
      label: messages.qrCodeDaMesa(name),
      link,
      drawing: drawQrCode(link),
    })
  }
  return { page, tables, tablesFailed: false }
}
