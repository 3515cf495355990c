import { ApiError } from '@prato/api-client'
import {
  campaignLines,
  formatDateTime,
  ledgerIconIndex,
  ledgerKind,
  ledgerKindLabel,
  messages,
  redemptionStatusName,
  rewardRedemptionError,
  safeExternalUrl,
  signedPoints,
  type RewardRedemptionInput,
} from '@prato/domain'
import { personalPageFailure, type StorefrontContext } from '#app/lib/context.server'
import { getUser, getUserToken } from '#app/lib/session.server'
import type {
  CampaignView,
  LedgerEntryView,
  LoyaltyBalance,
  RedemptionView,
  RewardView,
} from './loyalty-view'

export type * from './loyalty-view'

/**
 * The loyalty programme (002 §2 /{site}/fidelidade, §3, §5, §7, §8): the venue's active campaign with the diner's
 * account, the ledger, the rewards and the redemptions, as the screens show them; joining and asking for a reward.
 * The diner's account id is always read from the campaign here (never taken from the browser).
 */

export function isDinerLoggedIn(ctx: StorefrontContext): boolean {
  return Boolean(getUser(ctx.session) && getUserToken(ctx.session))
}

/** An image URL of the API's, through the one URL guard (DESIGN §6). */
function imageUrl(ctx: StorefrontContext, value: string | null | undefined): string | null {
  return safeExternalUrl(value, ctx.env.httpAllowedHosts)
}

