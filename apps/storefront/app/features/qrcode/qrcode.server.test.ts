import { messages } from '@prato/domain'
import { drawQrCode } from '@prato/ui'
import { afterEach, describe, expect, it } from 'vitest'
import { buildContext } from '#app/lib/context.server'
import { setRuntimeForTests } from '#app/lib/runtime.server'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
} from '#app/test/upstream'
import { loadQrSheet } from './qrcode.server'

// The print view's codes (docs/decisions/0029, 0034) as they leave the server: one for the page, one per table of
// the venue (mesas-cliente) when templateLinkQrCode is set — the template filled with the table's CODE, the key
// its landing takes — each with the link it opens and its drawing.

const PAGE = 'http://localhost/bella-napoli/qrcode'
const TABLES = 'GET /v3/listagem-basica/mesas-cliente'

function bella(template: string | null, tables: Handler): Record<string, Handler> {
  return {
    'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
    'GET /v1/api/empresas/informacao-completa': () =>
      json({ ...bellaNapoliInformacao, templateLinkQrCode: template }),
    [TABLES]: tables,
  }
}

const twoTables: Handler = () =>
  json([
    { codigo: 'BN01', identificacaoVenda: 'Mesa 01', flgAceitaPedido: true },
    { codigo: 'BN99', identificacaoVenda: 'Mesa 99', flgAceitaPedido: false },
  ])

async function sheetOf(routes: Record<string, Handler>) {
  const { runtime, upstream } = installTestRuntime(routes, { API_CACHE_TTL_MS: '0' })
  const ctx = await buildContext(new Request(`${PAGE}?imprimir`), {}, runtime, 'bella-napoli')
  const { view } = await ctx.loadTenant()
  return { sheet: await loadQrSheet(ctx, view, PAGE), calls: upstream.calls }
}

afterEach(() => setRuntimeForTests(undefined))

describe('loadQrSheet', () => {
  it("the page's code, then one labelled code per table, the template filled with the table's code", async () => {
    const { sheet } = await sheetOf(
      bella('https://prato.dev/bella-napoli/menu/mesa/{codigo}', twoTables),
    )
    expect(sheet.tablesFailed).toBe(false)
    expect(sheet.page).toEqual({
      key: 'pagina',
      title: 'Bella Napoli',
      label: messages.qrCodeDestaPagina,
      link: PAGE,
      drawing: drawQrCode(PAGE),
    })
    // a table that takes no orders prints too: its landing opens the menu and says why
    expect(
      sheet.tables.map(({ key, title, label, link }) => ({ key, title, label, link })),
    ).toEqual([
      {
        key: 'mesa-BN01',
        title: 'Mesa 01',
        label: messages.qrCodeDaMesa('Mesa 01'),
        link: 'https://prato.dev/bella-napoli/menu/mesa/BN01',
      },
      {
        key: 'mesa-BN99',
        title: 'Mesa 99',
        label: messages.qrCodeDaMesa('Mesa 99'),
        link: 'https://prato.dev/bella-napoli/menu/mesa/BN99',
      },
    ])
    expect(sheet.tables[1]?.drawing).toEqual(
      drawQrCode('https://prato.dev/bella-napoli/menu/mesa/BN99'),
    )
  })

  it('a table without a name is labelled with its code', async () => {
    const { sheet } = await sheetOf(
      bella('https://prato.dev/bella-napoli/menu/mesa/{codigo}', () =>
        json([{ codigo: 'BN07', identificacaoVenda: '  ', flgAceitaPedido: true }]),
      ),
    )
    expect(sheet.tables.map(({ title, label }) => ({ title, label }))).toEqual([
      { title: 'BN07', label: messages.qrCodeDaMesa('BN07') },
    ])
  })

  it('without templateLinkQrCode: the page code only, and the table list is never asked for', async () => {
    const { sheet, calls } = await sheetOf(bella(null, twoTables))
    expect(sheet.tables).toEqual([])
    expect(calls.some((call) => call.path === '/v3/listagem-basica/mesas-cliente')).toBe(false)
  })

  it('a template that makes no safe URL prints no table codes', async () => {
    const { sheet } = await sheetOf(bella('javascript:alert({codigo})', twoTables))
    expect(sheet).toMatchObject({ tables: [], tablesFailed: false })
  })

  it('a failing table list: the page code still, and the failure said', async () => {
    const { sheet } = await sheetOf(
      bella('https://prato.dev/m/{codigo}', () => json({ message: 'boom' }, 500)),
    )
    expect(sheet).toMatchObject({ tables: [], tablesFailed: true })
    expect(sheet.page.link).toBe(PAGE)
  })
})
