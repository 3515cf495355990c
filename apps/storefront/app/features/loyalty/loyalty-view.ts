/** The loyalty screen's data as the browser gets it (002 §3): names of the domain, values ready to show. */

export const LOYALTY_TABS = ['sobre', 'historico', 'recompensas', 'resgates'] as const
export type LoyaltyTab = (typeof LOYALTY_TABS)[number]

/** The tab of `?aba=`; Sobre for anything else. */
export function loyaltyTabOf(value: string | null): LoyaltyTab {
  return LOYALTY_TABS.find((tab) => tab === value) ?? 'sobre'
}

export type CampaignView = {
  fidelidadeId: number
  /** The diner's account in the campaign (fidelidadeContaId), null when they do not take part. */
  contaId: number | null
  nome: string
  imagemUrl: string | null
  /** textoCliente split on '*' (002 §3). */
  linhas: string[]
  pontosAdesao: number
  participa: boolean
  /** saldoAtualConta, in points. */
  saldo: number
}

export type LedgerEntryView = {
  /** DD/MM/YYYY HH:mm */
  data: string
  /** tipoLancamentoId 1 to 8 (0 for any other): which icon. */
  icone: number
  tipo: 'debito' | 'credito'
  /** 'Débito' / 'Crédito'. */
  tipoNome: string
  nome: string
  /** Signed: a debit is negative. */
  pontos: number
}

export type RewardView = {
  id: number
  nome: string
  texto: string
  pontoCusto: number
  imagemUrl: string | null
  /** flgDisponivelAgora */
  disponivel: boolean
}

export type RedemptionView = {
  data: string
  premioNome: string
  pontoCusto: number
  qtde: number
  /** chavePagto, shown as a QR code. */
  chave: string
  imagemUrl: string | null
  /** 'Cancelado' / 'Pendente' / 'Entregue'. */
  status: string
  flgStatus: 'C' | 'P' | 'E'
}

/** The table menu's loyalty card: the diner's points, or null for the invitation to join. */
export type LoyaltyBalance = { saldo: number | null }