/** GET campanha-ativa/{empresaId}: the campaign and the diner's place in it; null when the venue has none active. */
export async function loadCampaign(
  ctx: StorefrontContext,
  empresaId: number,
): Promise<CampaignView | null> {
  try {
    const c = await ctx.api.get('/v1/api/fidelidade/campanha-ativa/{id}', {
      params: { path: { id: empresaId } },
    })
    return {
      fidelidadeId: c.fidelidadeId,
      contaId: c.fidelidadeContaId ?? null,
      nome: c.nome,
      imagemUrl: imageUrl(ctx, c.imagemUrl),
      linhas: campaignLines(c.textoCliente),
      pontosAdesao: c.pontosAdesao ?? 0,
      participa: Boolean(c.flgParticipa && c.fidelidadeContaId),
      saldo: c.saldoAtualConta ?? 0,
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** "Most list loads fail silently" (002 §8): a list that cannot be read is shown empty, and logged. */
async function quietly<T>(ctx: StorefrontContext, what: string, load: () => Promise<T[]>) {
  try {
    return await load()
  } catch (error) {
    ctx.logger.warn(`loyalty: ${what} unavailable`, { error: String(error) })
    return [] as T[]
  }
}

export async function loadLedger(
  ctx: StorefrontContext,
  contaId: number,
): Promise<LedgerEntryView[]> {
  return quietly(ctx, 'ledger', async () =>
    (
      await ctx.api.get('/v1/api/fidelidade/hitorico-movimento/{id}', {
        params: { path: { id: contaId } },
      })
    ).map((l) => ({
      data: formatDateTime(l.dataLancamento),
      icone: ledgerIconIndex(l.tipoLancamentoId),
      tipo: ledgerKind(l.flgDebitoCredto),
      tipoNome: ledgerKindLabel(l.flgDebitoCredto),
      nome: l.nomeTipoLancamento,
      pontos: signedPoints(l),
    })),
  )
}

export async function loadRewards(
  ctx: StorefrontContext,
  fidelidadeId: number,
): Promise<RewardView[]> {
  return quietly(ctx, 'rewards', async () =>
    (
      await ctx.api.get('/v1/api/fidelidade/premiacoes/{id}', {
        params: { path: { id: fidelidadeId } },
      })
    ).map((p) => ({
      id: p.id,
      nome: p.nome,
      texto: p.texto ?? '',
      pontoCusto: p.pontoCusto,
      imagemUrl: imageUrl(ctx, p.imagemUrlCompleta),
      disponivel: p.flgDisponivelAgora !== false,
    })),
  )
}

export async function loadRedemptions(
  ctx: StorefrontContext,
  contaId: number,
): Promise<RedemptionView[]> {
  return quietly(ctx, 'redemptions', async () =>
    (
      await ctx.api.get('/v1/api/fidelidade/historico-resgate-premio/{id}', {
        params: { path: { id: contaId } },
      })
    ).map((r) => ({
      data: formatDateTime(r.dataHoraLanc),
      premioNome: r.premioNome,
      pontoCusto: r.premioPontoCusto,
      qtde: r.qtdePremio,
      chave: r.chavePagto,
      imagemUrl: imageUrl(ctx, r.imagemUrlCompleta),
      status: redemptionStatusName(r.flgStatus),
      flgStatus: r.flgStatus === 'C' || r.flgStatus === 'P' ? r.flgStatus : 'E',
    })),
  )
}

/** Everything the four tabs show, read at once so a tab opens without another round trip. */
export async function loadLoyaltyTabs(ctx: StorefrontContext, campaign: CampaignView) {
  const contaId = campaign.participa ? campaign.contaId : null
  const [ledger, rewards, redemptions] = await Promise.all([
    contaId ? loadLedger(ctx, contaId) : Promise.resolve([]),
    loadRewards(ctx, campaign.fidelidadeId),
    contaId ? loadRedemptions(ctx, contaId) : Promise.resolve([]),
  ])
  return { ledger, rewards, redemptions }
}

export type LoyaltyOutcome = { ok: true; message: string } | { ok: false; message: string }

/** POST cadastrar-conta (002 §7): 'Parabéns! Você se fidelizou a {campaign}' or 'Não foi possível aceitar a campanha'. */
export async function joinCampaign(
  ctx: StorefrontContext,
  campaign: CampaignView,
): Promise<LoyaltyOutcome> {
  try {
    await ctx.api.post('/v1/api/fidelidade/cadastrar-conta', {
      body: { fidelidadeId: campaign.fidelidadeId },
    })
    return { ok: true, message: messages.fidelidadeAderirSucesso(campaign.nome) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') throw error
    ctx.logger.warn('loyalty: join refused', { error: String(error) })
    return { ok: false, message: messages.fidelidadeAderirFalhou }
  }
}

/**
 * POST solicitar-resgate-premio (002 §5, §7, §8). The reward is looked up again here: an unavailable one is refused
 * with 'O premio se encontra Indisponível para resgate' and nothing is sent; the API's refusals are its details
 * messages.
 */
export async function requestReward(
  ctx: StorefrontContext,
  campaign: CampaignView,
  input: Pick<RewardRedemptionInput, 'premioId' | 'qtdePremio' | 'observacao'>,
): Promise<LoyaltyOutcome> {
  if (!campaign.participa || !campaign.contaId)
    return { ok: false, message: messages.fidelidadeAderirFalhou }
  const reward = (await loadRewards(ctx, campaign.fidelidadeId)).find(
    (r) => r.id === input.premioId,
  )
  if (!reward) return { ok: false, message: messages.premioIndisponivel }
  const refusal = rewardRedemptionError({ flgDisponivelAgora: reward.disponivel }, input.qtdePremio)
  if (refusal) return { ok: false, message: refusal }
  try {
    await ctx.api.post('/v1/api/fidelidade/solicitar-resgate-premio', {
      body: {
        fidelidadeContaId: campaign.contaId,
        premioId: reward.id,
        qtdePremio: input.qtdePremio,
        observacao: input.observacao ?? null,
      },
    })
    return { ok: true, message: messages.resgateSolicitadoSucesso }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') throw error
    ctx.logger.warn('loyalty: redemption refused', { error: String(error) })
    return {
      ok: false,
      message:
        (error instanceof ApiError && error.serverMessages.join(' ')) || messages.operacaoFalhou,
    }
  }
}

/** A failed read of the page: a rejected token reloads it (000 §4); anything else is a 503 boundary. */
export function loyaltyFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  return personalPageFailure(ctx, request, error, 'loyalty unavailable')
}

/**
 * The loyalty balance card of the table menu (issue 22): null when the venue has no loyalty; else the diner's
 * balance when they take part (campanha-ativa's saldoAtualConta), or an invitation to join. A campaign that cannot
 * be read shows the invitation (002 §8 "Most list loads fail silently").
 */
export async function loadLoyaltyBalance(
  ctx: StorefrontContext,
  view: { flags: { fidelidadeId: number } },
): Promise<LoyaltyBalance | null> {
  if (view.flags.fidelidadeId <= 0) return null
  if (!isDinerLoggedIn(ctx)) return { saldo: null }
  try {
    const company = (await ctx.loadTenant()).company
    const campaign = company ? await loadCampaign(ctx, company.empresaId) : null
    if (!campaign) return null
    return { saldo: campaign.participa ? campaign.saldo : null }
  } catch (error) {
    ctx.logger.warn('loyalty: balance unavailable', { error: String(error) })
    return { saldo: null }
  }
}
