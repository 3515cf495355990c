// Tenant resolution and company data (000 §7): perma-link, layout configuration, weekly highlights, images.
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import { messages } from '@prato/domain'
import type { EmpresaRow, SandboxContext } from '../context'
import { configDe, empresaDe, empresaPorId } from '../context'
import { absoluta, ApiError } from '../lib/http'
import type { AppEnv } from '../app'

const PERMALINK = /^[a-z0-9][a-z0-9-]{0,62}$/

function menuLinks(e: EmpresaRow, cfg: Record<string, unknown>) {
  const links: Array<{ texto: string; acao: string }> = []
  if (!e.flg_delivery_indisponivel) links.push({ texto: messages.delivery, acao: 'delivery' })
  if (e.flg_mostra_cardapio_menu) links.push({ texto: messages.menu, acao: 'menu' })
  if (cfg.flgReservaEventoAtivo) links.push({ texto: messages.eventos, acao: 'eventos' })
  if (cfg.flgStatusReservaMesaAtiva === 'A' || cfg.flgStatusReservaMesaAtiva === 'P')
    links.push({ texto: messages.reservas, acao: 'reserva' })
  return links
}

export function informacaoCompleta(
  ctx: SandboxContext,
  c: Context,
  e: EmpresaRow,
): Schemas['InformacaoCompleta'] {
  // imagemCabecalhoUrl lives under `config` in the answer, not at the top level.
  const { imagemCabecalhoUrl, ...cfg } = configDe(e)
  const fidelidadeId = Number(cfg.fidelidadeId ?? 0)
  const guias = ctx
    .q('SELECT id, nome FROM guias WHERE empresa_id = ? ORDER BY ordem')
    .all(e.id) as Array<{ id: number; nome: string }>
  return {
    ...cfg,
    id: e.id,
    nome: e.nome,
    logo: e.logo_url.startsWith('/') ? `logo-${e.id}.svg` : null,
    logoUrl: absoluta(c, e.logo_url),
    mensagemPadrao: e.mensagem_padrao,
    telefone: (cfg.telefone as string | undefined) ?? null,
    corBody: e.cor_body,
    grupoEmpresarialChave: e.grupo_empresarial_chave,
    empresaBaseId: e.base_id,
    empresaGlobalId: e.global_id,
    modeloLayoutId: e.modelo_layout_id,
    tenant: e.permalink,
    menu: menuLinks(e, cfg),
    flgDeliveryIndisponivel: e.flg_delivery_indisponivel === 1,
    flgReservaEventoAtivo: cfg.flgReservaEventoAtivo === true,
    flgStatusReservaMesaAtiva:
      typeof cfg.flgStatusReservaMesaAtiva === 'string' ? cfg.flgStatusReservaMesaAtiva : null,
    flgMenuPedidoSimplesOk: cfg.flgMenuPedidoSimplesOk === true,
    wgPedidoDeliveryOFF: cfg.wgPedidoDeliveryOFF === true,
    opcoesMenu: cfg.opcoesMenu as Schemas['OpcoesMenu'],
    flgMostraCardapioMenu: e.flg_mostra_cardapio_menu === 1,
    aberto: e.aberto === 1,
    abertoDelivery: e.aberto === 1 && cfg.abertoDelivery === true,
    // Contract: the layout data is the same for every visitor (cacheable per tenant), so no per-user values.
    contaAtualMenuDto: null,
    config: {
      imagemCabecalhoUrl:
        typeof imagemCabecalhoUrl === 'string'
          ? imagemCabecalhoUrl
          : absoluta(c, `/v1/empresas/${e.id}/imagem?c=cabecalho`),
    },
    urlDownloadAndroid: (cfg.urlDownloadAndroid as string | null) ?? null,
    urlDownloadIOS: (cfg.urlDownloadIOS as string | null) ?? null,
    fidelidadeId,
    fidelidadeSaldoAtualConta: null,
    guias,
  }
}

function escaparXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function corDeTexto(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1A1A1A' : '#FFFFFF'
}

