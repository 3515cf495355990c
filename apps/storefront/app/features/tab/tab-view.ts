import type { TabBill, TabTotalRow } from '@prato/domain'
import type { PixPhase } from '#app/components/polling'

/** The tab ('Minha Conta', 002 §2–§3) as the screen shows it: texts formatted, amounts in centavos. */
export type TabView = {
  id: number
  identificador: string
  atendente: string | null
  dataSaida: string
  /** flgStatus 'A': the Produtos/Pagamentos toggle, the partial payment and the split. */
  open: boolean
  /** flgAceitaWGComanda: 'Novo Pedido'. */
  novoPedido: boolean
  items: TabItemView[]
  totals: TabTotalRow[]
  /** What the split reads (domain `tabBill`). */
  bill: TabBill
  loyalty: TabLoyaltyView
}

export type TabItemView = {
  id: number
  nome: string
  dataHora: string
  qtde: number
  valorUnitario: number
  total: number
}

export type TabPaymentView = { id: number; nome: string; data: string; valor: number }

/** 002 §4 "Loyalty on the tab". */
export type TabLoyaltyView = {
  /** One of the three status texts, or null. */
  text: string | null
  /** 'Resgate N pontos dessa conta.' is a button: status 'P', not processed, and the diner takes part. */
  canRedeem: boolean
  /** 'Participe do Plano de Fidelidade': the venue has loyalty and the diner does not take part. */
  join: boolean
}

/** The partial payment dialog's state (002 §4): the amount, then the charge, then its receipt. */
export type PartialPaymentState =
  | { step: 'valor'; saidaId: number; restante: number; valor: number }
  | {
      step: 'pix'
      saidaId: number
      pagamentoId: number
      valor: number
      qrCode: string
      phase: PixPhase
    }
  | { step: 'aprovado'; saidaId: number; pagamentoId: number; receipt: TabReceipt }

/** obter-comprovante (002 §3 "Receipt: valorPago, paymentId"). */
export type TabReceipt = { valorPago: number; paymentId: string }

/** What the partial payment's status route answers: the status, and the receipt once approved. */
export type TabChargeStatus = { flgStatus: string; receipt: TabReceipt | null }