function svg(
  largura: number,
  altura: number,
  fundo: string,
  texto: string,
  tamanho: number,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 ${largura} ${altura}">` +
    `<rect width="100%" height="100%" fill="${fundo}"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${tamanho}" fill="${corDeTexto(fundo)}">${escaparXml(texto)}</text></svg>`
  )
}

const PALETA = [
  '#C62828',
  '#AD1457',
  '#6A1B9A',
  '#283593',
  '#00838F',
  '#2E7D32',
  '#EF6C00',
  '#4E342E',
  '#37474F',
]

export function rotasEmpresa(app: Hono<AppEnv>, ctx: SandboxContext): void {
  app.get('/v1/api/empresa-wg-config/:tenant/perma-link', (c) => {
    const tenant = c.req.param('tenant').toLowerCase()
    const e = PERMALINK.test(tenant)
      ? (ctx.q('SELECT * FROM empresas WHERE permalink = ?').get(tenant) as EmpresaRow | undefined)
      : undefined
    if (!e) throw new ApiError(404, 'Empresa não encontrada.')
    return c.json({
      empresaId: e.id,
      modeloLayoutId: e.modelo_layout_id,
      corBody: e.cor_body,
      chave: e.grupo_empresarial_chave,
      empresaGlobalId: e.global_id,
      grupoEmpresaId: e.base_id,
      tenant: e.permalink,
      empresaBaseId: e.base_id,
    })
  })

  app.get('/v1/api/empresas/informacao-completa', (c) => {
    const pdv = Number(c.req.query('pdvId'))
    if (pdv !== 1 && pdv !== 3) throw new ApiError(400, 'pdvId deve ser 1 ou 3.')
    const e = empresaDe(ctx, c, c.req.query('empresaId'))
    return c.json(informacaoCompleta(ctx, c, e))
  })

  app.get('/v1/api/empresas-info-semanal/:empresaGlobalId/1/lista', (c) => {
    const e = empresaDe(ctx, c, c.req.param('empresaGlobalId'))
    const rows = ctx
      .q('SELECT * FROM info_semanal WHERE empresa_id = ? ORDER BY ordem')
      .all(e.id) as Array<{
      dia_semana_nome: string
      texto: string
      flg_musica_ao_vivo: number
      imagem_url: string
    }>
    return c.json(
      rows.map((r) => ({
        diaSemanaNome: r.dia_semana_nome,
        texto: r.texto,
        flgMusicaAoVivo: r.flg_musica_ao_vivo === 1,
        imagemUrl: absoluta(c, r.imagem_url),
      })),
    )
  })

  app.get('/v1/empresas/:id/imagem', (c) => {
    const e = empresaPorId(ctx, c.req.param('id'))
    if (!e) throw new ApiError(404, 'Empresa não encontrada.')
    const img = ctx
      .q('SELECT cor, iniciais FROM empresa_imagens WHERE empresa_id = ?')
      .get(e.id) as { cor: string; iniciais: string }
    const corpo =
      c.req.query('c') === 'cabecalho'
        ? svg(1200, 400, img.cor, e.nome.replace(/<[^>]*>/g, ''), 64)
        : svg(256, 256, img.cor, img.iniciais, 96)
    return c.body(corpo, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    })
  })

  // Placeholder pictures for products, highlights, rewards and spaces, so the demo has no external assets.
  app.get('/static/:tipo/:arquivo', (c) => {
    const tipo = c.req.param('tipo')
    const arquivo = c.req.param('arquivo')
    const m = /^(\d+)\.svg$/.exec(arquivo)
    if (!/^[a-z-]{2,30}$/.test(tipo) || !m) throw new ApiError(404, 'Imagem não encontrada.')
    const n = Number(m[1])
    const rotulo = tipo === 'produto' ? `Produto ${n}` : `${tipo.replace('-', ' ')} ${n}`
    return c.body(svg(480, 360, PALETA[n % PALETA.length] ?? '#37474F', rotulo, 36), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    })
  })
}
